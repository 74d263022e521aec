import { and, eq } from 'drizzle-orm';

import { type DataOf } from '@/lib/calls/define-call';
import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import {
  auditLog,
  liveSessions,
  paymentOrders,
  plans,
  purchases,
  sessionBookings,
} from '../db/schema';
import { createDemoAdapter, createPayPalAdapter, createRazorpayAdapter } from '../payments';
import { startProviderStub, type ProviderStub } from '../payments/fixtures/provider-stub';
import paypalToken from '../payments/fixtures/paypal/oauth-token.json';
import paypalRefund from '../payments/fixtures/paypal/refund-completed.json';
import paypalAlreadyRefunded from '../payments/fixtures/paypal/refund-already-refunded.json';
import razorpayRefund from '../payments/fixtures/razorpay/refund-processed.json';
import razorpayNoRefunds from '../payments/fixtures/razorpay/refunds-none.json';
import { moneyMessages } from './texts';
import type { planCalls } from './calls';

/*
 * The console's money on in-memory PGlite, with Razorpay and PayPal answered by the local stub
 * replaying their recorded refund responses: refunds go through the provider once, end the access
 * the purchase gave, and are audited; the list and the summary read what was sold.
 */

const DAY = 86_400_000;
let stub: ProviderStub;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let owner: string;
let support: string;
let courseId: number;
let singleId: number;
let counter = 0;

type Provider = 'PayPal' | 'Razorpay' | 'Demo';

/** A student's paid purchase as the payment path records it: the order, then the purchase. */
async function addPurchase(provider: Provider, plan: 'course' | 'single' = 'course') {
  const n = ++counter;
  const { student, token } = await addStudent(t.db, `buyer${n}@example.test`, `Buyer ${n}`);
  const ids = {
    PayPal: { order: `5O190127TN364715${n}`, payment: `3C679366HH90839${n}`, transaction: '' },
    Razorpay: { order: `order_Refund${n}`, payment: `pay_Refund${n}`, transaction: '' },
    Demo: { order: `demo_${n}`, payment: `demo_${n}`, transaction: '' },
  }[provider];
  ids.transaction = provider === 'Razorpay' ? ids.payment : ids.order;
  const planId = plan === 'course' ? courseId : singleId;
  const [order] = await t.db
    .insert(paymentOrders)
    .values({
      studentId: student.id,
      planId,
      provider,
      providerOrderId: ids.order,
      providerPaymentId: ids.payment,
      amount: '349.00',
      status: 'paid',
    })
    .returning();
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      studentId: student.id,
      planId,
      paymentOrderId: order!.id,
      transactionId: ids.transaction,
      transactionType: provider,
      amount: '349.00',
      startOn: new Date(Date.now() - DAY),
      expiresOn: plan === 'course' ? new Date(Date.now() + 180 * DAY) : null,
    })
    .returning();
  return { purchase: purchase!, token, studentId: student.id, ids };
}

const subscribed = async (token: string) =>
  ((await call('listPlans', {}, token)).data as DataOf<typeof planCalls.listPlans>).some(
    (plan) => plan.isPurchased === 1,
  );

