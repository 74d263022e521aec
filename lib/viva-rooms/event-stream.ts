import type { StreamService } from '../calls/service';
import { signInEnded } from '../calls/service-error';
import { EVENT_STREAM_HEADERS, type StreamAnswer, type StreamRequest } from '../calls/stream';
import type { vivaRoomCalls } from './calls';
import type { VivaEvent } from './room-events';
import { listenToRoom } from './room-listener';
import { vivaRoomView } from './service';

/** A comment line every so often, so proxies keep the stream open and a dead one is noticed. */
const HEARTBEAT_MS = 15_000;

/**
 * A room's live events as a Server-Sent Events answer (docs/viva-rooms.md, "Live events"), for
 * viva rooms and live sessions' rooms alike, made by the backend for the streamed call of the
 * room's events: `listen` subscribes to the room's events (fed by PostgreSQL's LISTEN, so an
 * event sent through any instance reaches this one), `pass` chooses which go to this asker. The
 * subscription is in place before the answer is given, so a failure to listen is a refusal, not
 * a broken stream; it opens with `retry` and an `open` event, on which the screen reads the room,
 * so a reconnect misses nothing. It ends when the reader cancels the stream (the browser, or the
 * web tier in front of the API tier, went away).
 */
export async function roomEventStream(
  request: StreamRequest,
  listen: (listener: (event: VivaEvent) => void) => Promise<() => void>,
  pass: (event: VivaEvent) => boolean = () => true,
): Promise<StreamAnswer> {
  // HEAD: the headers, and no listener held for a body nobody reads.
  if (request.head) return { status: 200, headers: { ...EVENT_STREAM_HEADERS }, body: null };
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(opened) {
      controller = opened;
    },
    cancel() {
      stop();
    },
  });
  const send = (text: string) => {
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      // Closed by the reader.
      stop();
    }
  };
  const unlisten = await listen((event) => {
    if (pass(event)) send(`event: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`);
  });
  const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS);
  stop = () => {
    clearInterval(heartbeat);
    unlisten();
  };
  send(`retry: 2000\nevent: open\ndata: {}\n\n`);
  return { status: 200, headers: { ...EVENT_STREAM_HEADERS }, body };
}

/**
 * A viva room's events, to the two people in the room (checked by the room's own `vivaRoomView`
 * for the asker: anyone else gets its refusal): the other's viewer state, pointer and voice
 * set-up, and a bare "state" when the room changed. Each person's own signals stay with them.
 */
export const vivaRoomEvents: StreamService<typeof vivaRoomCalls.vivaRoomEvents> = async (
  deps,
  actor,
  { roomId },
  request,
) => {
  // A stream reaches its service as a visitor when the token names no one: as the room's call.
  if (actor.kind !== 'student') throw signInEnded();
  const { me } = (await vivaRoomView(deps, actor, { roomId })).data;
  return roomEventStream(
    request,
    (listener) => listenToRoom(deps.db, roomId, listener),
    (event) => event.kind === 'state' || event.from !== me,
  );
};
