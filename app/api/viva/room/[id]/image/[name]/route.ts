import { studentFileRoute } from '@/lib/accounts/student-file-route';
import { gatewayFor } from '@/lib/calls/api';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { VIVA_IMAGE_NAME, vivaRoomCalls } from '@/lib/viva-rooms/calls';

const api = gatewayFor(vivaRoomCalls);

/** One of a viva room's images at its name (docs/viva-rooms.md), to the two people in the room. */
export const GET = studentFileRoute(VIVA_IMAGE_NAME, (roomId, name, session) =>
  api.vivaRoomImage({ roomId, name }, WHOLE_FILE, session),
);

export const dynamic = 'force-dynamic';
