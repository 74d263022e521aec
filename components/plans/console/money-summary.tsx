import type { DataOf } from '@/lib/calls/define-call';
import type { planCalls } from '@/lib/plans/calls';

import { ConsoleTable } from '../../console/console-table';

type Summary = DataOf<typeof planCalls.moneySummary>;

const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);

/** Subscribers now, the live checkouts, and each of the last twelve months in figures. */
export function MoneySummary({ summary }: { summary: Summary }) {
  const real = summary.liveProviders.filter((name) => name !== 'Demo');
  return (
    <section aria-labelledby="money-summary" className="mt-4">
      <h2 id="money-summary" className="sr-only">
        Summary
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">Active subscribers</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{summary.activeSubscribers}</dd>
        </div>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">Taking money with</dt>
          <dd className="mt-1 font-semibold text-slate-900">
            {real.length > 0 ? real.join(', ') : 'No provider'}
            {summary.liveProviders.includes('Demo') ? ' · demo checkout on (no money taken)' : ''}
          </dd>
        </div>
      </dl>
      <ConsoleTable
        label="The last twelve months"
        rows={summary.months}
        rowKey={(month) => month.month}
        columns={[
          {
            header: 'Month',
            rowHeader: true,
            cell: (month) => monthName.format(new Date(`${month.month}-01T12:00:00Z`)),
            className: 'font-semibold text-slate-800',
          },
          { header: 'Purchases', cell: (month) => month.purchases },
          {
            header: 'Revenue (less refunds)',
            cell: (month) =>
              month.revenue.length === 0
                ? '—'
                : month.revenue.map((row) => money(row.amount, row.currency)).join(' + '),
          },
          { header: 'Refunds', cell: (month) => month.refunds },
          { header: 'Demo checkout', cell: (month) => month.demo },
        ]}
      />
    </section>
  );
}
