import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';

import {
  PaymentProviderError,
  type PaymentAdapter,
  type PaymentCheck,
  type ProviderPayment,
  type StoredProviderOrder,
  type WebhookEvent,
} from './types';

export type RazorpayAdapterOptions = {
  keyId: string;
  keySecret: string;
  /** Signs webhook deliveries; without it every delivery is refused. */
  webhookSecret: string | null;
  /** Another API host for the SDK (tests point it at a local stub). */
  apiBase?: string;
  /** Milliseconds before a call to Razorpay gives up. */
  timeoutMs?: number;
};

/** Razorpay's payment entity, the fields read here. */
type RazorpayPayment = {
  id: string;
  order_id: string | null;
  amount: number | string;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  error_description?: string | null;
  created_at?: number;
};

/** Razorpay's refund entity, the fields read here. */
type RazorpayRefund = {
  id: string;
  payment_id: string;
  amount: number | string;
  status: 'pending' | 'processed' | 'failed';
};

type RazorpayWebhookBody = {
  event?: string;
  payload?: { payment?: { entity?: RazorpayPayment } };
};

// Ids go into API paths unescaped by the SDK: only Razorpay's own shapes are sent on.
const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;
const ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;

/**
 * Razorpay through its Node SDK: orders opened on the server (amount in pence, GBP, our order id
 * as the receipt), the checkout's payment checked by its signature and then fetched, webhooks
 * checked over the raw body.
 */
export function createRazorpayAdapter(options: RazorpayAdapterOptions): PaymentAdapter {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The SDK keeps its axios instance on api.rq; its base URL and timeout are the only changes.
  const http = (
    client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }
  ).rq;
  if (options.apiBase) http.defaults.baseURL = options.apiBase;
  http.defaults.timeout = options.timeoutMs ?? 15_000;

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new PaymentProviderError('Razorpay', `${what} failed`, error);
    }
  }

  const asPayment = (payment: RazorpayPayment): ProviderPayment => ({
    transactionId: payment.id,
    paymentId: payment.id,
    amountMinor: Number(payment.amount),
    currency: payment.currency,
  });

  /** Where one payment of the order stands; an authorised payment that matches is captured. */
  async function settle(
    order: StoredProviderOrder,
    payment: RazorpayPayment,
  ): Promise<PaymentCheck> {
    if (payment.status === 'authorized') {
      const matches =
        Number(payment.amount) === order.amountMinor && payment.currency === order.currency;
      // A mismatch is left uncaptured (Razorpay refunds it); the service refuses it as paid.
      if (!matches) return { state: 'paid', payment: asPayment(payment) };
      const captured = await call('Capturing the payment', () =>
        client.payments.capture(payment.id, order.amountMinor, order.currency),
      );
      return settle(order, captured as unknown as RazorpayPayment);
    }
    if (payment.status === 'captured') return { state: 'paid', payment: asPayment(payment) };
    if (payment.status === 'failed' || payment.status === 'refunded') {
      return { state: 'failed', description: payment.error_description ?? undefined };
    }
    return { state: 'pending' };
  }

  return {
    provider: 'Razorpay',
    publicKey: options.keyId,

    async createOrder(order) {
      const created = await call('Creating the order', () =>
        client.orders.create({
          amount: order.amountMinor,
          currency: order.currency,
          receipt: `order_${order.orderId}`,
          notes: {
            orderId: String(order.orderId),
            studentId: String(order.studentId),
            planId: String(order.planId),
            plan: order.planName.slice(0, 200),
          },
        }),
      );
      if (!ORDER_ID.test(created.id)) {
        throw new PaymentProviderError('Razorpay', 'The order came back without an order id');
      }
      return { providerOrderId: created.id };
    },

    async checkPayment(order, proof) {
      if (proof) {
        const { paymentId, signature } = proof;
        if (!paymentId || !signature || !PAYMENT_ID.test(paymentId)) return { state: 'refused' };
        // Razorpay signs order_id|payment_id with the key secret; the order id is the one we
        // stored, so a signature made for another order does not hold here.
        const valid = validatePaymentVerification(
          { order_id: order.providerOrderId, payment_id: paymentId },
          signature,
          options.keySecret,
        );
        if (!valid) return { state: 'refused' };
        const payment = await call(
          'Fetching the payment',
          () => client.payments.fetch(paymentId) as unknown as Promise<RazorpayPayment>,
        );
        if (payment.order_id !== order.providerOrderId) return { state: 'refused' };
        return settle(order, payment);
      }

      const { items } = await call(
        'Fetching the order’s payments',
        () =>
          client.orders.fetchPayments(order.providerOrderId) as unknown as Promise<{
            items: RazorpayPayment[];
          }>,
      );
      const payments = (items ?? []).filter((p) => p.order_id === order.providerOrderId);
      const settled =
        payments.find((p) => p.status === 'captured') ??
        payments.find((p) => p.status === 'authorized');
      if (settled) return settle(order, settled);
      if (payments.some((p) => p.status === 'created')) return { state: 'pending' };
      const failed = payments
        .filter((p) => p.status === 'failed')
        .sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0))[0];
      if (failed) return { state: 'failed', description: failed.error_description ?? undefined };
      return { state: 'open' };
    },

    async refund({ purchaseId, paymentId, amountMinor }) {
      if (!PAYMENT_ID.test(paymentId)) {
        throw new PaymentProviderError('Razorpay', 'The purchase has no Razorpay payment id');
      }
      // Razorpay takes no idempotency key for refunds: one already made for the payment (a
      // retry after our record failed) is answered instead of refunding twice.
      const { items } = await call(
        'Fetching the payment’s refunds',
        () =>
          client.payments.fetchMultipleRefund(paymentId) as unknown as Promise<{
            items?: RazorpayRefund[];
          }>,
      );
      const made =
        (items ?? []).find((refund) => refund.status !== 'failed') ??
        (await call(
          'Refunding the payment',
          () =>
            client.payments.refund(paymentId, {
              amount: amountMinor,
              speed: 'normal',
              receipt: `refund_${purchaseId}`,
              notes: { purchaseId: String(purchaseId) },
            }) as unknown as Promise<RazorpayRefund>,
        ));
      if (made.status === 'failed') {
        throw new PaymentProviderError('Razorpay', 'The refund failed');
      }
      return { refundId: made.id, state: made.status === 'processed' ? 'refunded' : 'pending' };
    },

    async verifyWebhook({ rawBody, headers }): Promise<WebhookEvent> {
      const signature = headers.get('x-razorpay-signature');
      if (!options.webhookSecret || !signature) return { kind: 'refused' };
      let valid = false;
      try {
        valid = Razorpay.validateWebhookSignature(rawBody, signature, options.webhookSecret);
      } catch {
        valid = false;
      }
      if (!valid) return { kind: 'refused' };

      let body: RazorpayWebhookBody;
      try {
        body = JSON.parse(rawBody) as RazorpayWebhookBody;
      } catch {
        return { kind: 'ignored', type: 'unreadable' };
      }
      const type = body.event ?? 'unknown';
      const payment = body.payload?.payment?.entity;
      if (!payment?.order_id || !ORDER_ID.test(payment.order_id)) return { kind: 'ignored', type };
      if ((type === 'order.paid' || type === 'payment.captured') && payment.status === 'captured') {
        return { kind: 'paid', providerOrderId: payment.order_id, payment: asPayment(payment) };
      }
      // Authorised but not captured (manual capture): the server captures it after checking.
      if (type === 'payment.authorized')
        return { kind: 'check', providerOrderId: payment.order_id };
      return { kind: 'ignored', type };
    },
  };
}
