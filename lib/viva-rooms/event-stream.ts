import 'server-only';

import { getStudentSession, type StudentSession } from '@/lib/accounts/student-session';
import { ApiError } from '@/lib/calls/api';

import type { VivaEvent } from './room-events';

/** A comment line every so often, so proxies keep the stream open and a dead one is noticed. */
const HEARTBEAT_MS = 15_000;

/**
 * A room's live events as a Server-Sent Events answer (docs/viva-rooms.md, "Live events"), for
 * viva rooms and live sessions' rooms alike: `listen` subscribes to the room's events (fed by
 * PostgreSQL's LISTEN, so an event sent through any instance reaches this one), `pass` chooses
 * which go to this asker. It opens with `retry` and an `open` event, on which the screen reads
 * the room, so a reconnect misses nothing.
 */
export function roomEventStream(
  request: Request,
  listen: (listener: (event: VivaEvent) => void) => Promise<() => void>,
  pass: (event: VivaEvent) => boolean = () => true,
): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const unlisten = await listen((event) => {
        if (!pass(event)) return;
        send(`event: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`);
      });
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS);
      stop = () => {
        clearInterval(heartbeat);
        unlisten();
      };
      request.signal.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {
          // Already closed by the other side.
        }
      });
      send(`retry: 2000\nevent: open\ndata: {}\n\n`);
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      vary: 'Cookie',
    },
  });
}

/**
 * The GET route of a room's events for students at `…/<id>`: 401 without a sign-in, 404 for an id
 * that cannot be one, the status of `check`'s refusal (the room's own call, made for the asker) for
 * anyone it does not admit; otherwise the stream, with `pass` choosing by what `check` answered.
 */
export function studentRoomEventsRoute<Admitted>(
  check: (id: number, session: StudentSession) => Promise<Admitted>,
  listen: (id: number, listener: (event: VivaEvent) => void) => Promise<() => void>,
  pass: (event: VivaEvent, admitted: Admitted) => boolean = () => true,
) {
  return async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
    const { id } = await params;
    const session = await getStudentSession();
    if (!session) return new Response(null, { status: 401 });
    if (!/^\d{1,9}$/.test(id)) return new Response(null, { status: 404 });
    const roomId = Number(id);
    let admitted: Admitted;
    try {
      admitted = await check(roomId, session);
    } catch (error) {
      if (error instanceof ApiError) return new Response(null, { status: error.status });
      throw error;
    }
    return roomEventStream(
      request,
      (listener) => listen(roomId, listener),
      (event) => pass(event, admitted),
    );
  };
}
