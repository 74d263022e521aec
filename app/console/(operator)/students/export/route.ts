import { firstIssueMessage } from '@/lib/calls/define-call';
import { gatewayFor } from '@/lib/calls/api';
import { accountCalls } from '@/lib/accounts/calls';
import { csvOf, csvResponse, downloadRefusal } from '@/lib/calls/csv';
import { consoleDownload } from '@/lib/operators/console-sign-in';

const api = gatewayFor(accountCalls);

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
  const parsed = accountCalls.exportStudentsForConsole.request.safeParse({
    q: new URL(request.url).searchParams.get('q') ?? undefined,
  });
  if (!parsed.success) return downloadRefusal(422, firstIssueMessage(parsed.error));
  return consoleDownload(async (operator) => {
    const { data } = await api.exportStudentsForConsole(parsed.data, operator);
    const rows = data.list.map((student) => ({
      ...student,
      disabled: student.disabled ? 'yes' : 'no',
    }));
    return csvResponse(csvOf(COLUMNS, rows), 'students.csv');
  });
}

export const dynamic = 'force-dynamic';
