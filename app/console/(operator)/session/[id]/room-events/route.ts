import { gatewayFor } from '@/lib/calls/api';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { downloadRefusal } from '@/lib/calls/csv';
import { consoleDownload } from '@/lib/operators/console-session';
import { sessionMessages } from '@/lib/live-sessions/texts';
import { idFromUrl } from '@/lib/url-ids';
import { roomEventStream } from '@/lib/viva-rooms/event-stream';
import { listenToSessionRoom } from '@/lib/viva-rooms/room-listener';

const api = gatewayFor(liveSessionCalls);

type Context = { params: Promise<{ id: string }> };

/**
 * A live session's room's events for those who run it (docs/live-sessions.md, "The session's
 * room"): a raised hand or a change of seat reaches the console page at once, which reads the
 * room again. Checked by the operator's own `consoleSessionRoom` (a consultant's other sessions
 * 404, editors 403).
 */
export async function GET(request: Request, { params }: Context) {
  const sessionId = idFromUrl((await params).id, { canonical: true });
  if (sessionId === null) return downloadRefusal(404, sessionMessages.notFound);
  return consoleDownload(async (operator) => {
    await api.consoleSessionRoom({ sessionId }, operator);
    return roomEventStream(request, (listener) => listenToSessionRoom(sessionId, listener));
  });
}

export const dynamic = 'force-dynamic';
