import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { pointAsConsultant } from './console/consultant-pointer';
import { SessionRoomViewer, type SessionRoomCase } from './session-room-viewer';

/*
 * The case on screen in a session's room (docs/live-sessions.md, "Cases in the room"): the
 * watchers and the consultant follow the hot seat's view and see both pointers; only the hot seat
 * sends its view, and the consultant points with a click.
 */

/** The page's event stream, fed by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(kind: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(kind: string, data: unknown) {
    const event = { data: JSON.stringify(data) } as MessageEvent<string>;
    act(() => this.listeners.get(kind)?.forEach((listener) => listener(event)));
  }
}

const sent: { url: string; body: unknown }[] = [];

// jsdom has no PointerEvent: a pointer's move is a mouse event with its coordinates.
beforeAll(() => {
  (window as unknown as { PointerEvent: unknown }).PointerEvent ??= class extends MouseEvent {};
});

beforeEach(() => {
  sent.length = 0;
  (global as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = String(url);
    if (address.includes('/signal')) {
      sent.push({ url: address, body: JSON.parse(String(init?.body)) });
      return {
        ok: true,
        status: 200,
        json: async (): Promise<unknown> => ({ status: 200, message: 'Sent' }),
      };
    }
    // The case's images: none that decode, which the viewer shows as a failed slice.
    return {
      ok: false,
      status: 404,
      json: async (): Promise<unknown> => null,
      arrayBuffer: async (): Promise<unknown> => null,
    };
  }) as unknown as typeof fetch;
  // jsdom lays nothing out: the image's box is 200 × 100 at the page's corner.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 200,
    height: 100,
    right: 200,
    bottom: 100,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => jest.restoreAllMocks());

const serverNow = '2026-11-27T18:00:00.000Z';
const roomCase: SessionRoomCase = {
  position: 2,
  header: {
    patientAge: '54',
    patientSex: 'female',
    referralSource: null,
    clinicalDetails: 'Breathless for two weeks.',
  },
  modality: null,
  images: ['/api/session-room-image/7/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  shownAt: '2026-11-27T17:58:00.000Z',
  endsAt: '2026-11-27T18:03:00.000Z',
};

const view = {
  slice: 0,
  window: { center: 128, width: 256 },
  invert: false,
  zoom: 2,
  pan: { x: 10, y: -5 },
  rotation: 0,
};

it('lets a watcher follow the hot seat’s view and see both pointers, and sends nothing of theirs', async () => {
  render(
    <SessionRoomViewer
      sessionId={7}
      side="watching"
      roomCase={roomCase}
      serverNow={serverNow}
      events="/api/session-room/events/7"
    />,
  );
  expect(FakeEventSource.last!.url).toBe('/api/session-room/events/7');
  expect(screen.getByText('Case 2')).toBeInTheDocument();
  expect(screen.getByTestId('clinical-details')).toHaveTextContent('Breathless for two weeks.');
  expect(screen.getByLabelText('Time left on this case')).toHaveTextContent('3:00');

  await screen.findByTestId('stack-viewer');
  FakeEventSource.last!.emit('viewer', { ...view, from: 'hot seat' });
  await waitFor(() =>
    expect(screen.getByTestId('stack-viewer')).toHaveAttribute('data-zoom', '2.000'),
  );
  expect(screen.getByTestId('stack-viewer')).toHaveAttribute('data-pan', '10,-5');

  FakeEventSource.last!.emit('pointer', { x: 0.25, y: 0.5, from: 'hot seat' });
  FakeEventSource.last!.emit('pointer', { x: 0.75, y: 0.1, from: 'consultant' });
  expect(screen.getByTestId('presenter-pointer')).toHaveAttribute('data-x', '0.25');
  expect(screen.getByTestId('consultant-pointer')).toHaveAttribute('data-y', '0.1');

  fireEvent.pointerMove(screen.getByTestId('stack-viewer'), { clientX: 50, clientY: 50 });
  fireEvent.click(screen.getByTestId('stack-viewer'), { clientX: 50, clientY: 50 });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(sent).toEqual([]);
});

it('sends the hot seat’s view and pointer, and never follows its own', async () => {
  render(
    <SessionRoomViewer
      sessionId={7}
      side="hot seat"
      roomCase={roomCase}
      serverNow={serverNow}
      events="/api/session-room/events/7"
    />,
  );
  expect(screen.getByText('You drive the viewer: everyone in the room follows it.')).toBeVisible();
  fireEvent.pointerMove(await screen.findByTestId('stack-viewer'), { clientX: 50, clientY: 25 });
  await waitFor(() =>
    expect(sent).toContainEqual({
      url: '/api/student/session/room/signal',
      body: { sessionId: 7, kind: 'pointer', data: { x: 0.25, y: 0.25 } },
    }),
  );
  await waitFor(() =>
    expect(sent.some((signal) => (signal.body as { kind: string }).kind === 'viewer')).toBe(true),
  );
  // Its own pointer, coming back on the stream, is not drawn twice.
  FakeEventSource.last!.emit('pointer', { x: 0.25, y: 0.25, from: 'hot seat' });
  expect(screen.queryByTestId('presenter-pointer')).toBeNull();
});

it('lets the consultant point with a click, through the console', async () => {
  render(
    <SessionRoomViewer
      sessionId={7}
      side="consultant"
      roomCase={roomCase}
      serverNow="2026-11-27T18:04:00.000Z"
      events="/console/session/7/room-events"
      onConsultantPoint={pointAsConsultant(7)}
    />,
  );
  expect(screen.getByLabelText('Time left on this case')).toHaveTextContent('Time is up');
  fireEvent.click(await screen.findByTestId('stack-viewer'), { clientX: 150, clientY: 50 });
  expect(screen.getByTestId('consultant-pointer')).toHaveAttribute('data-x', '0.75');
  await waitFor(() =>
    expect(sent).toEqual([
      {
        url: '/console/api/console/session/room/signal',
        body: { sessionId: 7, kind: 'pointer', data: { x: 0.75, y: 0.5 } },
      },
    ]),
  );
});
