import type { Metadata } from 'next';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { insightEndpoints } from '@/lib/insight/endpoints';
import { consoleCohortHref } from '@/lib/insight/links';

import { ConsoleListPage } from '@/components/console/console-list-page';
import { ConsoleTable } from '@/components/console/console-table';
import { CohortForm } from '@/components/insight/console/cohort-forms';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Cohorts' };

/** The cohorts an operator may read (a lead: their own), and, for owners and support, a new one. */
export default async function CohortsPage() {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const list = await loadConsoleList('listCohorts', state.signIn, {});
  return (
    <ConsoleListPage
      title="Cohorts"
      list={list}
      alertMargin="mt-4"
      // Whoever may make a cohort may read the list (PEOPLE_ROLES are among COHORT_READERS), so the form
      // follows the list read as every list's new item does.
      below={() =>
        roleMayCall(insightEndpoints.createCohort, state.overview.operator.role) ? (
          <section aria-labelledby="new-cohort" className="mt-10">
            <h2 id="new-cohort" className="text-lg font-bold text-slate-900">
              New cohort
            </h2>
            <CohortForm />
          </section>
        ) : null
      }
    >
      {(data) => (
        <ConsoleTable
          label="Cohorts"
          rows={data}
          rowKey={(cohort) => cohort.cohortId}
          empty="No cohort yet."
          columns={[
            {
              header: 'Cohort',
              cell: (cohort) => (
                <IntentLink
                  href={consoleCohortHref(cohort.cohortId)}
                  className="font-semibold text-brand-700 underline"
                >
                  {cohort.name}
                </IntentLink>
              ),
            },
            {
              header: 'Students',
              cell: (cohort) => cohort.members,
              className: 'tabular-nums text-slate-700',
            },
            { header: 'Lead', cell: (cohort) => cohort.leadEmail ?? 'none yet' },
          ]}
        />
      )}
    </ConsoleListPage>
  );
}
