import { createHmac } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { DROP_LIMITS } from '@/lib/calls/request-body';
import { paymentOrders, plans, purchases } from '@/lib/db/schema';
import { createRazorpayAdapter } from '@/lib/payments';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { handlePaymentWebhook, WEBHOOK_MAX_BYTES } from './webhooks';

/*
 * The webhook route's own part: the raw body, capped while it streams, reaches the adapter's
 * signature check untouched, and the purchase is recorded once however often it is delivered.
 * Razorpay's webhook is verified locally (HMAC), so no provider is involved.
 */

const WEBHOOK_SECRET = 'rzp-route-webhook-secret';
let t: TestBackend;
let orderId: number;
let studentId: number;

beforeAll(async () => {
  t = await createTestBackend(
    {},
    {
      payments: {
        Razorpay: createRazorpayAdapter({
          keyId: 'rzp_test_route',
          keySecret: 'rzp-route-key-secret',
          webhookSecret: WEBHOOK_SECRET,
          // Never called: nothing here asks Razorpay anything.
          apiBase: 'http://127.0.0.1:9',
        }),
      },
    },
  );
  const { student } = await addStudent(t.db, 'hook@example.com', 'Hook Buyer');
  studentId = student.id;
  const [plan] = await t.db
    .insert(plans)
    .values({
      name: 'Marathon Course',
      slug: 'marathon',
      price: '349.00',
      subTitle: '6 Months',
      durationDays: 180,
    })
    .returning();
  const [order] = await t.db
    .insert(paymentOrders)
    .values({
      studentId,
      planId: plan.id,
      provider: 'Razorpay',
      providerOrderId: 'order_RouteTest0001',
      amount: '349.00',
      currency: 'GBP',
    })
    .returning();
  orderId = order.id;
});
afterAll(() => t.close());

const event = {
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: {
      entity: {
        id: 'pay_RouteTest0001',
        entity: 'payment',
        amount: 34900,
        currency: 'GBP',
        status: 'captured',
        order_id: 'order_RouteTest0001',
        captured: true,
      },
    },
  },
};
// Spaced as a provider might send it: a reparsed and restringified body would not match.
const rawBody = JSON.stringify(event, null, 1);
const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

function deliver(body: BodyInit, headers: Record<string, string>) {
  const request = new Request('http://localhost/api/webhooks/razorpay', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    duplex: 'half',
  } as RequestInit);
  return handlePaymentWebhook('Razorpay', request, async () => t.backend);
}

const purchasesOf = () => t.db.select().from(purchases).where(eq(purchases.studentId, studentId));

it('refuses a body without a valid signature and records nothing', async () => {
  const unsigned = await deliver(rawBody, {});
  expect(unsigned.status).toBe(400);
  const forged = await deliver(rawBody, {
    'x-razorpay-signature': sign(rawBody.replace('34900', '100')),
  });
  expect(forged.status).toBe(400);
  expect(await forged.json()).toEqual({ message: 'Invalid webhook signature' });
  expect(await purchasesOf()).toEqual([]);
});

it('refuses a body over the cap while it streams, before any signature check', async () => {
  const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
  let sent = 0;
  let cut = false;
  // A sender without end: the rest is dropped up to the limit, then the body is cut.
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      cut = true;
    },
  });
  const answer = await deliver(stream, { 'x-razorpay-signature': sign(rawBody) });
  expect(answer.status).toBe(413);
  expect(cut).toBe(true);
  expect(sent).toBeLessThan(WEBHOOK_MAX_BYTES + DROP_LIMITS.bytes + chunk.byteLength * 4);
  expect(await purchasesOf()).toEqual([]);
});

it('records the signed payment once, however often it is delivered', async () => {
  const headers = { 'x-razorpay-signature': sign(rawBody) };
  const answers = await Promise.all([deliver(rawBody, headers), deliver(rawBody, headers)]);
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect((await deliver(rawBody, headers)).status).toBe(200);

  const recorded = await purchasesOf();
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({
    paymentOrderId: orderId,
    transactionId: 'pay_RouteTest0001',
  });
  await t.runJobs();
  expect(t.mail.filter((m) => m.to === 'hook@example.com')).toHaveLength(1);
});
