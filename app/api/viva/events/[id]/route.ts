import { gatewayFor } from '@/lib/calls/api';
import { vivaRoomCalls } from '@/lib/viva-rooms/calls';
import { studentRoomEventsRoute } from '@/lib/viva-rooms/event-stream';
import { listenToRoom } from '@/lib/viva-rooms/room-listener';

const api = gatewayFor(vivaRoomCalls);

/**
 * A viva room's live events as Server-Sent Events (docs/viva-rooms.md, "Live events"), to the two
 * people in the room: the other's viewer state, pointer and voice set-up, and a bare "state" when
 * the room changed, on which the screen reads the room again through its own call. Fed by
 * PostgreSQL's LISTEN, so an event sent through any instance reaches this one.
 */
export const GET = studentRoomEventsRoute(
  async (roomId, session) => (await api.vivaRoomView({ roomId }, session)).data.me,
  listenToRoom,
  // Each person's own signals stay with them; changes of the room go to both.
  (event, me) => event.kind === 'state' || event.from !== me,
);

export const dynamic = 'force-dynamic';
