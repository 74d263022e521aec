import { gatewayFor } from '@/lib/calls/api';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { getOperatorSignIn } from '@/lib/operators/console-sign-in';
import { signedInFileRoute } from '@/lib/security/file-route';
import { VIVA_IMAGE_NAME } from '@/lib/viva-rooms/calls';

const api = gatewayFor(liveSessionCalls);

/**
 * An image of the case on screen in a session's room (docs/live-sessions.md, "Cases in the
 * room"), to those who run it, where the console's cookie reaches: checked by the operator's own
 * `consoleSessionRoom` rules (a consultant's other sessions, and everyone else, 404).
 */
export const GET = signedInFileRoute(
  getOperatorSignIn,
  VIVA_IMAGE_NAME,
  (sessionId, name, session) =>
    api.consoleSessionRoomImage({ sessionId, name }, WHOLE_FILE, session),
);

export const dynamic = 'force-dynamic';
