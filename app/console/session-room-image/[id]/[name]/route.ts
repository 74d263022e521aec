import { gatewayFor } from '@/lib/calls/api';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { getOperatorSession } from '@/lib/operators/console-session';
import { FILE_POLICY } from '@/lib/security/security-headers';
import { VIVA_IMAGE_NAME } from '@/lib/viva-rooms/calls';

const api = gatewayFor(liveSessionCalls);

type Context = { params: Promise<{ id: string; name: string }> };

/**
 * An image of the case on screen in a session's room (docs/live-sessions.md, "Cases in the
 * room"), to those who run it, where the console's cookie reaches: checked by the operator's own
 * `consoleSessionRoom` rules (a consultant's other sessions, and everyone else, 404).
 */
export async function GET(_request: Request, { params }: Context) {
  const { id, name } = await params;
  const session = await getOperatorSession();
  const answer =
    !/^\d{1,9}$/.test(id) || !VIVA_IMAGE_NAME.test(name) || !session
      ? { status: session ? 404 : 401, headers: {}, body: null }
      : await api.consoleSessionRoomImage({ sessionId: Number(id), name }, WHOLE_FILE, session);
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
