import { firstIssueMessage } from '@/lib/calls/define-call';
import { gatewayFor } from '@/lib/calls/api';
import { planCalls } from '@/lib/plans/calls';
import { csvOf, csvResponse, downloadRefusal } from '@/lib/calls/csv';
import { consoleDownload } from '@/lib/operators/console-sign-in';
import { PURCHASES_EXPORT_PAGE, type ConsolePurchase } from '@/lib/plans/calls';

const api = gatewayFor(planCalls);

/** The most rows one export holds: far beyond the purchases a year brings. */
const EXPORT_MAX = 200_000;

const COLUMNS = [
  { key: 'purchaseId', header: 'Purchase' },
  { key: 'created', header: 'Date (UTC)' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'plan', header: 'Plan' },
  { key: 'amount', header: 'Amount' },
  { key: 'currency', header: 'Currency' },
  { key: 'provider', header: 'Provider' },
  { key: 'transactionId', header: 'Transaction id' },
  { key: 'paymentId', header: 'Payment id' },
  { key: 'startOn', header: 'Starts (UTC)' },
  { key: 'expiresOn', header: 'Ends (UTC)' },
  { key: 'state', header: 'State' },
  { key: 'refundId', header: 'Refund id' },
  { key: 'refundedAt', header: 'Refunded (UTC)' },
] as const;

const row = ({ student, ...purchase }: ConsolePurchase) => ({
  ...purchase,
  name: student.fullName,
  email: student.email,
  amount: purchase.amount.toFixed(2),
});

/** Every purchase the list's search finds (`?q=&provider=`), as CSV for the accounts. */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams;
  const parsed = planCalls.listPurchasesForConsole.request.safeParse({
    q: search.get('q') ?? undefined,
    provider: search.get('provider') || undefined,
    limit: PURCHASES_EXPORT_PAGE,
    offset: 0,
  });
  if (!parsed.success) return downloadRefusal(422, firstIssueMessage(parsed.error));
  return consoleDownload(async (operator) => {
    const rows: ReturnType<typeof row>[] = [];
    for (let offset = 0; offset < EXPORT_MAX; offset += PURCHASES_EXPORT_PAGE) {
      const { data } = await api.listPurchasesForConsole({ ...parsed.data, offset }, operator);
      rows.push(...data.list.map(row));
      if (data.list.length < PURCHASES_EXPORT_PAGE) break;
    }
    return csvResponse(csvOf(COLUMNS, rows), 'purchases.csv');
  });
}

export const dynamic = 'force-dynamic';
