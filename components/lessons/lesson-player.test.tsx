import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { envelope } from '@/test/form-test-helpers';
import { giveMediaApis, keyRefused, StandInHls } from '@/test/hls-stand-in';

import { LessonPlayer } from './lesson-player';

jest.mock('hls.js', () => jest.requireActual('@/test/hls-stand-in').hlsModule);
jest.mock('react-player', () => jest.requireActual('@/test/hls-stand-in').reactPlayerModule);

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => {
  jest.resetAllMocks();
  StandInHls.instances = [];
});

const lesson = { videoId: 4, name: 'Aortic dissection', cover: '', freePreview: false };
const SIGN_IN = '/signin?from=video';

function renderPlayer(signedIn: boolean, freePreview = false) {
  render(
    <LessonPlayer
      lesson={{ ...lesson, freePreview }}
      signedIn={signedIn}
      signInHref={SIGN_IN}
      subscribeHref="/subscription"
      watermark={signedIn ? 'ada@example.com' : null}
    />,
  );
}

/** Answers the player's calls by path: the lesson's access, the position, the preferences. */
function answer(view: Response | Error) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/video/view') {
      if (view instanceof Error) throw view;
      return view;
    }
    return envelope(404, 'Not found');
  });
}

const play = () => userEvent.click(screen.getByRole('button', { name: /Play the lesson/ }));

describe('the cover', () => {
  it('is fetched ahead of the page’s scripts: it is the lesson page’s largest paint', () => {
    render(
      <LessonPlayer
        lesson={{ ...lesson, cover: '/demo/videos/aortic-dissection-cover.webp' }}
        signedIn={false}
        signInHref={SIGN_IN}
        subscribeHref="/subscription"
        watermark={null}
      />,
    );
    const cover = document.querySelector('.lesson-player img')!;
    expect(cover).not.toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('pressing play', () => {
  it('asks a visitor to log in, OK leading to Sign In, without asking the API', async () => {
    renderPlayer(false);
    await play();
    const dialog = screen.getByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent('Please log in to continue');
    expect(screen.getByRole('link', { name: 'OK' })).toHaveAttribute('href', SIGN_IN);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a student without a subscription to subscribe', async () => {
    answer(
      envelope(200, 'Success', {
        video: { ...lesson, description: '', thumbnail: '', path: null },
        subscription: 0,
      }),
    );
    renderPlayer(true);
    await play();
    const dialog = await screen.findByRole('dialog', { name: 'Subscription Required' });
    expect(dialog).toHaveTextContent('You need an active subscription to watch this video.');
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(fetchMock.mock.calls[0][0]).toBe('/api/video/view');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ videoId: 4 });
  });

  it('says it could not check when the request fails', async () => {
    answer(new TypeError('Failed to fetch'));
    renderPlayer(true);
    await play();
    expect(await screen.findByText('Unable to fetch video or subscription info')).toBeVisible();
    expect(screen.getByRole('button', { name: /Play the lesson/ })).toBeEnabled();
  });

  it('asks for sign-in again when the session has ended meanwhile', async () => {
    answer(envelope(401, 'Please log in to continue'));
    renderPlayer(true);
    await play();
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeVisible();
  });
});

describe('a free preview', () => {
  const stream = {
    kind: 'hls',
    master: '/api/lessons/4/stream/master.m3u8?token=visitor',
    expiresAt: '2030-01-01T00:00:00.000Z',
    expiresInSeconds: 3600,
  };
  beforeAll(giveMediaApis);

  it('says so on the cover and plays for a visitor, asking only for the lesson', async () => {
    answer(
      envelope(200, 'Success', {
        video: { ...lesson, freePreview: true, description: '', thumbnail: '', path: null, stream },
        subscription: 1,
      }),
    );
    renderPlayer(false, true);
    expect(screen.getByText('Free preview')).toBeVisible();
    await play();
    await waitFor(() => expect(StandInHls.instances).toHaveLength(1));
    expect(StandInHls.instances[0].source).toBe(stream.master);
    expect(screen.queryByRole('dialog', { name: 'Login Required' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/video/view']);
  });

  it('asks a visitor to log in once the lesson is a free preview no more', async () => {
    answer(
      envelope(200, 'Success', {
        video: { ...lesson, description: '', thumbnail: '', path: null },
        subscription: 0,
      }),
    );
    renderPlayer(false, true);
    await play();
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeVisible();
  });

  it('shows no such label on a lesson for subscribers', () => {
    renderPlayer(false);
    expect(screen.queryByText('Free preview')).not.toBeInTheDocument();
  });
});

describe('an encrypted lesson', () => {
  const stream = {
    kind: 'hls',
    master: '/api/lessons/4/stream/master.m3u8?token=first',
    expiresAt: '2030-01-01T00:00:00.000Z',
    expiresInSeconds: 3600,
  };
  const playable = envelope(200, 'Success', {
    video: { ...lesson, description: '', thumbnail: '', path: null, stream },
    subscription: 1,
  });
  beforeAll(giveMediaApis);

  it('plays its stream, though the lesson has no file', async () => {
    answer(playable);
    renderPlayer(true);
    await play();
    await waitFor(() => expect(StandInHls.instances).toHaveLength(1));
    expect(StandInHls.instances[0].source).toBe(stream.master);
    expect(screen.getByLabelText('Lesson video: Aortic dissection')).toBeInTheDocument();
  });

  it('asks to subscribe again when the key is refused because the plan has ended', async () => {
    answer(playable);
    renderPlayer(true);
    await play();
    await waitFor(() => expect(StandInHls.instances).toHaveLength(1));
    answer(
      envelope(200, 'Success', {
        video: { ...lesson, description: '', thumbnail: '', path: null, stream: null },
        subscription: 0,
      }),
    );
    act(() => StandInHls.instances[0].emit(StandInHls.Events.ERROR, keyRefused(403)));
    expect(await screen.findByRole('dialog', { name: 'Subscription Required' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Play the lesson/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Lesson video: Aortic dissection')).not.toBeInTheDocument();
  });
});
