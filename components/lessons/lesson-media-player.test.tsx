import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Video } from '@/lib/lessons/calls';
import type { HlsLessonStream } from '@/lib/lessons/stream-types';

import { envelope } from '@/test/form-test-helpers';
import { giveMediaApis, keyRefused, StandInHls, type StandInTrackList } from '@/test/hls-stand-in';

import { LessonMediaPlayer } from './lesson-media-player';

jest.mock('hls.js', () => jest.requireActual('@/test/hls-stand-in').hlsModule);
jest.mock('react-player', () => jest.requireActual('@/test/hls-stand-in').reactPlayerModule);

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock;
  giveMediaApis();
});
beforeEach(() => {
  jest.resetAllMocks();
  StandInHls.instances = [];
  fetchMock.mockImplementation(async () => envelope(404, 'Not found'));
});
afterEach(() => jest.useRealTimers());

const VIDEO_ID = 7;
const lesson: Video = {
  videoId: VIDEO_ID,
  name: 'Aortic dissection',
  description: '',
  thumbnail: '',
  cover: '',
  path: null,
  captions: null,
  durationSeconds: null,
  published: null,
  watched: false,
  freePreview: false,
  stream: null,
};
const streamWith = (token: string, expiresInSeconds = 3600): HlsLessonStream => ({
  kind: 'hls',
  master: `/api/lessons/${VIDEO_ID}/stream/master.m3u8?token=${token}`,
  expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
  expiresInSeconds,
});

function renderPlayer({
  stream = streamWith('first') as HlsLessonStream | null,
  video = lesson,
  captions = false,
  watermark = 'ada@example.com' as string | null,
} = {}) {
  const onAccessLost = jest.fn();
  const view = render(
    <LessonMediaPlayer
      video={video}
      stream={stream}
      resumeAt={null}
      watched={false}
      rememberProgress
      preferences={{ playbackRate: 1, captions }}
      watermark={watermark}
      onAccessLost={onAccessLost}
    />,
  );
  return { ...view, onAccessLost };
}

/** The hls.js instance the player made, once its module has loaded. */
async function engine(): Promise<StandInHls> {
  await waitFor(() => expect(StandInHls.instances).toHaveLength(1));
  return StandInHls.instances[0];
}

/** The calls to video/view the player made, with their bodies. */
const viewCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/video/view')
    .map(([, init]) => JSON.parse((init as RequestInit).body as string));

const viewAnswer = (stream: HlsLessonStream | null, subscription = 1) =>
  envelope(200, 'Success', { video: { ...lesson, stream }, subscription });

const LEVELS = [
  { height: 360, bitrate: 800_000 },
  { height: 540, bitrate: 1_600_000 },
  { height: 720, bitrate: 2_800_000 },
];

