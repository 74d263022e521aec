import { gatewayFor } from '@/lib/calls/api';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { studentRoomEventsRoute } from '@/lib/viva-rooms/event-route';

const api = gatewayFor(liveSessionCalls);

/**
 * A live session's room's events as Server-Sent Events (docs/live-sessions.md, "The session's
 * room"), to its booked students while it is open (checked by their own `sessionRoom` where the
 * backend runs: anyone else gets its refusal's status): a bare "state" when the room changed, on
 * which the page reads the room again.
 */
export const GET = studentRoomEventsRoute((sessionId, session) =>
  api.sessionRoomEvents({ sessionId }, WHOLE_FILE, session),
);

export const dynamic = 'force-dynamic';
