import type { PaymentOutcome, PaymentStatus } from '@/lib/plans/calls';
import { formatPounds, paymentMessages, planMessages } from '@/lib/plans/texts';

import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

const titles: Record<PaymentOutcome, string> = {
  success: paymentMessages.successTitle,
  pending: paymentMessages.pendingTitle,
  cancelled: paymentMessages.cancelledTitle,
  failed: paymentMessages.failedTitle,
  processingFailed: paymentMessages.processingFailedTitle,
};

/** A status without an order to show (an unknown order, a failure to ask). */
export type StatusNotice = { outcome: 'failed'; message: string };

/** The status page's card: title, message, plan, amount, transaction id. */
export function PaymentStatusCard({ status }: { status: PaymentStatus | StatusNotice }) {
  const full = 'orderId' in status ? status : null;
  const good = status.outcome === 'success';
  return (
    <section
      aria-labelledby="payment-status-title"
      className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="payment-status-title"
        className={cn(
          'text-2xl font-bold',
          good
            ? 'text-emerald-700'
            : status.outcome === 'pending'
              ? 'text-amber-700'
              : 'text-red-700',
        )}
      >
        {titles[status.outcome]}
      </h2>
      <p className="mt-3 text-slate-700">{status.message}</p>
      {full ? (
        <dl className="mt-6 space-y-2 border-t border-slate-100 pt-5 text-left text-sm">
          <Row label="Plan" value={`${full.planName} (${full.subTitle})`} />
          <Row label="Amount" value={formatPounds(full.amount)} />
          <Row label="Transaction ID" value={full.transactionId ?? planMessages.notAvailable} />
        </dl>
      ) : null}
      <ButtonLink href="/" size="lg" className="mt-8">
        {paymentMessages.goHome}
      </ButtonLink>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-semibold break-all text-slate-800">{value}</dd>
    </div>
  );
}