describe('an HLS lesson', () => {
  it('plays its master playlist with hls.js in the lesson’s video element', async () => {
    renderPlayer();
    const hls = await engine();
    expect(hls.source).toBe(`/api/lessons/${VIDEO_ID}/stream/master.m3u8?token=first`);
    expect(hls.media).toBe(screen.getByLabelText('Lesson video: Aortic dissection'));
    expect(hls.media).toHaveAttribute('controlslist', 'nodownload nofullscreen');
  });

  it('offers Auto and each quality by height, and switches when one is chosen', async () => {
    renderPlayer();
    const hls = await engine();
    expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
    hls.levels = LEVELS;
    act(() => hls.emit(StandInHls.Events.MANIFEST_PARSED, {}));
    const menu = screen.getByRole('combobox', { name: 'Quality' });
    const options = () =>
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['Auto', '720p', '540p', '360p']);
    expect(menu).toHaveDisplayValue('Auto');

    // Auto says what it plays now.
    act(() => hls.emit(StandInHls.Events.LEVEL_SWITCHED, { level: 1 }));
    expect(options()[0]).toBe('Auto (540p)');

    await userEvent.selectOptions(menu, '720p');
    expect(hls.chosenLevels).toEqual([2]);
    expect(menu).toHaveDisplayValue('720p');
    expect(options()[0]).toBe('Auto');
    await userEvent.selectOptions(menu, 'Auto');
    expect(hls.chosenLevels).toEqual([2, -1]);
  });

  it('shows no quality menu for a lesson with one quality', async () => {
    renderPlayer();
    const hls = await engine();
    hls.levels = [LEVELS[0]];
    act(() => hls.emit(StandInHls.Events.MANIFEST_PARSED, {}));
    expect(screen.queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
  });

  it('stops at the first refused key and says so, asking the server once why', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/video/view' ? viewAnswer(streamWith('second')) : envelope(404, 'Not found'),
    );
    const { onAccessLost } = renderPlayer();
    const hls = await engine();
    const refused = keyRefused(403);
    act(() => hls.emit(StandInHls.Events.ERROR, refused));
    // hls.js asks for a refused key again every second; the player already stopped it.
    act(() => hls.emit(StandInHls.Events.ERROR, refused));
    expect(hls.destroyed).toBe(1);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This lesson could not be unlocked for playback. Please reload the page to try again.',
    );
    expect(viewCalls()).toEqual([{ videoId: VIDEO_ID, stream: 'first' }]);
    expect(screen.queryByLabelText('Lesson video: Aortic dissection')).not.toBeInTheDocument();
    expect(onAccessLost).not.toHaveBeenCalled();
  });

  it.each([
    ['signed out', envelope(401, 'Please log in to continue'), 'signed-out'],
    ['whose plan has ended', viewAnswer(null, 0), 'subscribe'],
  ])('hands a student %s back to the page when the key is refused', async (_who, answer, why) => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/video/view' ? answer : envelope(404, 'Not found'),
    );
    const { onAccessLost } = renderPlayer();
    const hls = await engine();
    act(() => hls.emit(StandInHls.Events.ERROR, keyRefused(401)));
    await waitFor(() => expect(onAccessLost).toHaveBeenCalledWith(why));
    expect(hls.destroyed).toBe(1);
  });

  it('shows the server’s reason when it refuses the stream with one', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/video/view'
        ? envelope(429, 'You are already watching on two devices.')
        : envelope(404, 'Not found'),
    );
    renderPlayer();
    const hls = await engine();
    act(() => hls.emit(StandInHls.Events.ERROR, keyRefused(403)));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are already watching on two devices.',
    );
  });

  it('renews the token before it ends and sends every later request with the fresh one', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/video/view' ? viewAnswer(streamWith('second')) : envelope(404, 'Not found'),
    );
    renderPlayer();
    const hls = await engine();
    const request = async () => {
      const xhr = { open: jest.fn() };
      await hls.config.xhrSetup(
        xhr as unknown as XMLHttpRequest,
        `${window.location.origin}/api/lessons/${VIDEO_ID}/stream/720p-00004.m4s?token=first`,
      );
      return xhr.open.mock.calls[0][1] as string;
    };
    expect(await request()).toMatch(/token=first$/);

    await act(async () => {
      jest.advanceTimersByTime(55 * 60_000 - 1000);
    });
    expect(viewCalls()).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(viewCalls()).toEqual([{ videoId: VIDEO_ID, stream: 'first' }]));
    await waitFor(async () => expect(await request()).toMatch(/token=second$/));
  });

  it('shows the playlist’s captions as the student prefers, and remembers a change', async () => {
    fetchMock.mockImplementation(async () =>
      envelope(200, 'Saved', { playbackRate: 1, captions: true }),
    );
    renderPlayer({ captions: false });
    await engine();
    expect(screen.queryByRole('button', { name: /^Captions/ })).not.toBeInTheDocument();
    const video = screen.getByLabelText('Lesson video: Aortic dissection') as HTMLVideoElement;
    const track = { kind: 'subtitles', mode: 'disabled' };
    act(() => (video.textTracks as unknown as StandInTrackList).add(track));

    const button = screen.getByRole('button', { name: 'Captions off' });
    expect(track.mode).toBe('hidden');
    await userEvent.click(button);
    expect(track.mode).toBe('showing');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const saved = fetchMock.mock.calls.find(
      ([url]) => url === '/api/student/player/preferences/save',
    );
    expect(JSON.parse(saved![1].body)).toEqual({ captions: true });
  });
});

