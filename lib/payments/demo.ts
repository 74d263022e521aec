import { randomUUID } from 'node:crypto';

import type { PaymentAdapter } from './types';

/**
 * The demo checkout for a fresh clone with no provider keys: it opens and "pays" orders without
 * any provider, so the purchase still travels the server's whole record path. Only offered while
 * no real provider is configured (lib/calls/config.ts).
 */
export function createDemoAdapter(): PaymentAdapter {
  return {
    provider: 'Demo',
    publicKey: null,
    async createOrder() {
      return { providerOrderId: `demo_${randomUUID()}` };
    },
    // Paid only when the student confirms it; merely looking at the order finds nothing paid.
    async checkPayment(order, proof) {
      if (!proof) return { state: 'open' };
      return {
        state: 'paid',
        payment: {
          transactionId: order.providerOrderId,
          paymentId: order.providerOrderId,
          amountMinor: order.amountMinor,
          currency: order.currency,
        },
      };
    },
    // No provider sends the demo webhooks.
    async verifyWebhook() {
      return { kind: 'refused' };
    },
    // No money was taken: the refund is recorded here alone.
    async refund({ purchaseId }) {
      return { refundId: `demo_refund_${purchaseId}`, state: 'refunded' };
    },
  };
}
