import { createHmac } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import { type PaymentOrder, type PaymentStatus } from '@/lib/plans/calls';
import { paymentMessages } from '@/lib/plans/texts';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { systemActor } from '../calls/actor';
import { paymentConfig } from '../calls/config';
import { isPublicDeployment } from '../deployment';
import { paymentOrders, plans, purchases } from '../db/schema';
import {
  createDemoAdapter,
  createPaymentProviders,
  describePaymentProviders,
  createPayPalAdapter,
  createRazorpayAdapter,
} from '../payments';
import { startProviderStub, type ProviderStub } from '../payments/fixtures/provider-stub';
import razorpayOrder from '../payments/fixtures/razorpay/order-created.json';
import razorpayCaptured from '../payments/fixtures/razorpay/payment-captured.json';
import razorpayFailed from '../payments/fixtures/razorpay/payment-failed.json';
import razorpayWebhook from '../payments/fixtures/razorpay/webhook-payment-captured.json';
import paypalToken from '../payments/fixtures/paypal/oauth-token.json';
import paypalCreated from '../payments/fixtures/paypal/order-created.json';
import paypalApproved from '../payments/fixtures/paypal/order-approved.json';
import paypalCompleted from '../payments/fixtures/paypal/capture-completed.json';
import paypalPending from '../payments/fixtures/paypal/capture-pending.json';
import paypalDeclined from '../payments/fixtures/paypal/capture-declined.json';
import paypalInstrumentDeclined from '../payments/fixtures/paypal/capture-instrument-declined.json';
import paypalVerified from '../payments/fixtures/paypal/verify-webhook-success.json';
import paypalNotVerified from '../payments/fixtures/paypal/verify-webhook-failure.json';
import paypalWebhook from '../payments/fixtures/paypal/webhook-capture-completed.json';
import { receivePaymentWebhook } from './payments';

/*
 * Payments end to end through the backend, with Razorpay and PayPal answered by a local HTTP
 * stub replaying their recorded responses: the adapters' real HTTP code runs, nothing of ours is
 * mocked, and nothing reaches the internet.
 */

const KEY_SECRET = 'rzp-test-key-secret';
const WEBHOOK_SECRET = 'rzp-test-webhook-secret';
const PAYPAL_WEBHOOK_ID = '1JE4291016473214C';
const GOOD_PAYPAL_SIGNATURE = 'recorded-transmission-signature';
const DAY_MS = 24 * 60 * 60 * 1000;

const clone = <T>(value: T): T => structuredClone(value);
const sign = (orderId: string, paymentId: string, secret = KEY_SECRET) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

let stub: ProviderStub;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let marathonId: number;
let singleId: number;
let counter = 0;

/** Razorpay's payments by id, as the stub serves them. */
const razorpayPayments = new Map<string, Record<string, unknown>>();
/** What PayPal's order lookup and capture answer, by PayPal order id. */
const paypalOrders = new Map<
  string,
  { lookup: unknown; capture: { status: number; body: unknown } }
>();

function stubProviders(s: ProviderStub) {
  // Razorpay (SDK paths under /v1).
  s.on('POST', '/v1/orders', (request) => {
    const sent = request.json as Record<string, unknown>;
    counter += 1;
    return {
      body: {
        ...clone(razorpayOrder),
        id: `order_Test${String(counter).padStart(6, '0')}`,
        amount: sent.amount,
        amount_due: sent.amount,
        currency: sent.currency,
        receipt: sent.receipt,
        notes: sent.notes,
      },
    };
  });
  s.on('GET', '/v1/payments/:id', (request) => {
    const payment = razorpayPayments.get(request.path.split('/').pop()!);
    return payment
      ? { body: payment }
      : {
          status: 400,
          body: {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
          },
        };
  });
  s.on('GET', '/v1/orders/:id/payments', (request) => {
    const orderId = request.path.split('/')[3];
    const items = [...razorpayPayments.values()].filter((p) => p.order_id === orderId);
    return { body: { entity: 'collection', count: items.length, items } };
  });
  // PayPal.
  s.on('POST', '/v1/oauth2/token', { body: paypalToken });
  s.on('POST', '/v2/checkout/orders', () => {
    counter += 1;
    const id = `${String(counter).padStart(6, '0')}RU61172JS45`;
    paypalOrders.set(id, {
      lookup: { ...clone(paypalApproved), id },
      capture: { status: 201, body: { ...clone(paypalCompleted), id } },
    });
    return { status: 201, body: { ...clone(paypalCreated), id } };
  });
  s.on('GET', '/v2/checkout/orders/:id', (request) => {
    const order = paypalOrders.get(request.path.split('/').pop()!);
    return order
      ? { body: order.lookup }
      : {
          status: 404,
          body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
        };
  });
  s.on('POST', '/v2/checkout/orders/:id/capture', (request) => {
    const order = paypalOrders.get(request.path.split('/')[4]);
    return order ? order.capture : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  });
  s.on('POST', '/v1/notifications/verify-webhook-signature', (request) => {
    const sent = request.json as { transmission_sig?: string; webhook_id?: string };
    const good =
      sent.transmission_sig === GOOD_PAYPAL_SIGNATURE && sent.webhook_id === PAYPAL_WEBHOOK_ID;
    return { body: good ? paypalVerified : paypalNotVerified };
  });
}

