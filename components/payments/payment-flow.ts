import { bffFor } from '@/lib/calls/browser-client';
import type { PaymentOrder, planCalls } from '@/lib/plans/calls';
import { planEndpoints } from '@/lib/plans/endpoints';
import { loadPage } from '@/lib/browser/navigate';
import { paymentMessages } from '@/lib/plans/texts';
import type { CheckoutProvider } from '@/lib/calls/domain';
import { routes } from '@/lib/routes';

import { notify } from '@/components/ui/notify';

const bff = bffFor<typeof planCalls>(planEndpoints);

/** The status page of one of our orders: it reads the server's record, never browser storage. */
const statusHref = (orderId: number) => `${routes.paymentStatus.path}?order=${orderId}`;

/** Opens an order on the server for the plan; the server sets the amount. Null when refused. */
export async function openOrder(
  planId: number,
  provider: CheckoutProvider,
): Promise<PaymentOrder | null> {
  try {
    const answer = await bff.createPaymentOrder({ planId, provider });
    if (answer.status === 200 && answer.data) return answer.data;
    void notify.error(answer.message || paymentMessages.providerDown);
  } catch {
    void notify.error(paymentMessages.providerDown);
  }
  return null;
}

/**
 * After the checkout: the server verifies the payment with the provider and records it, then the
 * status page shows what the server recorded, whatever this answer was.
 */
export async function confirmAndShow(
  orderId: number,
  proof: { paymentId?: string; signature?: string } = {},
): Promise<void> {
  try {
    await bff.confirmPayment({ orderId, ...proof });
  } catch (error) {
    // The status page asks the provider again, so a lost answer loses no payment.
    console.error('The payment confirmation did not answer', error);
  }
  loadPage(statusHref(orderId));
}

/** A checkout closed without paying: the status page asks the server what became of the order. */
export function showStatus(orderId: number): void {
  loadPage(statusHref(orderId));
}
