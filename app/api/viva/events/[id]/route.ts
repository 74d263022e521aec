import { gatewayFor } from '@/lib/calls/api';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { vivaRoomCalls } from '@/lib/viva-rooms/calls';
import { studentRoomEventsRoute } from '@/lib/viva-rooms/event-route';

const api = gatewayFor(vivaRoomCalls);

/**
 * A viva room's live events as Server-Sent Events (docs/viva-rooms.md, "Live events"), to the two
 * people in the room: the other's viewer state, pointer and voice set-up, and a bare "state" when
 * the room changed, on which the screen reads the room again through its own call. A streamed
 * call (`vivaRoomEvents`), answered where the backend runs and fed there by PostgreSQL's LISTEN,
 * so an event sent through any instance reaches this one.
 */
export const GET = studentRoomEventsRoute((roomId, session) =>
  api.vivaRoomEvents({ roomId }, WHOLE_FILE, session),
);

export const dynamic = 'force-dynamic';
