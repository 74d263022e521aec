import 'server-only';

import { requireStudent } from '@/lib/accounts/request-context';
import { ApiError } from '@/lib/calls/api';

import { vivaRoomCalls, type VivaRoomView } from './calls';

/*
 * The viva room's page reads the room as the signed-in student (docs/viva-rooms.md). Nothing is
 * cached: the room's clock and roles are live.
 */

/** The room as the student sees it, or null when they are not (yet) in it. */
export async function loadVivaRoom(roomId: number): Promise<VivaRoomView | null> {
  const { api } = await requireStudent('practice', vivaRoomCalls);
  try {
    return (await api.vivaRoomView({ roomId })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
