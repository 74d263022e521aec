import { getStudentSession } from '@/lib/accounts/student-session';
import { ApiError, gatewayFor } from '@/lib/calls/api';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { roomEventStream } from '@/lib/viva-rooms/event-stream';
import { listenToSessionRoom } from '@/lib/viva-rooms/room-listener';

type Context = { params: Promise<{ id: string }> };

const api = gatewayFor(liveSessionCalls);

/**
 * A live session's room's events as Server-Sent Events (docs/live-sessions.md, "The session's
 * room"), to its booked students while it is open (checked by their own `sessionRoom`: anyone
 * else gets its refusal's status): a bare "state" when the room changed, on which the page reads
 * the room again.
 */
export async function GET(request: Request, { params }: Context) {
  const { id } = await params;
  const session = await getStudentSession();
  if (!session) return new Response(null, { status: 401 });
  if (!/^\d{1,9}$/.test(id)) return new Response(null, { status: 404 });
  const sessionId = Number(id);
  try {
    await api.sessionRoom({ sessionId }, session);
  } catch (error) {
    if (error instanceof ApiError) return new Response(null, { status: error.status });
    throw error;
  }
  return roomEventStream(request, (listener) => listenToSessionRoom(sessionId, listener));
}

export const dynamic = 'force-dynamic';
