import { firstIssueMessage } from '@/lib/calls/define-call';
import { gatewayFor } from '@/lib/calls/api';
import { csvOf, csvResponse, downloadRefusal } from '@/lib/calls/csv';
import { insightCalls } from '@/lib/insight/calls';
import { caseAnalyticsInput } from '@/lib/insight/links';
import { consoleDownload } from '@/lib/operators/console-sign-in';

const api = gatewayFor(insightCalls);

const COLUMNS = [
  { key: 'caseId', header: 'Case id' },
  { key: 'category', header: 'Category' },
  { key: 'name', header: 'Case' },
  { key: 'attempts', header: 'Attempts' },
  { key: 'correct', header: 'Correct' },
  { key: 'partly', header: 'Partly' },
  { key: 'missed', header: 'Missed' },
  { key: 'overcalled', header: 'Over-called' },
  { key: 'firstAttempts', header: 'First attempts' },
  { key: 'facility', header: 'Facility' },
  { key: 'discrimination', header: 'Discrimination' },
  { key: 'examinerMarked', header: 'Marked by examiner and self' },
  { key: 'disagreement', header: 'Self against examiner disagreement' },
  { key: 'flags', header: 'Flags' },
] as const;

/** The case analytics as the page's address sorts and filters them, as a CSV file. */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams;
  const parsed = insightCalls.caseAnalytics.request.safeParse(
    caseAnalyticsInput((name) => search.get(name)),
  );
  if (!parsed.success) return downloadRefusal(422, firstIssueMessage(parsed.error));
  return consoleDownload(async (operator) => {
    const { data } = await api.caseAnalytics(parsed.data, operator);
    const rows = data.cases.map((row) => ({
      ...row,
      facility: row.facility ?? '',
      discrimination: row.discrimination ?? '',
      disagreement: row.disagreement ?? '',
      flags: row.flags.join('; '),
    }));
    return csvResponse(csvOf(COLUMNS, rows), 'case-analytics.csv');
  });
}

export const dynamic = 'force-dynamic';
