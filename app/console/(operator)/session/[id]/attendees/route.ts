import { getOperatorSession } from '@/lib/auth/console-session';
import { api, ApiError } from '@/lib/calls/api';
import { csvOf, csvResponse } from '@/lib/console/csv';
import { consoleMessages } from '@/lib/console/texts';
import { sessionMessages } from '@/lib/live-sessions/texts';
import { idFromUrl } from '@/lib/url-ids';

type Context = { params: Promise<{ id: string }> };

const refuse = (status: number, message: string) =>
  Response.json(
    { status, message, data: null },
    { status, headers: { 'cache-control': 'no-store' } },
  );

const COLUMNS = [
  { key: 'fullName', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'bookedAt', header: 'Booked at (UTC)' },
  { key: 'admittedBy', header: 'Admitted by' },
] as const;

/** The students who booked a session, as a CSV file for the operator's attendance sheet. */
export async function GET(_request: Request, { params }: Context) {
  const sessionId = idFromUrl((await params).id, { canonical: true });
  if (sessionId === null) return refuse(404, sessionMessages.notFound);
  const operator = await getOperatorSession();
  if (!operator) return refuse(401, consoleMessages.signInRequired);
  try {
    const { data } = await api.consoleSessionDetails({ sessionId }, operator);
    const csv = csvOf(COLUMNS, data.attendees);
    return csvResponse(csv, `session-${sessionId}-attendees.csv`);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return refuse(
        error.status === 403 && error.code !== 'role_refused' ? 401 : error.status,
        error.message,
      );
    }
    throw error;
  }
}

export const dynamic = 'force-dynamic';
