import { act, render, screen, within } from '@testing-library/react';

import type { Video } from '@/lib/lessons/calls';
import { envelope } from '@/test/form-test-helpers';

import { RelatedList } from './related-list';
import { announceWatched } from './watched-events';

type Observed = { callback: IntersectionObserverCallback; target: Element | null; root: unknown };
let observers: Observed[] = [];

class FakeIntersectionObserver {
  private entry: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, target: null, root: options?.root ?? null };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** The end marker scrolls into view (or not) inside the list. */
async function markerVisible(isIntersecting: boolean) {
  const observed = observers.filter((o) => o.target);
  await act(async () => {
    for (const o of observed) {
      o.callback(
        [{ isIntersecting, target: o.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
}

const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock;
  (globalThis as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
beforeEach(() => {
  jest.resetAllMocks();
  observers = [];
});

const lesson = (videoId: number, watched = false): Video => ({
  videoId,
  name: `Lesson ${videoId}`,
  description: '',
  thumbnail: '',
  cover: '',
  path: null,
  captions: null,
  durationSeconds: null,
  published: null,
  watched,
  freePreview: false,
  stream: null,
});

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => lesson(from + i));

const request = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index];
  return { url, method: init.method, body: JSON.parse(init.body) };
};

describe('the related video list', () => {
  it('requests the next ten after those shown, beside its lesson, when its end marker becomes visible', async () => {
    render(<RelatedList initial={{ lists: range(1, 10), total: 12 }} currentId={1} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    const marker = screen.getByTestId('related-end');
    expect(observers.find((o) => o.target === marker)?.root).toBe(
      screen.getByTestId('related-scroller'),
    );

    await markerVisible(false);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      envelope(200, 'Success', { lists: range(11, 12), total: 12, subscription: 1 }),
    );
    await markerVisible(true);

    expect(await screen.findByText('Lesson 12')).toBeInTheDocument();
    expect(request(0)).toEqual({
      url: '/api/video/relatedvideo',
      method: 'POST',
      // The lesson on the page: its chosen related lessons come first on every page.
      body: { limit: 10, offset: 10, videoId: 1 },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    // offset 10 + 2 returned = total 12: nothing more to load, no marker to watch.
    expect(screen.queryByTestId('related-end')).not.toBeInTheDocument();
    await markerVisible(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('has no end marker when the first page holds every lesson', () => {
    render(<RelatedList initial={{ lists: range(1, 3), total: 3 }} currentId={2} />);
    expect(screen.queryByTestId('related-end')).not.toBeInTheDocument();
    const current = screen.getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/video?v=2');
    expect(within(current).getByText('Now playing')).toBeInTheDocument();
  });

  it('says "No related videos available" when there are none', () => {
    render(<RelatedList initial={{ lists: [], total: 0 }} currentId={1} />);
    expect(screen.getByText('No related videos available')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('stops asking after a failed page instead of asking again and again', async () => {
    render(<RelatedList initial={{ lists: range(1, 10), total: 30 }} currentId={1} />);
    fetchMock.mockResolvedValueOnce(envelope(500, 'Something went wrong'));
    await markerVisible(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('related-end')).not.toBeInTheDocument();
  });

  it('marks a lesson "Watched" when the player announces it', async () => {
    render(<RelatedList initial={{ lists: range(1, 3), total: 3 }} currentId={1} />);
    expect(screen.queryByText('Watched')).not.toBeInTheDocument();
    await act(async () => announceWatched(3));
    const third = screen.getAllByRole('listitem')[2];
    expect(within(third).getByText('Watched')).toBeInTheDocument();
  });
});
