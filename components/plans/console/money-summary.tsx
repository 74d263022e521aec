import type { DataOf } from '@/lib/calls/define-call';
import type { planCalls } from '@/lib/plans/calls';

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
      <div className="mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">The last twelve months</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">
                Month
              </th>
              <th scope="col" className="px-4 py-2">
                Purchases
              </th>
              <th scope="col" className="px-4 py-2">
                Revenue (less refunds)
              </th>
              <th scope="col" className="px-4 py-2">
                Refunds
              </th>
              <th scope="col" className="px-4 py-2">
                Demo checkout
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {summary.months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="px-4 py-2 text-left font-semibold text-slate-800">
                  {monthName.format(new Date(`${month.month}-01T12:00:00Z`))}
                </th>
                <td className="px-4 py-2 text-slate-700">{month.purchases}</td>
                <td className="px-4 py-2 text-slate-700">
                  {month.revenue.length === 0
                    ? '—'
                    : month.revenue.map((row) => money(row.amount, row.currency)).join(' + ')}
                </td>
                <td className="px-4 py-2 text-slate-700">{month.refunds}</td>
                <td className="px-4 py-2 text-slate-700">{month.demo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
