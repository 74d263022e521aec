import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { envelope } from '@/test/form-test-helpers';

import { LessonPlayer } from './lesson-player';

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
beforeEach(() => jest.resetAllMocks());

const lesson = { videoId: 4, name: 'Aortic dissection', cover: '' };
const SIGN_IN = '/signin?from=video';

function renderPlayer(signedIn: boolean) {
  render(
    <LessonPlayer
      lesson={lesson}
      signedIn={signedIn}
      signInHref={SIGN_IN}
      subscribeHref="/subscription"
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
