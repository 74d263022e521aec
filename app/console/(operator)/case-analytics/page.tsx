import type { Metadata } from 'next';
import { ReadAlert } from '@/components/console/read-alert';
import { IntentLink as Link } from '@/components/ui/intent-link';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import type { CaseSort } from '@/lib/insight/links';
import { caseAnalyticsCsvHref, caseAnalyticsHref, caseAnalyticsInput } from '@/lib/insight/links';
import { dayLabel, share } from '@/lib/insight/texts';

import { CaseAnalyticsTable } from '@/components/insight/console/case-analytics-table';
import { FiguresTable } from '@/components/insight/charts/figures-table';

export const metadata: Metadata = { title: 'Case Analytics' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * How each case performs (docs/insight.md): attempts, facility, discrimination, flags, and each
 * paper format's internal consistency. Sortable by its headers, exported as CSV.
 */
export default async function CaseAnalyticsPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const query = await searchParams;
  const asked = caseAnalyticsInput((name) => query[name]);
  const analytics = await loadConsoleList('caseAnalytics', state.signIn, asked);
  if (analytics.kind !== 'listed') {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Case Analytics</h1>
        <ReadAlert message={analytics.message} margin="mt-4" />
      </>
    );
  }
  const { cases, formats, refreshedAt, stale } = analytics.data;
  // The address was checked by the call's schema above: its sort is one of the columns.
  const view = { ...asked, sort: asked.sort as CaseSort };
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Case Analytics</h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Facility is the mean first-attempt score; discrimination the correlation of a case’s score
        with the rest of its paper. A case is flagged once 10 students have met it: too easy above
        0.9, too hard below 0.2, failing to discriminate below 0.2.
        {refreshedAt ? ` Figures as of ${dayLabel(refreshedAt)}.` : ''}
        {stale > 0 ? ` ${stale} cases wait for new figures.` : ''}
      </p>
      <div className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
        <Link
          href={caseAnalyticsHref({ ...view, flagged: !view.flagged })}
          className="text-brand-700 underline"
        >
          {view.flagged ? 'Show every case' : 'Show flagged cases only'}
        </Link>
        <a href={caseAnalyticsCsvHref(view)} className="text-brand-700 underline" download>
          Download CSV
        </a>
      </div>
      {cases.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {view.flagged ? 'No case is flagged.' : 'No case has been marked yet.'}
        </p>
      ) : (
        <CaseAnalyticsTable rows={cases} view={view} />
      )}

      <section aria-labelledby="consistency-heading" className="mt-10">
        <h2 id="consistency-heading" className="text-lg font-bold text-slate-900">
          Internal consistency per paper
        </h2>
        <div className="mt-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <FiguresTable
            caption="Cronbach’s alpha per paper format: above 75 % satisfactory, below 64 % unsatisfactory"
            rowKey={(row) => `${row.kind}-${row.cases}`}
            rows={formats}
            columns={[
              { label: 'Paper', cell: (row) => `${row.kind}, ${row.cases} cases` },
              { label: 'Papers', cell: (row) => row.papers, numeric: true },
              {
                label: 'Alpha',
                cell: (row) => (row.alpha === null ? '–' : share(row.alpha)),
                numeric: true,
              },
              {
                label: 'Mean score',
                cell: (row) => (row.meanScore === null ? '–' : share(row.meanScore)),
                numeric: true,
              },
            ]}
          />
        </div>
      </section>
    </>
  );
}
