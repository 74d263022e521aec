import { getStudentSession } from '@/lib/accounts/student-session';
import { ApiError, gatewayFor } from '@/lib/calls/api';
import { vivaRoomCalls } from '@/lib/viva-rooms/calls';
import { listenToRoom } from '@/lib/viva-rooms/room-listener';

type Context = { params: Promise<{ id: string }> };

const api = gatewayFor(vivaRoomCalls);

/** A comment line every so often, so proxies keep the stream open and a dead one is noticed. */
const HEARTBEAT_MS = 15_000;

/**
 * A viva room's live events as Server-Sent Events (docs/viva-rooms.md, "Live events"), to the two
 * people in the room: the other's viewer state, pointer and voice set-up, and a bare "state" when
 * the room changed, on which the screen reads the room again through its own call. Fed by
 * PostgreSQL's LISTEN, so an event sent through any instance reaches this one.
 */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params;
  const session = await getStudentSession();
  if (!session) return new Response(null, { status: 401 });
  if (!/^\d{1,9}$/.test(id)) return new Response(null, { status: 404 });
  const roomId = Number(id);
  let me: 'owner' | 'partner';
  try {
    me = (await api.vivaRoomView({ roomId }, session)).data.me;
  } catch (error) {
    if (error instanceof ApiError) return new Response(null, { status: error.status });
    throw error;
  }

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
      const unlisten = await listenToRoom(roomId, (event) => {
        // Each person's own signals stay with them; changes of the room go to both.
        if (event.kind !== 'state' && event.from === me) return;
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
      // The screen reads the room when the stream opens, so a reconnect misses nothing.
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

export const dynamic = 'force-dynamic';
