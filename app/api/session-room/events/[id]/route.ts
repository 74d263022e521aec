import { gatewayFor } from '@/lib/calls/api';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { studentRoomEventsRoute } from '@/lib/viva-rooms/event-stream';
import { listenToSessionRoom } from '@/lib/viva-rooms/room-listener';

const api = gatewayFor(liveSessionCalls);

/**
 * A live session's room's events as Server-Sent Events (docs/live-sessions.md, "The session's
 * room"), to its booked students while it is open (checked by their own `sessionRoom`: anyone
 * else gets its refusal's status): a bare "state" when the room changed, on which the page reads
 * the room again.
 */
export const GET = studentRoomEventsRoute(
  (sessionId, session) => api.sessionRoom({ sessionId }, session),
  listenToSessionRoom,
);

export const dynamic = 'force-dynamic';
