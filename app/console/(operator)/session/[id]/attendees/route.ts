import { gatewayFor } from '@/lib/calls/api';
import { liveSessionCalls } from '@/lib/live-sessions/calls';
import { csvOf, csvResponse, downloadRefusal } from '@/lib/calls/csv';
import { consoleDownload } from '@/lib/operators/console-sign-in';
import { sessionMessages } from '@/lib/live-sessions/texts';
import { idFromUrl } from '@/lib/url-ids';

const api = gatewayFor(liveSessionCalls);

type Context = { params: Promise<{ id: string }> };

const COLUMNS = [
  { key: 'fullName', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'bookedAt', header: 'Booked at (UTC)' },
  { key: 'admittedBy', header: 'Admitted by' },
] as const;

/** The students who booked a session, as a CSV file for the operator's attendance sheet. */
export async function GET(_request: Request, { params }: Context) {
  const sessionId = idFromUrl((await params).id, { canonical: true });
  if (sessionId === null) return downloadRefusal(404, sessionMessages.notFound);
  return consoleDownload(async (operator) => {
    const { data } = await api.consoleSessionAttendees({ sessionId }, operator);
    return csvResponse(csvOf(COLUMNS, data.attendees), `session-${sessionId}-attendees.csv`);
  });
}

export const dynamic = 'force-dynamic';
