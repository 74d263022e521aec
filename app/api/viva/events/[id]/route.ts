import { getStudentSession } from '@/lib/accounts/student-session';
import { ApiError, gatewayFor } from '@/lib/calls/api';
import { vivaRoomCalls } from '@/lib/viva-rooms/calls';
import { roomEventStream } from '@/lib/viva-rooms/event-stream';
import { listenToRoom } from '@/lib/viva-rooms/room-listener';

type Context = { params: Promise<{ id: string }> };

const api = gatewayFor(vivaRoomCalls);

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
  return roomEventStream(
    request,
    (listener) => listenToRoom(roomId, listener),
    // Each person's own signals stay with them; changes of the room go to both.
    (event) => event.kind === 'state' || event.from !== me,
  );
}

export const dynamic = 'force-dynamic';
