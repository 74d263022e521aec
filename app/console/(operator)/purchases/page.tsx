import type { Metadata } from 'next';

import { PAYMENT_PROVIDERS } from '@/lib/calls/domain';
import { loadConsoleListPage } from '@/lib/platform/console-list-page';
import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { PURCHASES_PAGE } from '@/lib/plans/calls';
import { consolePlanEndpoints } from '@/lib/plans/console-endpoints';
import { routes } from '@/lib/routes';

import { ReadAlert } from '@/components/console/read-alert';
import { ConsoleTable } from '@/components/console/console-table';
import { ConsolePager } from '@/components/console/console-pager';
import { MoneySummary } from '@/components/plans/console/money-summary';
import { RefundButton } from '@/components/plans/console/refund-button';
import { Button } from '@/components/ui/button';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

export const metadata: Metadata = { title: 'Purchases' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);

const field = consoleInputClasses(false, { compact: true });

/** What was bought, through which provider, and what it brought in; owners refund from here. */
export default async function ConsolePurchasesPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const query = await searchParams;
  const q = first(query.q)?.trim() || undefined;
  const asked = first(query.provider);
  const provider = (PAYMENT_PROVIDERS as readonly string[]).includes(asked ?? '')
    ? asked
    : undefined;
  const [summary, { list, pager }] = await Promise.all([
    loadConsoleList('moneySummary', state.signIn, {}),
    loadConsoleListPage('listPurchasesForConsole', state.signIn, {
      route: routes.consolePurchases,
      pageSize: PURCHASES_PAGE,
      query,
      filter: { q, provider },
    }),
  ]);
  const filter = new URLSearchParams();
  if (q) filter.set('q', q);
  if (provider) filter.set('provider', provider);
  const mayRefund = roleMayCall(consolePlanEndpoints.refundPurchase, state.overview.operator.role);

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Purchases</h1>
      {summary.kind === 'listed' ? <MoneySummary summary={summary.data} /> : null}

      <form
        action={routes.consolePurchases.path}
        className="mt-8 flex flex-wrap items-end gap-3"
        role="search"
      >
        <label className="block text-sm font-semibold text-slate-800">
          Buyer’s email
          <input name="q" type="search" defaultValue={q} className={field} />
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          Provider
          <select name="provider" defaultValue={provider ?? ''} className={field}>
            <option value="">All</option>
            {PAYMENT_PROVIDERS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          Search
        </Button>
        <a
          href={`${routes.consolePurchases.path}/export${filter.size ? `?${filter}` : ''}`}
          download
          className="rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          Download purchases (CSV)
        </a>
      </form>

      {list.kind !== 'listed' ? (
        <ReadAlert message={list.message} margin="mt-6" />
      ) : (
        <>
          <ConsoleTable
            label="Purchases"
            rows={list.data.list}
            rowKey={(purchase) => purchase.purchaseId}
            columns={[
              {
                header: 'Date',
                className: 'whitespace-nowrap text-slate-700',
                cell: (purchase) => when.format(new Date(purchase.created)),
              },
              {
                header: 'Buyer',
                className: '',
                cell: (purchase) => (
                  <>
                    <span className="font-semibold text-slate-900">
                      {purchase.student.fullName}
                    </span>
                    <br />
                    <span className="break-all text-slate-600">{purchase.student.email}</span>
                  </>
                ),
              },
              { header: 'Plan', cell: (purchase) => purchase.plan },
              {
                header: 'Amount',
                className: 'whitespace-nowrap text-slate-700',
                cell: (purchase) => money(purchase.amount, purchase.currency),
              },
              {
                header: 'Provider and ids',
                className: 'text-xs text-slate-600',
                cell: (purchase) => (
                  <>
                    <span className="text-sm font-semibold text-slate-800">
                      {purchase.provider}
                    </span>
                    <br />
                    <span className="font-mono break-all">{purchase.transactionId}</span>
                    {purchase.paymentId && purchase.paymentId !== purchase.transactionId ? (
                      <>
                        <br />
                        <span className="font-mono break-all">{purchase.paymentId}</span>
                      </>
                    ) : null}
                    {purchase.refundId ? (
                      <>
                        <br />
                        <span className="font-mono break-all">{purchase.refundId}</span>
                      </>
                    ) : null}
                  </>
                ),
              },
              {
                header: 'State',
                className: 'whitespace-nowrap text-slate-700',
                cell: (purchase) =>
                  purchase.state === 'refunded' && purchase.refundedAt
                    ? `refunded ${when.format(new Date(purchase.refundedAt))}`
                    : purchase.state === 'active' && purchase.expiresOn
                      ? `active until ${when.format(new Date(purchase.expiresOn))}`
                      : purchase.state,
              },
              mayRefund && {
                header: 'Refund',
                hideHeader: true,
                className: '',
                cell: (purchase) =>
                  purchase.state !== 'refunded' && purchase.provider !== 'Grant' ? (
                    <RefundButton
                      purchaseId={purchase.purchaseId}
                      what={`${money(purchase.amount, purchase.currency)} to ${purchase.student.email}`}
                    />
                  ) : null,
              },
            ]}
          />
          <ConsolePager
            {...pager}
            label="Purchase pages"
            shown={list.data.list.length}
            total={list.data.total}
          />
        </>
      )}
    </>
  );
}
