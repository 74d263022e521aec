import { getStudentSession } from '@/lib/accounts/student-session';
import { gatewayFor } from '@/lib/calls/api';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { FILE_POLICY } from '@/lib/security/security-headers';
import { VIVA_IMAGE_NAME, vivaRoomCalls } from '@/lib/viva-rooms/calls';

type Context = { params: Promise<{ id: string; name: string }> };

const api = gatewayFor(vivaRoomCalls);

/**
 * One of a viva room's images at its name (docs/viva-rooms.md), to the two people in the room;
 * anyone else gets 404, exactly as for a name that is not one. Streamed from here, never a
 * redirect to the library's address, which would name the case.
 */
export async function GET(_request: Request, { params }: Context) {
  const { id, name } = await params;
  const session = await getStudentSession();
  const answer =
    !/^\d{1,9}$/.test(id) || !VIVA_IMAGE_NAME.test(name) || !session
      ? { status: session ? 404 : 401, headers: {}, body: null }
      : await api.vivaRoomImage({ roomId: Number(id), name }, WHOLE_FILE, session);
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      'cache-control': 'private, no-store',
      ...answer.headers,
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_POLICY,
      vary: 'Cookie',
    },
  });
}

export const dynamic = 'force-dynamic';