beforeAll(async () => {
  stub = await startProviderStub();
  stub.on('POST', '/v1/oauth2/token', { body: paypalToken });
  stub.on('POST', '/v2/payments/captures/:id/refund', { status: 201, body: paypalRefund });
  stub.on('GET', '/v1/payments/:id/refunds', { body: razorpayNoRefunds });
  stub.on('POST', '/v1/payments/:id/refund', { body: razorpayRefund });
  t = await createTestBackend(
    {},
    {
      payments: {
        Razorpay: createRazorpayAdapter({
          keyId: 'rzp_test_1DP5mmOlF5G5ag',
          keySecret: 'rzp-test-key-secret',
          webhookSecret: null,
          apiBase: stub.url,
        }),
        PayPal: createPayPalAdapter({
          clientId: 'paypal-test-client',
          clientSecret: 'paypal-test-secret',
          webhookId: null,
          apiBase: stub.url,
        }),
        Demo: createDemoAdapter(),
      },
    },
  );
  call = caller(t);
  owner = (await addOperator(t.db, 'owner@example.com', 'owner')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  const [course, single] = await t.db
    .insert(plans)
    .values([
      { name: 'Marathon Course', slug: 'marathon', price: '349.00', subTitle: '6 Months' },
      { name: 'Single Session', slug: 'single', price: '45.00', subTitle: 'Single Session' },
    ])
    .returning();
  courseId = course!.id;
  singleId = single!.id;
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

it('refunds a PayPal capture once, ends the access and audits it', async () => {
  const { purchase, token, ids } = await addPurchase('PayPal');
  expect(await subscribed(token)).toBe(true);

  const answer = await call('refundPurchase', { purchaseId: purchase.id }, owner);
  expect(answer).toMatchObject({
    status: 200,
    message: moneyMessages.refunded,
    data: { purchaseId: purchase.id, refundId: paypalRefund.id, state: 'refunded' },
  });
  const sent = stub.received('POST', `/v2/payments/captures/${ids.payment}/refund`);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.headers['paypal-request-id']).toBe(`frcr-refund-${purchase.id}`);
  expect(await subscribed(token)).toBe(false);

  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
  expect(row!.refundId).toBe(paypalRefund.id);
  expect(row!.expiresOn!.getTime()).toBeLessThanOrEqual(Date.now());
  const [entry] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'purchase'), eq(auditLog.targetId, String(purchase.id))));
  expect(entry).toMatchObject({ action: 'purchase.refunded', actor: 'owner@example.com' });
  expect(entry!.before).toMatchObject({ refundedAt: null });

  // Again: refused, and PayPal is not asked a second time.
  expect(await call('refundPurchase', { purchaseId: purchase.id }, owner)).toMatchObject({
    status: 409,
    message: moneyMessages.alreadyRefunded,
  });
  expect(stub.received('POST', `/v2/payments/captures/${ids.payment}/refund`)).toHaveLength(1);
});

it('refunds a Razorpay payment, answering a refund already made instead of making another', async () => {
  const first = await addPurchase('Razorpay');
  expect(await call('refundPurchase', { purchaseId: first.purchase.id }, owner)).toMatchObject({
    status: 200,
    data: { refundId: razorpayRefund.id, state: 'refunded' },
  });
  const made = stub.received('POST', `/v1/payments/${first.ids.payment}/refund`);
  expect(made).toHaveLength(1);
  expect(made[0]!.json).toMatchObject({ amount: 34900, receipt: `refund_${first.purchase.id}` });

  // A refund Razorpay already holds (our record failed after it was made) is not made twice.
  const second = await addPurchase('Razorpay');
  stub.on('GET', `/v1/payments/${second.ids.payment}/refunds`, {
    body: { entity: 'collection', count: 1, items: [{ ...razorpayRefund, id: 'rfnd_Earlier1' }] },
  });
  expect(await call('refundPurchase', { purchaseId: second.purchase.id }, owner)).toMatchObject({
    status: 200,
    data: { refundId: 'rfnd_Earlier1' },
  });
  expect(stub.received('POST', `/v1/payments/${second.ids.payment}/refund`)).toHaveLength(0);
});

it('refunds once when two operators click at the same moment', async () => {
  const { purchase, ids } = await addPurchase('Razorpay');
  const answers = await Promise.all([
    call('refundPurchase', { purchaseId: purchase.id }, owner),
    call('refundPurchase', { purchaseId: purchase.id }, owner),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  // The second is told a refund is under way, or (when the first finished before it looked) done.
  expect([moneyMessages.refundUnderWay, moneyMessages.alreadyRefunded]).toContain(
    answers.find((answer) => answer.status === 409)?.message,
  );
  expect(stub.received('POST', `/v1/payments/${ids.payment}/refund`)).toHaveLength(1);
  const entries = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'purchase'), eq(auditLog.targetId, String(purchase.id))));
  expect(entries).toHaveLength(1);
});

