import { getOperatorSession } from '@/lib/auth/console-session';
import { calls, firstIssueMessage } from '@/lib/calls';
import { api, ApiError } from '@/lib/calls/api';
import { csvOf, csvResponse } from '@/lib/console/csv';
import { consoleMessages } from '@/lib/console/texts';

const refuse = (status: number, message: string) =>
  Response.json(
    { status, message, data: null },
    { status, headers: { 'cache-control': 'no-store' } },
  );

const COLUMNS = [
  { key: 'fullName', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'mobileNumber', header: 'Mobile' },
  { key: 'countryCode', header: 'Country code' },
  { key: 'joinedAt', header: 'Joined (UTC)' },
  { key: 'plan', header: 'Current plan' },
  { key: 'planEnds', header: 'Plan ends (UTC)' },
  { key: 'disabled', header: 'Disabled' },
] as const;

/** Every student the list's search finds (`?q=`), as a CSV file. */
export async function GET(request: Request) {
  const parsed = calls.exportStudentsForConsole.request.safeParse({
    q: new URL(request.url).searchParams.get('q') ?? undefined,
  });
  if (!parsed.success) return refuse(422, firstIssueMessage(parsed.error));
  const operator = await getOperatorSession();
  if (!operator) return refuse(401, consoleMessages.signInRequired);
  try {
    const { data } = await api.exportStudentsForConsole(parsed.data, operator);
    const rows = data.list.map((student) => ({
      ...student,
      disabled: student.disabled ? 'yes' : 'no',
    }));
    return csvResponse(csvOf(COLUMNS, rows), 'students.csv');
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