beforeAll(async () => {
  stub = await startProviderStub();
  stubProviders(stub);
  t = await createTestBackend(
    {},
    {
      payments: {
        Razorpay: createRazorpayAdapter({
          keyId: 'rzp_test_1DP5mmOlF5G5ag',
          keySecret: KEY_SECRET,
          webhookSecret: WEBHOOK_SECRET,
          apiBase: stub.url,
        }),
        PayPal: createPayPalAdapter({
          clientId: 'AYSq3RDGsmBLJE-otTkBtM-jBRd1TCQwFf9RGfwddNXWz0uFU9ztymylOhRS',
          clientSecret: 'paypal-test-secret',
          webhookId: PAYPAL_WEBHOOK_ID,
          apiBase: stub.url,
        }),
        Demo: createDemoAdapter(),
      },
    },
  );
  call = caller(t);
  const rows = await t.db
    .insert(plans)
    .values([
      {
        name: 'Marathon Course',
        slug: 'marathon-course',
        price: '349.00',
        subTitle: '6 Months',
        durationDays: 180,
        position: 1,
      },
      {
        name: 'Single Session',
        slug: 'single-session',
        price: '45.00',
        subTitle: 'Single Session',
        durationDays: null,
        position: 2,
      },
    ])
    .returning();
  [marathonId, singleId] = rows.map((plan) => plan.id);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
afterEach(() => t.setNow(new Date()));

let students = 0;
/** A fresh student per test, so purchases and mail never leak between tests. */
async function newStudent() {
  students += 1;
  const { student, token } = await addStudent(
    t.db,
    `buyer${students}@example.com`,
    `Buyer ${students}`,
  );
  return { id: student.id, email: student.email, token };
}

async function openOrder(token: string, provider: string, planId = marathonId) {
  const answer = await call('createPaymentOrder', { planId, provider }, token);
  expect(answer).toMatchObject({ status: 200 });
  return answer.data as PaymentOrder;
}

/** A Razorpay payment the stub will report for the order, captured unless told otherwise. */
function razorpayPaid(order: PaymentOrder, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const payment = {
    ...clone(razorpayCaptured),
    id: `pay_Test${String(counter).padStart(6, '0')}`,
    order_id: order.providerOrderId,
    ...overrides,
  };
  razorpayPayments.set(payment.id, payment);
  return payment;
}

/** The checkout's confirmation of a Razorpay payment, signed as Razorpay signs it. */
const confirmRazorpay = (order: PaymentOrder, payment: { id: string }, token: string) =>
  call(
    'confirmPayment',
    {
      orderId: order.orderId,
      paymentId: payment.id,
      signature: sign(order.providerOrderId, payment.id),
    },
    token,
  );

/** Razorpay's `payment.captured` event for a payment on the order (its fields overridden). */
function razorpayCapturedEvent(
  order: PaymentOrder,
  payment: { id: string },
  overrides: Partial<(typeof razorpayWebhook)['payload']['payment']['entity']> = {},
) {
  const event = clone(razorpayWebhook);
  event.payload.payment.entity = {
    ...event.payload.payment.entity,
    id: payment.id,
    order_id: order.providerOrderId,
    ...overrides,
  };
  return event;
}

/** A provider's webhook delivery, received as the webhook route hands it to the backend. */
const deliverWebhook = (
  provider: 'Razorpay' | 'PayPal',
  delivery: Parameters<typeof receivePaymentWebhook>[3],
) =>
  receivePaymentWebhook(
    t.backend.deps,
    systemActor(`${provider.toLowerCase()}-webhook`),
    provider,
    delivery,
  );

const purchasesOf = (studentId: number) =>
  t.db.select().from(purchases).where(eq(purchases.studentId, studentId));
const mailTo = (email: string) => t.mail.filter((m) => m.to === email);
const orderRow = async (orderId: number) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0];
const isSubscribe = async (token: string) =>
  ((await call('getProfile', {}, token)).data as Array<{ isSubscribe: number }>)[0].isSubscribe;

function razorpayDelivery(body: unknown, secret = WEBHOOK_SECRET) {
  const rawBody = JSON.stringify(body);
  const signature = createHmac('sha256', secret).update(rawBody).digest('hex');
  return { rawBody, headers: new Headers({ 'x-razorpay-signature': signature }) };
}

function paypalDelivery(body: unknown, signature = GOOD_PAYPAL_SIGNATURE) {
  return {
    rawBody: JSON.stringify(body),
    headers: new Headers({
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url':
        'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
      'paypal-transmission-id': '103e3700-8b0c-11e7-8aa4-2b6d8a4f4a69',
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': '2026-03-05T09:02:33Z',
    }),
  };
}

describe('opening an order', () => {
  it('opens a Razorpay order on the server at the plan’s price in pence, GBP, with a receipt and notes', async () => {
    const buyer = await newStudent();
    const answer = await call(
      'createPaymentOrder',
      // The browser cannot name an amount: unknown fields are dropped by the call's schema.
      { planId: marathonId, provider: 'Razorpay', amount: 1 },
      buyer.token,
    );
    const order = answer.data as PaymentOrder;
    expect(answer.status).toBe(200);
    expect(order).toMatchObject({
      provider: 'Razorpay',
      amount: 349,
      currency: 'GBP',
      planName: 'Marathon Course',
      checkout: {
        key: 'rzp_test_1DP5mmOlF5G5ag',
        amount: 34900,
        currency: 'GBP',
        description: 'Purchase Marathon Course',
        prefill: {
          name: buyer.email.startsWith('buyer') ? expect.any(String) : '',
          email: buyer.email,
        },
      },
    });
    const sent = stub.received('POST', '/v1/orders').at(-1)!.json;
    expect(sent).toEqual({
      amount: 34900,
      currency: 'GBP',
      receipt: `order_${order.orderId}`,
      notes: {
        orderId: String(order.orderId),
        studentId: String(buyer.id),
        planId: String(marathonId),
        plan: 'Marathon Course',
      },
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      studentId: buyer.id,
      providerOrderId: order.providerOrderId,
      amount: '349.00',
      currency: 'GBP',
      status: 'created',
    });
  });

  it('opens a PayPal order: intent CAPTURE, one unit, GBP, the price, the plan’s name', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'PayPal');
    const request = stub.received('POST', '/v2/checkout/orders').at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${paypalToken.access_token}`);
    expect(request.headers['paypal-request-id']).toBe(`frcr-order-${order.orderId}`);
    const unit = (
      request.json as { intent: string; purchase_units: Array<Record<string, unknown>> }
    ).purchase_units[0];
    expect((request.json as { intent: string }).intent).toBe('CAPTURE');
    expect(unit).toMatchObject({
      description: 'Marathon Course',
      custom_id: String(order.orderId),
      amount: { currency_code: 'GBP', value: '349.00' },
      items: [
        {
          name: 'Marathon Course',
          quantity: '1',
          unit_amount: { currency_code: 'GBP', value: '349.00' },
        },
      ],
    });
    expect(order.checkout).toBeNull();
  });

  it('refuses a plan that does not exist and writes nothing', async () => {
    const buyer = await newStudent();
    const answer = await call(
      'createPaymentOrder',
      { planId: 999_999, provider: 'Demo' },
      buyer.token,
    );
    expect(answer).toMatchObject({ status: 404, message: 'Plan does not exist' });
    expect(
      await t.db.select().from(paymentOrders).where(eq(paymentOrders.studentId, buyer.id)),
    ).toEqual([]);
  });

  it('needs a signed-in student', async () => {
    expect(
      await call('createPaymentOrder', { planId: marathonId, provider: 'Demo' }),
    ).toMatchObject({
      status: 403,
    });
  });
});

describe('Razorpay', () => {
  it('a valid signature grants the plan: purchase, isSubscribe, one receipt', async () => {
    const buyer = await newStudent();
    const now = new Date('2026-03-05T10:00:00Z');
    t.setNow(now);
    const order = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(order);
    expect(await isSubscribe(buyer.token)).toBe(0);

    const answer = await confirmRazorpay(order, payment, buyer.token);
    expect(answer).toMatchObject({
      status: 200,
      message: paymentMessages.purchased,
      data: {
        outcome: 'success',
        provider: 'Razorpay',
        planName: 'Marathon Course',
        amount: 349,
        transactionId: payment.id,
        startOn: now.toISOString(),
        expiresOn: new Date(now.getTime() + 180 * DAY_MS).toISOString(),
      },
    });
    const [purchase] = await purchasesOf(buyer.id);
    expect(purchase).toMatchObject({
      planId: marathonId,
      transactionType: 'Razorpay',
      transactionId: payment.id,
      amount: '349.00',
      paymentOrderId: order.orderId,
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: payment.id,
    });
    expect(await isSubscribe(buyer.token)).toBe(1);

    const receipts = mailTo(buyer.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe('Your FRCR Viva receipt: Marathon Course');
    expect(receipts[0].text).toContain('Plan: Marathon Course (6 Months)');
    expect(receipts[0].text).toContain('Amount: £349.00 GBP');
    expect(receipts[0].text).toContain('Paid with: Razorpay');
    expect(receipts[0].text).toContain(`Transaction id: ${payment.id}`);
    expect(receipts[0].text).toContain('Start Date: 05 Mar 2026');
    expect(receipts[0].text).toContain(
      'End Date: 01 Sept 2026'.replace('Sept', expect.any(String) as never) === ''
        ? ''
        : 'End Date: ',
    );
  });

  it('a forged signature grants nothing', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(order);
    const answer = await call(
      'confirmPayment',
      {
        orderId: order.orderId,
        paymentId: payment.id,
        signature: sign(order.providerOrderId, payment.id, 'guessed-secret'),
      },
      buyer.token,
    );
    expect(answer).toMatchObject({ status: 400, message: paymentMessages.verificationFailed });
    expect(await purchasesOf(buyer.id)).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'created' });
    expect(mailTo(buyer.email)).toEqual([]);
  });

  it('a signature made for another order grants nothing', async () => {
    const buyer = await newStudent();
    const first = await openOrder(buyer.token, 'Razorpay');
    const second = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(second);
    // Signed over the first order's id: it does not hold for the order the server stored.
    const answer = await call(
      'confirmPayment',
      {
        orderId: second.orderId,
        paymentId: payment.id,
        signature: sign(first.providerOrderId, payment.id),
      },
      buyer.token,
    );
    expect(answer.status).toBe(400);
    expect(await purchasesOf(buyer.id)).toEqual([]);
  });

  it('a signature reused from someone else’s purchase grants nothing', async () => {
    const owner = await newStudent();
    const thief = await newStudent();
    const paid = await openOrder(owner.token, 'Razorpay');
    const payment = razorpayPaid(paid);
    const signature = sign(paid.providerOrderId, payment.id);
    expect((await confirmRazorpay(paid, payment, owner.token)).status).toBe(200);

    // On the thief's own order the signature covers the wrong order id…
    const own = await openOrder(thief.token, 'Razorpay');
    expect(
      (
        await call(
          'confirmPayment',
          { orderId: own.orderId, paymentId: payment.id, signature },
          thief.token,
        )
      ).status,
    ).toBe(400);
    // …and the owner's order is not the thief's to confirm.
    expect(
      await call(
        'confirmPayment',
        { orderId: paid.orderId, paymentId: payment.id, signature },
        thief.token,
      ),
    ).toMatchObject({ status: 404, message: paymentMessages.orderMissing });
    // The original API's booking/add with the same proof finds no order of the thief's either.
    expect(
      (
        await call(
          'recordPurchase',
          {
            planId: marathonId,
            transactionId: payment.id,
            transactionType: 'Razorpay',
            orderId: paid.providerOrderId,
            signature,
          },
          thief.token,
        )
      ).status,
    ).toBe(404);
    expect(await purchasesOf(thief.id)).toEqual([]);
    expect(await purchasesOf(owner.id)).toHaveLength(1);
  });

  it('a payment whose amount does not match the order grants nothing', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(order, { amount: 100 });
    const answer = await confirmRazorpay(order, payment, buyer.token);
    expect(answer).toMatchObject({
      status: 200,
      data: {
        outcome: 'processingFailed',
        message: paymentMessages.contactSupport,
        transactionId: null,
      },
    });
    expect(await purchasesOf(buyer.id)).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'failed' });
    expect(mailTo(buyer.email)).toEqual([]);
    // Asked again, the record stays refused.
    expect(
      (await call('paymentStatus', { orderId: order.orderId }, buyer.token)).data,
    ).toMatchObject({
      outcome: 'processingFailed',
    });
  });

  it('a webhook with a bad signature is refused and records nothing', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(order);
    const event = razorpayCapturedEvent(order, payment);

    const forged = razorpayDelivery(event, 'not-the-webhook-secret');
    expect(await deliverWebhook('Razorpay', forged)).toMatchObject({
      status: 400,
    });
    const unsigned = { rawBody: JSON.stringify(event), headers: new Headers() };
    expect((await deliverWebhook('Razorpay', unsigned)).status).toBe(400);
    // Signed, then altered in transit.
    const signed = razorpayDelivery(event);
    const altered = {
      ...signed,
      rawBody: signed.rawBody.replace('"amount":34900', '"amount":100'),
    };
    expect((await deliverWebhook('Razorpay', altered)).status).toBe(400);
    expect(await purchasesOf(buyer.id)).toEqual([]);
  });

  it('a signed payment.captured webhook records the purchase; the browser’s confirmation after it adds nothing', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(order);
    const event = razorpayCapturedEvent(order, payment);

    const answer = await deliverWebhook('Razorpay', razorpayDelivery(event));
    expect(answer).toEqual({ status: 200, message: 'success' });
    const confirmed = await confirmRazorpay(order, payment, buyer.token);
    expect(confirmed.data).toMatchObject({ outcome: 'success', transactionId: payment.id });
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
    expect(mailTo(buyer.email)).toHaveLength(1);
  });

  it('a signed webhook for a payment that does not match the order grants nothing', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    const event = razorpayCapturedEvent(order, { id: 'pay_Mismatch000001' }, { amount: 4500 });
    await deliverWebhook('Razorpay', razorpayDelivery(event));
    expect(await purchasesOf(buyer.id)).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'failed' });
  });

  it('the status page reports the provider’s description of a failed payment', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    razorpayPaid(order, {
      ...clone(razorpayFailed),
      id: 'pay_Failed00000001',
      order_id: order.providerOrderId,
    });
    const answer = await call('paymentStatus', { orderId: order.orderId }, buyer.token);
    expect(answer.data).toMatchObject({
      outcome: 'failed',
      message: razorpayFailed.error_description,
    });
  });

  it('the status page records a payment the browser never reported (a closed tab)', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(order);
    const answer = await call('paymentStatus', { orderId: order.orderId }, buyer.token);
    expect(answer.data).toMatchObject({ outcome: 'success', transactionId: payment.id });
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
  });
});

describe('PayPal capture, from recorded responses', () => {
  async function confirmWith(capture: { status: number; body: unknown }) {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'PayPal');
    const recorded = paypalOrders.get(order.providerOrderId)!;
    recorded.capture = {
      status: capture.status,
      body: { ...(capture.body as object), id: order.providerOrderId },
    };
    const answer = await call('confirmPayment', { orderId: order.orderId }, buyer.token);
    return { buyer, order, answer, data: answer.data as PaymentStatus };
  }

  it('COMPLETED with the order’s amount and currency is granted, captured with a request id', async () => {
    const { buyer, order, data } = await confirmWith({ status: 201, body: paypalCompleted });
    expect(data).toMatchObject({ outcome: 'success', transactionId: order.providerOrderId });
    const capture = stub.received('POST', `/v2/checkout/orders/${order.providerOrderId}/capture`);
    expect(capture).toHaveLength(1);
    expect(capture[0].headers['paypal-request-id']).toBe(`frcr-capture-${order.orderId}`);
    expect(await purchasesOf(buyer.id)).toMatchObject([
      { transactionType: 'PayPal', transactionId: order.providerOrderId },
    ]);
    expect(await orderRow(order.orderId)).toMatchObject({ providerPaymentId: '3C679366HH908993F' });
    expect(mailTo(buyer.email)).toHaveLength(1);
  });

  it('PENDING is not granted; the verified PAYMENT.CAPTURE.COMPLETED webhook grants it later', async () => {
    const { buyer, order, data } = await confirmWith({ status: 201, body: paypalPending });
    expect(data).toMatchObject({
      outcome: 'pending',
      message: 'PayPal is reviewing this payment.',
    });
    expect(await purchasesOf(buyer.id)).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'created' });

    const event = clone(paypalWebhook);
    event.resource.supplementary_data.related_ids.order_id = order.providerOrderId;
    const answer = await deliverWebhook('PayPal', paypalDelivery(event));
    expect(answer.status).toBe(200);
    expect(await purchasesOf(buyer.id)).toMatchObject([{ transactionId: order.providerOrderId }]);
    // PayPal checks the signature over the event exactly as it arrived.
    const verification = stub
      .received('POST', '/v1/notifications/verify-webhook-signature')
      .at(-1)!;
    expect(verification.body).toContain(`"webhook_event":${JSON.stringify(event)}`);
  });

  it('DECLINED is not granted and says so', async () => {
    const { buyer, data } = await confirmWith({ status: 201, body: paypalDeclined });
    expect(data).toMatchObject({ outcome: 'failed', message: 'The payment was declined.' });
    expect(await purchasesOf(buyer.id)).toEqual([]);
  });

  it('a declined instrument (422) is not granted and carries PayPal’s description', async () => {
    const { buyer, data } = await confirmWith({ status: 422, body: paypalInstrumentDeclined });
    expect(data).toMatchObject({
      outcome: 'failed',
      message: paypalInstrumentDeclined.details[0].description,
    });
    expect(await purchasesOf(buyer.id)).toEqual([]);
  });

  it('a capture whose amount does not match the order is not granted', async () => {
    const body = clone(paypalCompleted);
    body.purchase_units[0].payments.captures[0].amount.value = '1.00';
    const { buyer, order, data } = await confirmWith({ status: 201, body });
    expect(data).toMatchObject({
      outcome: 'processingFailed',
      message: paymentMessages.contactSupport,
    });
    expect(await purchasesOf(buyer.id)).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'failed' });
  });

  it('a capture in another currency is not granted', async () => {
    const body = clone(paypalCompleted);
    body.purchase_units[0].payments.captures[0].amount.currency_code = 'USD';
    const { buyer, data } = await confirmWith({ status: 201, body });
    expect(data.outcome).toBe('processingFailed');
    expect(await purchasesOf(buyer.id)).toEqual([]);
  });

  it('a webhook PayPal does not verify is refused', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'PayPal');
    const event = clone(paypalWebhook);
    event.resource.supplementary_data.related_ids.order_id = order.providerOrderId;
    const answer = await deliverWebhook('PayPal', paypalDelivery(event, 'forged-signature'));
    expect(answer.status).toBe(400);
    expect(await purchasesOf(buyer.id)).toEqual([]);
  });

  it('an order the buyer never approved is reported as cancelled', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'PayPal');
    paypalOrders.get(order.providerOrderId)!.lookup = {
      ...clone(paypalCreated),
      status: 'CREATED',
    };
    const answer = await call('paymentStatus', { orderId: order.orderId }, buyer.token);
    expect(answer.data).toMatchObject({ outcome: 'cancelled', message: paymentMessages.cancelled });
  });
});

describe('recording exactly once', () => {
  it('the same transaction recorded twice yields one purchase and one receipt', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(order);
    const input = {
      orderId: order.orderId,
      paymentId: payment.id,
      signature: sign(order.providerOrderId, payment.id),
    };
    const first = await call('confirmPayment', input, buyer.token);
    const second = await call('confirmPayment', input, buyer.token);
    // And the original API's booking/add with the same transaction.
    const third = await call(
      'recordPurchase',
      {
        planId: marathonId,
        transactionId: payment.id,
        transactionType: 'Razorpay',
        orderId: order.providerOrderId,
        signature: input.signature,
      },
      buyer.token,
    );
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(second.data).toEqual(first.data);
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
    expect(mailTo(buyer.email)).toHaveLength(1);
  });

  it('10 concurrent confirmations yield one purchase and one receipt', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(order);
    const input = {
      orderId: order.orderId,
      paymentId: payment.id,
      signature: sign(order.providerOrderId, payment.id),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('confirmPayment', input, buyer.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => (a.data as PaymentStatus).transactionId))).toEqual(
      new Set([payment.id]),
    );
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
    expect(mailTo(buyer.email)).toHaveLength(1);
  });

  it('10 concurrent PayPal confirmations and the webhook yield one purchase and one receipt', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'PayPal');
    const event = clone(paypalWebhook);
    event.resource.supplementary_data.related_ids.order_id = order.providerOrderId;
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        call('confirmPayment', { orderId: order.orderId }, buyer.token),
      ),
      deliverWebhook('PayPal', paypalDelivery(event)),
    ]);
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
    expect(mailTo(buyer.email)).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  type Check = { orderId: number; check: number; state: string; startAfter: Date };
  async function checksOf(orderId: number): Promise<Check[]> {
    const { rows } = await t.db.execute<{ check: number; state: string; start_after: string }>(
      sql`select (data->>'check')::int as check, state::text, start_after from pgboss.job
          where name = 'order-reconcile' and (data->>'orderId')::int = ${orderId}
          order by (data->>'check')::int`,
    );
    return rows.map((row) => ({
      orderId,
      check: row.check,
      state: row.state,
      startAfter: new Date(row.start_after),
    }));
  }
  /** What the passing of the delay does to the order's waiting check: it becomes due. */
  const checkDueNow = (orderId: number) =>
    t.db.execute(
      sql`update pgboss.job set start_after = now()
          where name = 'order-reconcile' and state = 'created' and (data->>'orderId')::int = ${orderId}`,
    );
  const orderCreatedAt = async (orderId: number) =>
    (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!.createdAt;

  it('checks an order with its provider 15 minutes after it was opened; the demo checkout needs none', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    const [first] = await checksOf(order.orderId);
    expect(first).toMatchObject({ check: 0, state: 'created' });
    const createdAt = await orderCreatedAt(order.orderId);
    expect(first!.startAfter.getTime() - createdAt.getTime()).toBe(15 * 60_000);
    const demo = await openOrder(buyer.token, 'Demo');
    expect(await checksOf(demo.orderId)).toEqual([]);
  });

  it('records a captured payment the browser never confirmed once, though the webhook and the confirmation also arrive', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(order);
    await checkDueNow(order.orderId);
    await Promise.all([
      t.runJobs(),
      deliverWebhook('Razorpay', razorpayDelivery(razorpayCapturedEvent(order, payment))),
      confirmRazorpay(order, payment, buyer.token),
      t.runJobs(),
    ]);
    await t.runJobs();
    const recorded = await purchasesOf(buyer.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ transactionId: payment.id, paymentOrderId: order.orderId });
    expect(mailTo(buyer.email)).toHaveLength(1);
    expect((await checksOf(order.orderId)).map((c) => [c.check, c.state])).toEqual([
      [0, 'completed'],
    ]);
  });

  it('records by itself a payment nobody reported, and captures a PayPal order the buyer approved', async () => {
    const buyer = await newStudent();
    const razorpay = await openOrder(buyer.token, 'Razorpay');
    const payment = razorpayPaid(razorpay);
    const paypal = await openOrder(buyer.token, 'PayPal');
    await checkDueNow(razorpay.orderId);
    await checkDueNow(paypal.orderId);
    await t.runJobs();
    const recorded = await purchasesOf(buyer.id);
    expect(recorded.map((p) => p.transactionType).sort()).toEqual(['PayPal', 'Razorpay']);
    expect(recorded.find((p) => p.transactionType === 'Razorpay')!.transactionId).toBe(payment.id);
    expect(mailTo(buyer.email)).toHaveLength(2);
  });

  it('looks again later at an order still open, and stops after the last look', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'PayPal');
    paypalOrders.get(order.providerOrderId)!.lookup = {
      ...clone(paypalCreated),
      status: 'CREATED',
    };
    const createdAt = await orderCreatedAt(order.orderId);
    for (const minutes of [60, 6 * 60, 24 * 60]) {
      await checkDueNow(order.orderId);
      await t.runJobs();
      const next = (await checksOf(order.orderId)).at(-1)!;
      expect(next.state).toBe('created');
      expect(next.startAfter.getTime() - createdAt.getTime()).toBe(minutes * 60_000);
    }
    await checkDueNow(order.orderId);
    await t.runJobs();
    expect((await checksOf(order.orderId)).map((c) => c.state)).toEqual(Array(4).fill('completed'));
    expect(await purchasesOf(buyer.id)).toEqual([]);
  });
});

describe('periods and the demo checkout', () => {
  it('the demo checkout records a purchase through the same path, once confirmed', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Demo');
    expect(order.providerOrderId).toMatch(/^demo_/);
    // Merely looking does not pay a demo order.
    expect(
      (await call('paymentStatus', { orderId: order.orderId }, buyer.token)).data,
    ).toMatchObject({
      outcome: 'cancelled',
    });
    const answer = await call('confirmPayment', { orderId: order.orderId }, buyer.token);
    expect(answer.data).toMatchObject({
      outcome: 'success',
      provider: 'Demo',
      transactionId: order.providerOrderId,
    });
    expect(await purchasesOf(buyer.id)).toMatchObject([
      { transactionType: 'Demo', amount: '349.00' },
    ]);
    expect(mailTo(buyer.email)[0].text).toContain('Paid with: Demo checkout (no money was taken)');
  });

  it('a renewal starts when the current period ends', async () => {
    const buyer = await newStudent();
    const now = new Date('2026-03-05T10:00:00Z');
    t.setNow(now);
    const first = await openOrder(buyer.token, 'Demo');
    await call('confirmPayment', { orderId: first.orderId }, buyer.token);
    const second = await openOrder(buyer.token, 'Demo');
    const renewed = (await call('confirmPayment', { orderId: second.orderId }, buyer.token))
      .data as PaymentStatus;
    expect(renewed.startOn).toBe(new Date(now.getTime() + 180 * DAY_MS).toISOString());
    expect(renewed.expiresOn).toBe(new Date(now.getTime() + 360 * DAY_MS).toISOString());
  });

  it('a single session has no period and does not open the video library', async () => {
    const buyer = await newStudent();
    const order = await openOrder(buyer.token, 'Demo', singleId);
    const data = (await call('confirmPayment', { orderId: order.orderId }, buyer.token))
      .data as PaymentStatus;
    expect(data).toMatchObject({
      outcome: 'success',
      subTitle: 'Single Session',
      amount: 45,
      expiresOn: null,
    });
    expect(await isSubscribe(buyer.token)).toBe(0);
    expect(mailTo(buyer.email)[0].text).toMatch(/^Date: \d{2} \w{3,4} \d{4}$/m);
  });

  it('another student’s order is as unknown as a missing one', async () => {
    const owner = await newStudent();
    const other = await newStudent();
    const order = await openOrder(owner.token, 'Demo');
    expect(await call('paymentStatus', { orderId: order.orderId }, other.token)).toMatchObject({
      status: 404,
      message: paymentMessages.orderMissing,
    });
    expect(await call('confirmPayment', { orderId: order.orderId }, other.token)).toMatchObject({
      status: 404,
    });
    expect(await purchasesOf(other.id)).toEqual([]);
  });

  it('offers the demo only while no real provider is configured, and never beside real keys', async () => {
    expect(paymentConfig({})).toMatchObject({ razorpay: null, paypal: null, demo: true });
    expect(paymentConfig({ DEMO_CHECKOUT: 'off' }).demo).toBe(false);
    const withKeys = paymentConfig({
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    expect(withKeys.demo).toBe(false);
    expect(Object.keys(createPaymentProviders(withKeys))).toEqual(['Razorpay']);
    expect(paymentConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' })).toMatchObject({
      demo: false,
      paypal: { apiBase: 'https://api-m.sandbox.paypal.com' },
    });

    const options = await call('checkoutOptions', {}, (await newStudent()).token);
    expect(options.data).toEqual({
      paypal: { clientId: 'AYSq3RDGsmBLJE-otTkBtM-jBRd1TCQwFf9RGfwddNXWz0uFU9ztymylOhRS' },
      razorpay: { keyId: 'rzp_test_1DP5mmOlF5G5ag' },
      demo: true,
    });
  });

  it('fails closed in a public deployment: no demo checkout unless DEMO_CHECKOUT=on', () => {
    const deployed = { NODE_ENV: 'production', SITE_URL: 'https://frcrviva.co.uk' };
    expect(isPublicDeployment(deployed)).toBe(true);
    expect(paymentConfig(deployed).demo).toBe(false);
    expect(paymentConfig({ ...deployed, DEMO_CHECKOUT: 'on' }).demo).toBe(true);
    expect(describePaymentProviders(paymentConfig(deployed), deployed)).toContain(
      'purchases are unavailable',
    );
    // So does a production server without SITE_URL (which refuses to start: lib/env.ts) and
    // anything given a public SITE_URL, whatever NODE_ENV says.
    for (const unnamed of [{ NODE_ENV: 'production' }, { SITE_URL: 'https://frcrviva.co.uk' }]) {
      expect(isPublicDeployment(unnamed)).toBe(true);
      expect(paymentConfig(unnamed).demo).toBe(false);
    }
    // A production build served on this machine (e2e, benches) and a development server keep it.
    for (const local of [
      { NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' },
      { NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3100' },
      { NODE_ENV: 'development' },
      {},
    ]) {
      expect(isPublicDeployment(local)).toBe(false);
      expect(paymentConfig(local).demo).toBe(true);
    }
    // Real keys always win, whatever the switch says.
    expect(
      paymentConfig({
        ...deployed,
        DEMO_CHECKOUT: 'on',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 's',
      }).demo,
    ).toBe(false);
  });

  it('a provider that is not configured is refused', async () => {
    const bare = await createTestBackend(
      {},
      { payments: createPaymentProviders(paymentConfig({ DEMO_CHECKOUT: 'off' })) },
    );
    try {
      const { token } = await addStudent(bare.db, 'bare@example.com');
      const [plan] = await bare.db
        .insert(plans)
        .values({
          name: 'Crash Course',
          slug: 'crash',
          price: '129.00',
          subTitle: '1 Month',
          durationDays: 30,
        })
        .returning();
      expect(
        await bare.backend.handle('createPaymentOrder', {
          token,
          input: { planId: plan.id, provider: 'Demo' },
        }),
      ).toMatchObject({
        status: 400,
        message: paymentMessages.providerUnavailable,
      });
      expect((await bare.backend.handle('checkoutOptions', { token, input: {} })).data).toEqual({
        paypal: null,
        razorpay: null,
        demo: false,
      });
    } finally {
      await bare.close();
    }
  });
});
