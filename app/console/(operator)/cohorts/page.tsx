import type { Metadata } from 'next';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { insightEndpoints } from '@/lib/insight/endpoints';
import { consoleCohortHref } from '@/lib/insight/links';

import { CohortForm } from '@/components/insight/console/cohort-forms';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Cohorts' };

/** The cohorts an operator may read (a lead: their own), and, for owners and support, a new one. */
export default async function CohortsPage() {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const list = await loadConsoleList('listCohorts', state.session, {});
  const mayMake = roleMayCall(insightEndpoints.createCohort, state.overview.operator.role);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Cohorts</h1>
      {list.kind !== 'listed' ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {list.message}
        </p>
      ) : list.data.length === 0 ? (
        <p className="mt-4 text-slate-700">No cohort yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {list.data.map((cohort) => (
            <li key={cohort.cohortId} className="flex flex-wrap justify-between gap-2 px-5 py-3">
              <IntentLink
                href={consoleCohortHref(cohort.cohortId)}
                className="font-semibold text-brand-700 underline"
              >
                {cohort.name}
              </IntentLink>
              <span className="text-sm text-slate-700">
                {cohort.members} {cohort.members === 1 ? 'student' : 'students'} · lead{' '}
                {cohort.leadEmail ?? 'none yet'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {mayMake ? (
        <section aria-labelledby="new-cohort" className="mt-10">
          <h2 id="new-cohort" className="text-lg font-bold text-slate-900">
            New cohort
          </h2>
          <CohortForm />
        </section>
      ) : null}
    </>
  );
}
