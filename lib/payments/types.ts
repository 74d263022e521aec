import type { CheckoutProvider } from '@/lib/calls/domain';

/*
 * The one interface the services see for every payment provider. Each adapter keeps its
 * provider's types and wire shapes to itself and answers in these terms; amounts are integers in
 * the currency's minor unit (pence), so no comparison depends on decimal formatting.
 */

/** An order the server is opening, before the provider knows it. */
type NewProviderOrder = {
  /** Our payment_orders id: Razorpay's receipt, PayPal's custom id and request id. */
  orderId: number;
  studentId: number;
  planId: number;
  planName: string;
  amountMinor: number;
  currency: string;
};

/** What the server stored when it opened the order: payments are checked against this. */
export type StoredProviderOrder = {
  orderId: number;
  providerOrderId: string;
  amountMinor: number;
  currency: string;
};

/** What the browser reports after a checkout (Razorpay's payment id and signature). */
export type PaymentProof = { paymentId?: string; signature?: string };

/** A payment the provider confirms, as the provider states it. */
export type ProviderPayment = {
  /** What the purchase is recorded under: PayPal's order id, Razorpay's payment id. */
  transactionId: string;
  /** The provider's payment or capture id. */
  paymentId: string;
  amountMinor: number;
  currency: string;
};

/**
 * What the provider says about an order:
 * - `paid`: it holds this completed payment against the order (the service still compares the
 *   amount and currency with the order before granting anything);
 * - `pending`: money is on its way but not settled (PayPal's PENDING capture);
 * - `failed`: the provider refused the payment, with its description when it gave one;
 * - `open`: nothing has been paid;
 * - `refused`: the browser's proof does not hold (a forged or misplaced signature).
 */
export type PaymentCheck =
  | { state: 'paid'; payment: ProviderPayment }
  | { state: 'pending'; description?: string }
  | { state: 'failed'; description?: string }
  | { state: 'open' }
  | { state: 'refused' };

/** A webhook delivery exactly as it arrived: the raw body is what the signatures cover. */
export type WebhookDelivery = { rawBody: string; headers: Headers };

/**
 * A webhook's meaning once its signature holds: a payment for an order, an order to check with
 * the provider (PayPal's approval, which the server then captures), or nothing to act on.
 */
export type WebhookEvent =
  | { kind: 'refused' }
  | { kind: 'ignored'; type: string }
  | { kind: 'paid'; providerOrderId: string; payment: ProviderPayment }
  | { kind: 'check'; providerOrderId: string };

/** A purchase to refund in full, as its provider knows the payment. */
type RefundRequest = {
  /** Our purchase id: the refund's idempotency key, so a retried refund is answered, not repeated. */
  purchaseId: number;
  /** The provider's payment (Razorpay) or capture (PayPal) id. */
  paymentId: string;
  amountMinor: number;
  currency: string;
};

/** What the provider says of a refund it accepted: done, or on its way to the buyer. */
type ProviderRefund = { refundId: string; state: 'refunded' | 'pending' };

export interface PaymentAdapter {
  readonly provider: CheckoutProvider;
  /** The key the browser's checkout needs (Razorpay key id, PayPal client id); never a secret. */
  readonly publicKey: string | null;
  /** Opens the order with the provider; the answer is the provider's order id. */
  createOrder(order: NewProviderOrder): Promise<{ providerOrderId: string }>;
  /**
   * Asks the provider what became of the order. With `proof` the browser says it paid (the
   * checkout's callback); with null the server is only looking (the status page). Settles what
   * the provider needs settling first (captures an approved PayPal order or an authorised
   * Razorpay payment that matches the order).
   */
  checkPayment(order: StoredProviderOrder, proof: PaymentProof | null): Promise<PaymentCheck>;
  /** Verifies a webhook delivery's signature over its raw body and says what it reports. */
  verifyWebhook(delivery: WebhookDelivery): Promise<WebhookEvent>;
  /** Gives a payment back in full; throws PaymentProviderError when the provider refuses. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
}

/** The adapters this deployment takes payments with; an absent provider is not offered. */
export type PaymentProviders = Partial<Record<CheckoutProvider, PaymentAdapter>>;

/** The provider could not be reached or answered something we cannot read. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: CheckoutProvider,
    message: string,
    readonly details?: unknown,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}