it('changes nothing when the provider refuses the refund', async () => {
  const { purchase, token, ids } = await addPurchase('PayPal');
  stub.on('POST', `/v2/payments/captures/${ids.payment}/refund`, {
    status: 422,
    body: paypalAlreadyRefunded,
  });
  expect(await call('refundPurchase', { purchaseId: purchase.id }, owner)).toMatchObject({
    status: 502,
    message: moneyMessages.providerRefused('PayPal'),
  });
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
  expect(row).toMatchObject({ refundedAt: null, refundId: null });
  expect(await subscribed(token)).toBe(true);
});

it('refunds a demo Single Session locally and releases the booking it paid for', async () => {
  const { purchase, token, studentId } = await addPurchase('Demo', 'single');
  const date = zonedDateTime(new Date(Date.now() + 5 * DAY), 'Europe/London').date;
  const [session] = await t.db
    .insert(liveSessions)
    .values({
      title: 'Refund Viva',
      slug: 'refund-viva',
      date,
      fromTime: '18:00',
      toTime: '19:00',
      planId: singleId,
    })
    .returning();
  expect((await call('bookSession', { sessionId: session!.id }, token)).status).toBe(200);

  expect(await call('refundPurchase', { purchaseId: purchase.id }, owner)).toMatchObject({
    status: 200,
    data: { refundId: `demo_refund_${purchase.id}` },
  });
  expect(
    await t.db.select().from(sessionBookings).where(eq(sessionBookings.studentId, studentId)),
  ).toHaveLength(0);
  // The refunded credit books nothing more.
  expect((await call('bookSession', { sessionId: session!.id }, token)).status).toBe(402);
});

it('lets support read purchases and the summary but not refund; bad ids change nothing', async () => {
  const { purchase } = await addPurchase('Razorpay');
  const listed = await call(
    'listPurchasesForConsole',
    { q: 'buyer', provider: 'Razorpay' },
    support,
  );
  expect(listed.status).toBe(200);
  const list = (listed.data as DataOf<typeof planCalls.listPurchasesForConsole>).list;
  expect(list.every((row) => row.provider === 'Razorpay')).toBe(true);
  expect(list[0]).toMatchObject({
    purchaseId: purchase.id,
    plan: 'Marathon Course',
    amount: 349,
    state: 'active',
    paymentId: expect.stringMatching(/^pay_/),
  });
  expect(list.find((row) => row.state === 'refunded')).toBeDefined();

  const summary = await call('moneySummary', {}, support);
  const data = summary.data as DataOf<typeof planCalls.moneySummary>;
  expect(data.months).toHaveLength(12);
  const thisMonth = data.months[0]!;
  // Seven purchases this month, one through the demo checkout; five were refunded, so two of
  // 349.00 stand as money taken.
  expect(thisMonth.purchases).toBe(7);
  expect(thisMonth.demo).toBe(1);
  expect(thisMonth.refunds).toBe(5);
  expect(thisMonth.revenue).toEqual([{ currency: 'GBP', amount: 349 * 2 }]);
  expect(data.liveProviders).toEqual(['PayPal', 'Razorpay', 'Demo']);

  expect(await call('refundPurchase', { purchaseId: purchase.id }, support)).toMatchObject({
    status: 403,
  });
  for (const purchaseId of [0, -1, 2 ** 31, 'x', null]) {
    const answer = await call('refundPurchase', { purchaseId }, owner);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  }
  expect(await call('refundPurchase', { purchaseId: 999_999 }, owner)).toMatchObject({
    status: 404,
    message: moneyMessages.notFound,
  });
});
