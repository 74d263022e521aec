import { calls, firstIssueMessage } from '@/lib/platform/calls';
import { api } from '@/lib/calls/api';
import { consoleDownload, csvOf, csvResponse, downloadRefusal } from '@/lib/calls/csv';

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
