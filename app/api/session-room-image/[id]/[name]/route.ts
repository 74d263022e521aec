import { studentFileRoute } from '@/lib/accounts/student-file-route';
import { gatewayFor } from '@/lib/calls/api';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { VIVA_IMAGE_NAME } from '@/lib/viva-rooms/calls';

const api = gatewayFor(liveSessionCalls);

/**
 * An image of the case on screen in a session's room at its name (docs/live-sessions.md, "Cases
 * in the room"), to the session's booked students while the room is open; 404 to anyone else.
 */
export const GET = studentFileRoute(VIVA_IMAGE_NAME, (sessionId, name, session) =>
  api.sessionRoomImage({ sessionId, name }, WHOLE_FILE, session),
);

export const dynamic = 'force-dynamic';
