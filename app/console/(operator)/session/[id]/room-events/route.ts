import { gatewayFor } from '@/lib/calls/api';
import { downloadRefusal } from '@/lib/calls/csv';
import { WHOLE_FILE } from '@/lib/calls/stream';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { sessionMessages } from '@/lib/live-sessions/texts';
import { consoleDownload } from '@/lib/operators/console-sign-in';
import { idFromUrl } from '@/lib/url-ids';
import { eventStreamResponse } from '@/lib/viva-rooms/event-route';

const api = gatewayFor(liveSessionCalls);

const UNAVAILABLE = 'The service is unavailable. Please try again later.';

type Context = { params: Promise<{ id: string }> };

/**
 * A live session's room's events for those who run it (docs/live-sessions.md, "The session's
 * room"): a raised hand or a change of seat reaches the console page at once, which reads the
 * room again. A streamed call (`consoleSessionRoomEvents`) checked where the backend runs by the
 * operator's own `consoleSessionRoom` (a consultant's other sessions 404, editors 403); a refusal
 * is answered as the console's downloads answer theirs.
 */
export async function GET(_request: Request, { params }: Context) {
  const sessionId = idFromUrl((await params).id, { canonical: true });
  if (sessionId === null) return downloadRefusal(404, sessionMessages.notFound);
  return consoleDownload(async (operator) => {
    const answer = await api.consoleSessionRoomEvents({ sessionId }, WHOLE_FILE, operator);
    if (answer.status === 200) return eventStreamResponse(answer);
    // The refusal's own words; none when the API tier could not be reached (503).
    const message = answer.body ? await new Response(answer.body).text() : '';
    return downloadRefusal(answer.status, message || UNAVAILABLE);
  });
}

export const dynamic = 'force-dynamic';
