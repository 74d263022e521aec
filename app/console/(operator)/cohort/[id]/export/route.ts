import { gatewayFor } from '@/lib/calls/api';
import { csvOf, csvResponse, downloadRefusal } from '@/lib/calls/csv';
import { insightCalls } from '@/lib/insight/calls';
import { consoleDownload } from '@/lib/operators/console-sign-in';
import { idFromUrl } from '@/lib/url-ids';

const api = gatewayFor(insightCalls);

const COLUMNS = [
  { key: 'studentName', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'lessonsCompleted', header: 'Lessons watched to the end' },
  { key: 'papers', header: 'Papers' },
  { key: 'casesSeen', header: 'Cases seen' },
  { key: 'bank', header: 'Cases in the bank' },
  { key: 'meanScore', header: 'Mean score' },
  { key: 'weakestSystem', header: 'Weakest system' },
  { key: 'lastActive', header: 'Last active (UTC)' },
  { key: 'atRisk', header: 'At risk' },
] as const;

/** A cohort's members and their progress, as a CSV file (its lead's, or any for owners and support). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const cohortId = idFromUrl((await params).id);
  if (cohortId === null) return downloadRefusal(404, 'No such cohort');
  return consoleDownload(async (operator) => {
    const { data } = await api.cohortReport({ cohortId }, operator);
    const rows = data.members.map((member) => ({
      ...member,
      bank: data.bank,
      meanScore: member.meanScore ?? '',
      weakestSystem: member.weakestSystem ?? '',
      lastActive: member.lastActive ?? '',
      atRisk: member.atRisk.join('; '),
    }));
    return csvResponse(csvOf(COLUMNS, rows), `cohort-${cohortId}.csv`);
  });
}

export const dynamic = 'force-dynamic';
