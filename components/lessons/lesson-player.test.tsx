import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { forgetOwnProfile } from '@/components/auth/own-profile';
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
  // Each test is a page load of its own: the profile another test read is not there.
  forgetOwnProfile();
});

const lesson = { videoId: 4, name: 'Aortic dissection', cover: '', freePreview: false };
const SIGN_IN = '/signin?from=video';
const STUDENT_ID = 7;

function renderPlayer(signedIn: boolean, freePreview = false) {
  render(
    <LessonPlayer
      lesson={{ ...lesson, freePreview }}
      studentId={signedIn ? STUDENT_ID : null}
      signInHref={SIGN_IN}
      subscribeHref="/subscription"
    />,
  );
}

/**
 * Answers the player's calls by path: the lesson's access and the student's profile; the position
 * and the preferences are not found.
 */
function answer(view: Response | Error, profile: Response = envelope(404, 'Not found')) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/video/view') {
      if (view instanceof Error) throw view;
      return view;
    }
    if (url === '/api/student/getprofile') return profile;
    return envelope(404, 'Not found');
  });
}

/** The moving overlay over the video, by what it begins with. */
const overlayStartingWith = (text: string) =>
  [...document.querySelectorAll('[aria-hidden="true"]')].find((element) =>
    element.textContent?.startsWith(text),
  );

const play = () => userEvent.click(screen.getByRole('button', { name: /Play the lesson/ }));

describe('the cover', () => {
  it('is fetched ahead of the page’s scripts: it is the lesson page’s largest paint', () => {
    render(
      <LessonPlayer
        lesson={{ ...lesson, cover: '/demo/videos/aortic-dissection-cover.webp' }}
        studentId={null}
        signInHref={SIGN_IN}
        subscribeHref="/subscription"
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

  it('names the student over it by the email their profile holds, read when play is pressed', async () => {
    answer(playable, envelope(200, 'Profile fetched', [{ email: 'ada@example.com' }]));
    renderPlayer(true);
    expect(fetchMock).not.toHaveBeenCalled();
    await play();
    await waitFor(() => expect(overlayStartingWith('ada@example.com · ')).toBeDefined());
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/student/getprofile');
  });

  it('names the student by their number when the profile cannot be read', async () => {
    answer(playable, envelope(500, 'Something went wrong'));
    renderPlayer(true);
    await play();
    await waitFor(() => expect(overlayStartingWith(`Student ${STUDENT_ID} · `)).toBeDefined());
    expect(overlayStartingWith('ada@example.com')).toBeUndefined();
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
