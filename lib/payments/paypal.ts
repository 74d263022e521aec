import { fromMinorUnits, toMinorUnits } from './money';
import {
  PaymentProviderError,
  type PaymentAdapter,
  type PaymentCheck,
  type StoredProviderOrder,
  type WebhookEvent,
} from './types';

export type PayPalAdapterOptions = {
  clientId: string;
  clientSecret: string;
  /** The webhook's id in the PayPal dashboard; without it every delivery is refused. */
  webhookId: string | null;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local stub in tests. */
  apiBase: string;
  /** Milliseconds before a call to PayPal gives up. */
  timeoutMs?: number;
};

type Money = { currency_code: string; value: string };

type PayPalCapture = {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';
  amount?: Money;
  status_details?: { reason?: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
};

type PayPalOrder = {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  purchase_units?: Array<{ payments?: { captures?: PayPalCapture[] } }>;
};

type PayPalError = {
  name?: string;
  message?: string;
  details?: Array<{ issue?: string; description?: string }>;
};

type PayPalAnswer<T> = { status: number; body: T };

/** A PayPal decimal amount in pence; anything unreadable is the provider's fault, not ours. */
function minor(value: string): number {
  try {
    return toMinorUnits(value);
  } catch (error) {
    throw new PaymentProviderError('PayPal', 'An amount could not be read', error);
  }
}

// Order and capture ids go into API paths: only PayPal's own shape is sent on.
const ORDER_ID = /^[A-Z0-9]{8,40}$/;
const CAPTURE_ID = ORDER_ID;

/** PayPal's words for why a capture is pending or declined, as a student can read them. */
const REASONS: Record<string, string> = {
  PENDING_REVIEW: 'PayPal is reviewing this payment.',
  ECHECK: 'The payment was made by eCheck and has not cleared yet.',
  UNILATERAL: 'The payment is waiting for the merchant account to be confirmed.',
  VERIFICATION_REQUIRED: 'PayPal needs to verify this payment.',
  OTHER: 'PayPal is holding this payment.',
};

/**
 * PayPal Orders v2 over its REST API: an OAuth client-credentials token, the order created on the
 * server (intent CAPTURE, one unit, GBP, the plan's price, described by the plan's name) and
 * captured on the server with a request id, so a retried capture is answered, not repeated.
 */
export function createPayPalAdapter(options: PayPalAdapterOptions): PaymentAdapter {
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function send<T>(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<PayPalAnswer<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
    } catch (error) {
      throw new PaymentProviderError('PayPal', `${init.method} ${path} could not be sent`, error);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new PaymentProviderError('PayPal', `${init.method} ${path} answered non-JSON`);
    }
    if (response.status >= 500) {
      throw new PaymentProviderError('PayPal', `${init.method} ${path}: ${response.status}`, body);
    }
    return { status: response.status, body: body as T };
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const answer = await send<{ access_token?: string; expires_in?: number }>('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (answer.status !== 200 || !answer.body?.access_token) {
      throw new PaymentProviderError('PayPal', `No access token (${answer.status})`);
    }
    // Renewed a minute early so a token never expires between the check and its use.
    const lifetime = Math.max(0, (answer.body.expires_in ?? 0) - 60) * 1000;
    token = { value: answer.body.access_token, expiresAt: Date.now() + lifetime };
    return token.value;
  }

  async function api<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: string,
    requestId?: string,
  ): Promise<PayPalAnswer<T>> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      accept: 'application/json',
      prefer: 'return=representation',
    };
    if (requestId) headers['paypal-request-id'] = requestId;
    const answer = await send<T>(path, { method, headers, body });
    if (answer.status === 401) token = null;
    return answer;
  }

  /** Where a completed or approved order stands, from its first capture. */
  function fromCaptures(order: PayPalOrder, stored: StoredProviderOrder): PaymentCheck {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) return { state: 'pending' };
    const reason = capture.status_details?.reason;
    switch (capture.status) {
      case 'COMPLETED':
        if (!capture.amount) return { state: 'pending' };
        return {
          state: 'paid',
          payment: {
            // A PayPal purchase is recorded under the order that was captured.
            transactionId: stored.providerOrderId,
            paymentId: capture.id,
            amountMinor: minor(capture.amount.value),
            currency: capture.amount.currency_code,
          },
        };
      case 'PENDING':
        return { state: 'pending', description: (reason && REASONS[reason]) || undefined };
      case 'DECLINED':
      case 'FAILED':
        return { state: 'failed', description: 'The payment was declined.' };
      default:
        return { state: 'failed', description: 'The payment was refunded.' };
    }
  }

  async function capture(stored: StoredProviderOrder): Promise<PaymentCheck> {
    const answer = await api<PayPalOrder & PayPalError>(
      'POST',
      `/v2/checkout/orders/${stored.providerOrderId}/capture`,
      '{}',
      `frcr-capture-${stored.orderId}`,
    );
    if (answer.status === 200 || answer.status === 201) return fromCaptures(answer.body, stored);
    const issue = answer.body?.details?.[0];
    if (answer.status === 422 && issue?.issue === 'ORDER_ALREADY_CAPTURED') return look(stored);
    if (answer.status === 422 && issue?.issue === 'INSTRUMENT_DECLINED') {
      return { state: 'failed', description: issue.description ?? 'The payment was declined.' };
    }
    if (answer.status === 422 && issue?.issue === 'ORDER_NOT_APPROVED') return { state: 'open' };
    throw new PaymentProviderError('PayPal', `Capture answered ${answer.status}`, answer.body);
  }

  async function look(stored: StoredProviderOrder): Promise<PaymentCheck> {
    const answer = await api<PayPalOrder>('GET', `/v2/checkout/orders/${stored.providerOrderId}`);
    if (answer.status === 404) return { state: 'refused' };
    if (answer.status !== 200) {
      throw new PaymentProviderError('PayPal', `Order lookup answered ${answer.status}`);
    }
    const order = answer.body;
    switch (order.status) {
      case 'COMPLETED':
        return fromCaptures(order, stored);
      case 'APPROVED':
        return capture(stored);
      case 'VOIDED':
        return { state: 'failed', description: 'The PayPal order was voided.' };
      default:
        return { state: 'open' };
    }
  }

  return {
    provider: 'PayPal',
    publicKey: options.clientId,

    async createOrder(order) {
      const value = fromMinorUnits(order.amountMinor);
      const amount = { currency_code: order.currency, value };
      const name = order.planName.slice(0, 127);
      const answer = await api<{ id?: string }>(
        'POST',
        '/v2/checkout/orders',
        JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: `order_${order.orderId}`,
              custom_id: String(order.orderId),
              description: name,
              amount: { ...amount, breakdown: { item_total: amount } },
              items: [{ name, quantity: '1', unit_amount: amount, category: 'DIGITAL_GOODS' }],
            },
          ],
          application_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
        }),
        `frcr-order-${order.orderId}`,
      );
      const id = answer.body?.id;
      if ((answer.status !== 200 && answer.status !== 201) || !id || !ORDER_ID.test(id)) {
        throw new PaymentProviderError('PayPal', `Creating the order answered ${answer.status}`);
      }
      return { providerOrderId: id };
    },

    // The browser's approval proves nothing by itself: the server asks PayPal and captures.
    async checkPayment(order) {
      if (!ORDER_ID.test(order.providerOrderId)) return { state: 'refused' };
      return look(order);
    },

    async refund({ purchaseId, paymentId }) {
      if (!CAPTURE_ID.test(paymentId)) {
        throw new PaymentProviderError('PayPal', 'The purchase has no PayPal capture id');
      }
      // An empty body refunds the whole capture; the request id makes a retry an answer.
      const answer = await api<{ id?: string; status?: string } & PayPalError>(
        'POST',
        `/v2/payments/captures/${paymentId}/refund`,
        '{}',
        `frcr-refund-${purchaseId}`,
      );
      const { id, status } = answer.body ?? {};
      if ((answer.status === 200 || answer.status === 201) && id) {
        if (status === 'COMPLETED') return { refundId: id, state: 'refunded' };
        if (status === 'PENDING') return { refundId: id, state: 'pending' };
      }
      const issue = answer.body?.details?.[0];
      throw new PaymentProviderError(
        'PayPal',
        issue?.description ?? `The refund answered ${answer.status} ${status ?? ''}`.trim(),
        answer.body,
      );
    },

    async verifyWebhook({ rawBody, headers }): Promise<WebhookEvent> {
      if (!options.webhookId) return { kind: 'refused' };
      const header = (name: string) => headers.get(name) ?? '';
      const fields = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: options.webhookId,
      };
      if (Object.values(fields).some((value) => !value)) return { kind: 'refused' };
      let event: { event_type?: string; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody);
      } catch {
        return { kind: 'refused' };
      }
      if (typeof event !== 'object' || event === null) return { kind: 'refused' };

      // PayPal checks its signature over the event exactly as it was sent, so the raw body goes
      // into the request as it is rather than re-serialised.
      const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`;
      const answer = await api<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        body,
      );
      if (answer.status !== 200 || answer.body?.verification_status !== 'SUCCESS') {
        return { kind: 'refused' };
      }

      const type = event.event_type ?? 'unknown';
      if (type === 'PAYMENT.CAPTURE.COMPLETED') {
        const captured = event.resource as PayPalCapture | undefined;
        const orderId = captured?.supplementary_data?.related_ids?.order_id;
        if (!captured?.amount || !orderId || captured.status !== 'COMPLETED') {
          return { kind: 'ignored', type };
        }
        return {
          kind: 'paid',
          providerOrderId: orderId,
          payment: {
            transactionId: orderId,
            paymentId: captured.id,
            amountMinor: minor(captured.amount.value),
            currency: captured.amount.currency_code,
          },
        };
      }
      // The buyer approved but the browser never came back: the server captures it.
      if (type === 'CHECKOUT.ORDER.APPROVED') {
        const id = (event.resource as { id?: unknown } | undefined)?.id;
        if (typeof id === 'string' && ORDER_ID.test(id)) {
          return { kind: 'check', providerOrderId: id };
        }
      }
      return { kind: 'ignored', type };
    },
  };
}
