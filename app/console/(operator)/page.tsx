import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { insightEndpoints } from '@/lib/insight/endpoints';
import { routes } from '@/lib/routes';

import { ReadAlert } from '@/components/console/read-alert';
import { InsightDashboard } from '@/components/insight/console/insight-dashboard';

export const metadata: Metadata = { title: 'Overview' };

const numbers = new Intl.NumberFormat('en-GB');

/**
 * What an operator sees first: what the platform holds, the dashboard for the roles that read
 * money and people, and which checkouts take money.
 */
export default async function ConsoleOverviewPage() {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  // A cohort's lead reads their cohorts and nothing else (docs/insight.md, "Cohorts").
  if (state.overview.operator.role === 'cohort') redirect(routes.consoleCohorts.path);
  // A consultant sees and runs the sessions they lead (docs/live-sessions.md, "Faculty").
  if (state.overview.operator.role === 'faculty') redirect(routes.consoleSessions.path);
  // The platform's totals are read here alone, not by the layout every console page shares.
  const overview = await loadConsoleList('consoleOverview', state.signIn, {});
  if (overview.kind !== 'listed') {
    return <ReadAlert message={overview.message} />;
  }
  const { payments, counts } = overview.data;
  const providers = [
    { name: 'Razorpay', live: payments.razorpay },
    { name: 'PayPal', live: payments.paypal },
  ];
  const anyLive = providers.some((provider) => provider.live);
  // Money and sign-ups are for the roles that read people's business (docs/insight.md).
  const dashboard = roleMayCall(insightEndpoints.insightDashboard, state.overview.operator.role)
    ? await loadConsoleList('insightDashboard', state.signIn, {})
    : null;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Overview</h1>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {[
          ['Students', counts.students],
          ['Purchases', counts.purchases],
          ['Upcoming live sessions', counts.upcomingSessions],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">
              {numbers.format(Number(value))}
            </dd>
          </div>
        ))}
      </dl>

      {dashboard?.kind === 'listed' ? <InsightDashboard dashboard={dashboard.data} /> : null}

      <section aria-labelledby="payments-heading" className="mt-10">
        <h2 id="payments-heading" className="text-lg font-bold text-slate-900">
          Payments
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {providers.map((provider) => (
            <li key={provider.name} className="flex items-center justify-between px-5 py-3">
              <span className="font-semibold text-slate-800">{provider.name}</span>
              <span className={provider.live ? 'text-green-800' : 'text-slate-500'}>
                {provider.live ? 'Live: takes payments' : 'Not configured'}
              </span>
            </li>
          ))}
          <li className="flex items-center justify-between px-5 py-3">
            <span className="font-semibold text-slate-800">Demo checkout</span>
            <span className={payments.demo ? 'text-amber-800' : 'text-slate-500'}>
              {payments.demo ? 'On: records purchases without taking money' : 'Off'}
            </span>
          </li>
        </ul>
        {!anyLive && !payments.demo ? (
          <p role="status" className="mt-3 text-sm font-semibold text-red-800">
            No checkout is offered: students cannot buy a plan until provider keys are set.
          </p>
        ) : null}
      </section>
    </>
  );
}
