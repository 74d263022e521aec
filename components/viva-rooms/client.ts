import { bffFor } from '@/lib/calls/browser-client';
import type { vivaRoomCalls } from '@/lib/viva-rooms/calls';
import { vivaRoomEndpoints } from '@/lib/viva-rooms/endpoints';

/** The viva room's calls from the browser (docs/viva-rooms.md). */
export const vivaBff = bffFor<typeof vivaRoomCalls>(vivaRoomEndpoints);
