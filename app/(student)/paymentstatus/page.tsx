import type { Metadata } from 'next';

import { ApiError } from '@/lib/calls/api';
import { idField } from '@/lib/calls/fields';
import { paymentMessages } from '@/lib/plans/texts';
import { requireStudent } from '@/lib/accounts/request-context';

import { PaymentStatusCard, type StatusNotice } from '@/components/payments/payment-status-card';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';
import { planCalls } from '@/lib/plans/calls';

export const metadata: Metadata = {
  title: 'Payment Status',
  robots: { index: false },
};

type Props = { searchParams: Promise<{ order?: string | string[] }> };

const orderParam = idField().safeParse;

/**
 * The outcome of one of the student's orders (`/paymentstatus?order=12`), from
 * the server's record; an order still open is checked with the provider, which records a payment
 * the browser never reported. loading.tsx shows "Processing Purchase..." meanwhile.
 */
export default async function PaymentStatusPage({ searchParams }: Props) {
  const { api } = await requireStudent('paymentstatus', planCalls);
  const asked = (await searchParams).order;
  const orderId = orderParam(Array.isArray(asked) ? asked[0] : asked);
  const status = orderId.success
    ? await api
        .paymentStatus({ orderId: orderId.data })
        .then((answer) => answer.data)
        .catch((error: unknown): StatusNotice => {
          if (error instanceof ApiError && error.status < 500) {
            return { outcome: 'failed', message: error.message };
          }
          console.error('The payment status could not be read', error);
          return { outcome: 'failed', message: paymentMessages.failedFallback };
        })
    : ({ outcome: 'failed', message: paymentMessages.orderMissing } satisfies StatusNotice);

  return (
    <>
      <BreadcrumbBanner
        title="Payment Status"
        items={[{ label: 'Home', href: '/' }, { label: 'Payment Status' }]}
      />
      <Container className="py-10 sm:py-14">
        <PaymentStatusCard status={status} />
      </Container>
    </>
  );
}