describe('a lesson file or link', () => {
  it('plays through react-player without fetching hls.js', async () => {
    renderPlayer({ stream: null, video: { ...lesson, path: 'aortic-dissection.webm' } });
    await act(async () => {});
    const video = screen.getByLabelText('Lesson video: Aortic dissection');
    expect(video).toHaveAttribute('src', '/api/media/aortic-dissection.webm');
    expect(video).toHaveAttribute('controlslist', 'nodownload nofullscreen');
    expect(StandInHls.instances).toHaveLength(0);
  });
});

describe('the overlay', () => {
  const overlay = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('.lesson-player > div')).find((element) =>
      element.textContent?.startsWith('ada@example.com'),
    ) as HTMLElement | undefined;

  it('shows the student’s email and the time over the video, letting clicks through', async () => {
    const { container } = renderPlayer();
    const mark = overlay(container);
    expect(mark).toBeDefined();
    expect(mark).toHaveTextContent(/^ada@example\.com · \d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d$/);
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark!.style.getPropertyValue('pointer-events')).toBe('none');
    expect(mark!.style.getPropertyPriority('pointer-events')).toBe('important');
  });

  it('is put back when it is removed or hidden', async () => {
    const { container } = renderPlayer();
    const mark = overlay(container)!;
    const frame = mark.parentElement!;
    mark.remove();
    await waitFor(() => expect(overlay(container)).toBe(mark));
    expect(mark.parentElement).toBe(frame);

    mark.setAttribute('style', 'display:none');
    mark.setAttribute('hidden', '');
    mark.textContent = '';
    await waitFor(() => expect(mark.style.getPropertyValue('display')).toBe('block'));
    expect(mark).not.toHaveAttribute('hidden');
    expect(mark).toHaveTextContent(/^ada@example\.com · /);
  });

  it('moves every few seconds', async () => {
    jest.useFakeTimers();
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.1);
    const { container } = renderPlayer();
    const mark = overlay(container)!;
    const first = [mark.style.left, mark.style.top];
    random.mockReturnValue(0.9);
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    expect([mark.style.left, mark.style.top]).toEqual(first);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect([mark.style.left, mark.style.top]).not.toEqual(first);
    random.mockRestore();
  });

  it('is not shown without a student', () => {
    const { container } = renderPlayer({ watermark: null });
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});

describe('full screen', () => {
  // jsdom has no Fullscreen API: these play the browser's part.
  let fullscreenElement: Element | null = null;
  const requestFullscreen = jest.fn<Promise<void>, []>();
  const exitFullscreen = jest.fn<Promise<void>, []>();
  beforeAll(() => {
    Object.defineProperty(document, 'fullscreenElement', { get: () => fullscreenElement });
    Object.defineProperty(document, 'exitFullscreen', { value: exitFullscreen });
    Object.defineProperty(Element.prototype, 'requestFullscreen', { value: requestFullscreen });
  });
  const show = (element: Element | null) => {
    fullscreenElement = element;
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  beforeEach(() => {
    fullscreenElement = null;
    requestFullscreen.mockImplementation(async function (this: Element) {
      show(this);
    });
    exitFullscreen.mockImplementation(async () => show(null));
  });

  it('takes the player’s stage, with the video and the overlay in it, not the video alone', async () => {
    renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    const stage = requestFullscreen.mock.contexts[0] as HTMLElement;
    const video = screen.getByLabelText('Lesson video: Aortic dissection');
    expect(stage).toContainElement(video);
    expect(stage).toHaveTextContent(/ada@example\.com · /);
    expect(stage).toContainElement(screen.getByRole('combobox', { name: 'Speed' }));
    expect(await screen.findByRole('button', { name: 'Exit full screen' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(exitFullscreen).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Full screen' })).toBeVisible();
  });

  it('moves a video that went full screen by itself to the stage', async () => {
    renderPlayer();
    const video = screen.getByLabelText('Lesson video: Aortic dissection');
    await act(async () => show(video));
    await waitFor(() => expect(fullscreenElement).not.toBe(video));
    expect(exitFullscreen).toHaveBeenCalled();
    expect(fullscreenElement).toContainElement(video);
  });
});
