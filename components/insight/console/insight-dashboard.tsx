import { IntentLink as Link } from '@/components/ui/intent-link';

import type { DataOf } from '@/lib/calls/define-call';
import type { insightCalls } from '@/lib/insight/calls';
import { monthLabel, share } from '@/lib/insight/texts';
import { routes } from '@/lib/routes';

import { FiguresTable } from '@/components/insight/charts/figures-table';
import { RevenueChart } from '@/components/insight/charts/revenue-chart';
import { SubscribersChart } from '@/components/insight/charts/subscribers-chart';

type Dashboard = DataOf<typeof insightCalls.insightDashboard>;

const numbers = new Intl.NumberFormat('en-GB');
const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

/**
 * The console's overview as a dashboard (docs/insight.md): money, subscribers, sign-ups and who
 * stayed, this week's engagement and what waits for an operator. Every chart has its figures in
 * a table beneath.
 */
export function InsightDashboard({ dashboard }: { dashboard: Dashboard }) {
  const currencies = [...new Set(dashboard.revenue.map((row) => row.currency))].sort();
  const { engagement, waiting } = dashboard;
  const waits = [
    { label: 'Feedback to review', value: waiting.feedbackToReview, href: routes.consoleFeedback },
    { label: 'Open messages', value: waiting.openMessages, href: routes.consoleMessages },
    { label: 'Failed mail this week', value: waiting.failedMail, href: routes.consoleFailedMail },
    {
      label: 'Cases waiting for new figures',
      value: waiting.casesToRefresh,
      href: routes.consoleCaseAnalytics,
    },
  ];
  return (
    <>
      <section aria-labelledby="waiting-heading" className="mt-8">
        <h2 id="waiting-heading" className="text-lg font-bold text-slate-900">
          Waiting for an operator
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {waits.map((wait) => (
            <li key={wait.label} className={card}>
              <Link
                href={wait.href.path}
                className="text-sm font-semibold text-brand-700 underline"
              >
                {wait.label}
              </Link>
              <p className="mt-1 text-3xl font-bold text-slate-900">{numbers.format(wait.value)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="engagement-heading" className="mt-10">
        <h2 id="engagement-heading" className="text-lg font-bold text-slate-900">
          The last seven days
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <div className={card}>
            <dt className="text-sm font-semibold text-slate-600">Lessons watched to the end</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">
              {numbers.format(engagement.lessonsCompleted)}
            </dd>
          </div>
          <div className={card}>
            <dt className="text-sm font-semibold text-slate-600">Practice papers taken</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">
              {numbers.format(engagement.papersTaken)}
            </dd>
          </div>
          <div className={card}>
            <dt className="text-sm font-semibold text-slate-600">Live sessions held</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">
              {numbers.format(engagement.sessionsHeld)}
            </dd>
            <dd className="text-sm text-slate-700">
              {numbers.format(engagement.bookings)} places booked
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="revenue-heading" className="mt-10">
        <h2 id="revenue-heading" className="text-lg font-bold text-slate-900">
          Revenue
        </h2>
        {currencies.length === 0 ? (
          <p className="mt-3 text-slate-700">No purchases or refunds in these months.</p>
        ) : (
          currencies.map((currency) => (
            <div key={currency} className={`mt-3 ${card}`}>
              <RevenueChart
                id={`revenue-${currency}`}
                currency={currency}
                months={dashboard.months}
                figures={dashboard.revenue}
              />
            </div>
          ))
        )}
      </section>

      <section aria-labelledby="subscribers-heading" className="mt-10">
        <h2 id="subscribers-heading" className="text-lg font-bold text-slate-900">
          Subscribers
        </h2>
        <div className={`mt-3 ${card}`}>
          <SubscribersChart id="subscribers" months={dashboard.subscribers} />
        </div>
        <div className={`mt-4 ${card}`}>
          <FiguresTable
            caption="Renewals and lapses: each month’s subscribers against the month before’s"
            rowKey={(row) => row.month}
            rows={dashboard.retention}
            columns={[
              { label: 'Month', cell: (row) => monthLabel(row.month) },
              { label: 'Stayed', cell: (row) => numbers.format(row.kept), numeric: true },
              { label: 'Lapsed', cell: (row) => numbers.format(row.lapsed), numeric: true },
              { label: 'New', cell: (row) => numbers.format(row.joined), numeric: true },
            ]}
          />
        </div>
      </section>

      <section aria-labelledby="signups-heading" className="mt-10">
        <h2 id="signups-heading" className="text-lg font-bold text-slate-900">
          Sign-ups
        </h2>
        <div className={`mt-3 ${card}`}>
          <FiguresTable
            caption="Sign-ups per month and the share that bought within 30 days"
            rowKey={(row) => row.month}
            rows={dashboard.signups}
            columns={[
              { label: 'Month', cell: (row) => monthLabel(row.month) },
              { label: 'Sign-ups', cell: (row) => numbers.format(row.signups), numeric: true },
              {
                label: 'Bought within 30 days',
                cell: (row) => numbers.format(row.converted),
                numeric: true,
              },
              {
                label: 'Share',
                cell: (row) => (row.signups === 0 ? '–' : share(row.converted / row.signups)),
                numeric: true,
              },
              {
                label: 'Still within 30 days',
                cell: (row) => numbers.format(row.open),
                numeric: true,
              },
            ]}
          />
        </div>
      </section>
    </>
  );
}
