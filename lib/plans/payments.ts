import { randomUUID } from 'node:crypto';

import { and, count, eq, gt, max } from 'drizzle-orm';
import { z } from 'zod';

import type { CheckoutProvider } from '@/lib/calls/domain';
import { type PaymentOutcome, type PaymentStatus } from '@/lib/plans/calls';
import {
  DEFAULT_PLAN_NAME,
  formatPlanDate,
  formatPounds,
  isSingleSession,
  paymentMessages,
  PLAN_CURRENCY,
  planMessages,
} from '@/lib/plans/texts';

import type { SystemActor } from '../calls/actor';
import type { Executor } from '../db/client';
import {
  paymentOrders,
  plans,
  purchases,
  students,
  type PaymentOrder,
  type Plan,
  type Purchase,
} from '../db/schema';
import type { BackendDeps } from '../calls/deps';
import { notFound, ServiceError, tooManyRequests } from '../calls/service-error';
import {
  PaymentProviderError,
  toMinorUnits,
  type PaymentAdapter,
  type PaymentCheck,
  type PaymentProof,
  type ProviderPayment,
  type StoredProviderOrder,
  type WebhookDelivery,
} from '../payments';
import type { Service } from '../calls/service';
import { defineJob } from '../jobs/define-job';
import { queueMail } from '../mail/mail-queue';
import type { planCalls } from './calls';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders one student may open in an hour: each one is a call to a provider. */
const MAX_ORDERS_PER_HOUR = 20;
/** Marks an order row whose provider order is still being opened. */
const OPENING = 'opening_';

// ---------------------------------------------------------------------------------------------
// Checkout: which providers, and opening an order
// ---------------------------------------------------------------------------------------------

/** Which checkouts the payment page offers, with the public keys their scripts need. */
export const checkoutOptions: Service<typeof planCalls.checkoutOptions> = async (deps) => {
  const providers = deps.payments ?? {};
  return {
    message: '',
    data: {
      paypal: providers.PayPal?.publicKey ? { clientId: providers.PayPal.publicKey } : null,
      razorpay: providers.Razorpay?.publicKey ? { keyId: providers.Razorpay.publicKey } : null,
      demo: !!providers.Demo,
    },
  };
};

/**
 * Opens an order with the provider for one of the plans on sale, at the plan's price as stored:
 * the browser names the plan and the provider, never the amount.
 */
export const createPaymentOrder: Service<typeof planCalls.createPaymentOrder> = async (
  deps,
  { studentId },
  { planId, provider },
) => {
  const adapter = adapterFor(deps, provider);
  const now = deps.now();
  const [plan] = await deps.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)))
    .limit(1);
  if (!plan) throw notFound(planMessages.planMissing);

  const [recent] = await deps.db
    .select({ orders: count() })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.studentId, studentId),
        gt(paymentOrders.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
      ),
    );
  if ((recent?.orders ?? 0) >= MAX_ORDERS_PER_HOUR)
    throw tooManyRequests(paymentMessages.tooManyOrders);

  const [student] = await deps.db
    .select({ fullName: students.fullName, email: students.email })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  if (!student) throw new ServiceError(403, 'Your session has ended. Please sign in again.');

  // The row comes first so its id can be the provider's receipt and request id.
  const [row] = await deps.db
    .insert(paymentOrders)
    .values({
      studentId,
      planId: plan.id,
      provider,
      providerOrderId: `${OPENING}${randomUUID()}`,
      amount: plan.price,
      currency: plan.currency,
    })
    .returning();
  let providerOrderId: string;
  try {
    ({ providerOrderId } = await fromProvider(
      adapter.createOrder({
        orderId: row.id,
        studentId,
        planId: plan.id,
        planName: plan.name,
        amountMinor: toMinorUnits(plan.price),
        currency: plan.currency,
      }),
    ));
  } catch (error) {
    await deps.db.delete(paymentOrders).where(eq(paymentOrders.id, row.id));
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(paymentOrders).set({ providerOrderId }).where(eq(paymentOrders.id, row.id));
    // The demo checkout has no provider to ask; a real order is checked later if not confirmed.
    if (provider !== 'Demo') await queueOrderCheck(tx, row);
  });

  const amountMinor = toMinorUnits(plan.price);
  return {
    message: paymentMessages.orderOpened,
    data: {
      orderId: row.id,
      provider,
      providerOrderId,
      planId: plan.id,
      planName: plan.name,
      amount: amountMinor / 100,
      currency: PLAN_CURRENCY,
      checkout:
        provider === 'Razorpay' && adapter.publicKey
          ? {
              key: adapter.publicKey,
              amount: amountMinor,
              currency: PLAN_CURRENCY,
              description: paymentMessages.purchaseDescription(plan.name),
              prefill: { name: student.fullName, email: student.email },
            }
          : null,
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Confirming, looking, recording
// ---------------------------------------------------------------------------------------------

/**
 * After the checkout: the provider confirms the payment (Razorpay's signature over the stored
 * order id and the payment itself; PayPal's capture) and the purchase is recorded once. A
 * confirmation of an order already recorded answers with that record and asks no provider.
 */
export const confirmPayment: Service<typeof planCalls.confirmPayment> = async (
  deps,
  { studentId },
  { orderId, paymentId, signature },
) => {
  const found = await ownOrder(deps.db, studentId, orderId);
  const status = await confirmOrder(deps, found, { paymentId, signature });
  return { message: status.message, data: status };
};

/**
 * The server's record of one of the student's orders for the payment status page. An order still
 * open is checked with the provider, so a payment the browser never reported (a closed tab, a
 * webhook not yet arrived) is recorded here too.
 */
export const paymentStatus: Service<typeof planCalls.paymentStatus> = async (
  deps,
  { studentId },
  { orderId },
) => {
  const found = await ownOrder(deps.db, studentId, orderId);
  const status = await settleOrder(deps, found, null).catch((error: unknown) => {
    if (!(error instanceof ServiceError) || error.status !== 502) throw error;
    return describe(found, null, 'pending', paymentMessages.providerDown);
  });
  return { message: status.message, data: status };
};

/**
 * The original API's `student/booking/add`, kept for its callers: the transaction must belong to an
 * order this server opened for the student and plan, and is verified like `confirmPayment`.
 */
export const recordPurchase: Service<typeof planCalls.recordPurchase> = async (
  deps,
  { studentId },
  input,
) => {
  const razorpay = input.transactionType === 'Razorpay';
  const providerOrderId = razorpay ? input.orderId : input.transactionId;
  if (!providerOrderId) throw new ServiceError(400, paymentMessages.verificationFailed);
  const [order] = await deps.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.studentId, studentId),
        eq(paymentOrders.provider, input.transactionType),
        eq(paymentOrders.providerOrderId, providerOrderId),
        eq(paymentOrders.planId, input.planId),
      ),
    )
    .limit(1);
  if (!order) throw notFound(paymentMessages.orderMissing);
  const plan = await planOf(deps.db, order.planId);
  const proof = razorpay ? { paymentId: input.transactionId, signature: input.signature } : {};
  const status = await confirmOrder(deps, { order, plan }, proof);
  if (status.outcome !== 'success' || !status.transactionId || !status.startOn) {
    throw new ServiceError(402, status.message);
  }
  return {
    message: status.message,
    data: {
      planId: status.planId,
      transactionId: status.transactionId,
      transactionType: order.provider,
      startOn: status.startOn,
      expiresOn: status.expiresOn,
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Webhooks
// ---------------------------------------------------------------------------------------------

export type WebhookAnswer = { status: 200 | 400 | 404 | 502; message: string };

/**
 * A provider's webhook, acting as the system: the signature over the raw body must hold, then
 * the payment it reports is recorded through the same path as the browser's confirmation, so
 * whichever arrives second finds the purchase already there.
 */
export async function receivePaymentWebhook(
  deps: BackendDeps,
  actor: SystemActor,
  provider: Extract<CheckoutProvider, 'PayPal' | 'Razorpay'>,
  delivery: WebhookDelivery,
): Promise<WebhookAnswer> {
  const adapter = deps.payments?.[provider];
  if (!adapter) return { status: 404, message: `${provider} is not configured` };
  try {
    const event = await adapter.verifyWebhook(delivery);
    if (event.kind === 'refused') return { status: 400, message: 'Invalid webhook signature' };
    if (event.kind === 'ignored') return { status: 200, message: `Ignored ${event.type}` };

    const [order] = await deps.db
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.provider, provider),
          eq(paymentOrders.providerOrderId, event.providerOrderId),
        ),
      )
      .limit(1);
    // Not an order of ours (another integration on the same account): nothing to retry.
    if (!order) return { status: 200, message: 'No such order' };
    const found = { order, plan: await planOf(deps.db, order.planId) };
    const check: PaymentCheck =
      event.kind === 'paid'
        ? { state: 'paid', payment: event.payment }
        : await fromProvider(adapter.checkPayment(storedOrder(order), null));
    if (check.state === 'refused') return { status: 200, message: 'Nothing to record' };
    const status = await settleFound(deps, found, check, actor.task);
    return { status: 200, message: status.outcome };
  } catch (error) {
    if (
      error instanceof PaymentProviderError ||
      (error instanceof ServiceError && error.status === 502)
    ) {
      // A 5xx makes the provider deliver again later.
      return { status: 502, message: paymentMessages.providerDown };
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The record path shared by all of the above
// ---------------------------------------------------------------------------------------------

type FoundOrder = { order: PaymentOrder; plan: Plan };

function adapterFor(deps: BackendDeps, provider: CheckoutProvider): PaymentAdapter {
  const adapter = deps.payments?.[provider];
  if (!adapter) throw new ServiceError(400, paymentMessages.providerUnavailable);
  return adapter;
}

/** A provider call; its failures become one 502 with a message a student can act on. */
async function fromProvider<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error('Payment provider call failed', error.message, error.details ?? '');
    throw new ServiceError(502, paymentMessages.providerDown);
  }
}

async function planOf(db: Executor, planId: number): Promise<Plan> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  if (!plan) throw notFound(planMessages.planMissing);
  return plan;
}

/** One of the caller's own orders; another student's order is as unknown as a missing one. */
async function ownOrder(db: Executor, studentId: number, orderId: number): Promise<FoundOrder> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.studentId, studentId)))
    .limit(1);
  if (!order) throw notFound(paymentMessages.orderMissing);
  return { order, plan: await planOf(db, order.planId) };
}

const storedOrder = (order: PaymentOrder): StoredProviderOrder => ({
  orderId: order.id,
  providerOrderId: order.providerOrderId,
  amountMinor: toMinorUnits(order.amount),
  currency: order.currency,
});

/** Confirmation from the checkout: a proof the provider does not accept is refused outright. */
async function confirmOrder(
  deps: BackendDeps,
  found: FoundOrder,
  proof: PaymentProof,
): Promise<PaymentStatus> {
  const status = await settleOrder(deps, found, proof);
  if (status === 'refused') throw new ServiceError(400, paymentMessages.verificationFailed);
  return status;
}

/** What the order's record says, asking the provider only while nothing is settled. */
async function settleOrder(
  deps: BackendDeps,
  found: FoundOrder,
  proof: PaymentProof,
): Promise<PaymentStatus | 'refused'>;
async function settleOrder(
  deps: BackendDeps,
  found: FoundOrder,
  proof: null,
  by?: string,
): Promise<PaymentStatus>;
async function settleOrder(
  deps: BackendDeps,
  found: FoundOrder,
  proof: PaymentProof | null,
  by = 'student',
): Promise<PaymentStatus | 'refused'> {
  const { order } = found;
  if (order.status !== 'created') return recordedStatus(deps.db, found);
  if (order.providerOrderId.startsWith(OPENING)) {
    return describe(found, null, 'cancelled', paymentMessages.cancelled);
  }
  const adapter = deps.payments?.[order.provider];
  if (!adapter) return describe(found, null, 'failed', paymentMessages.providerUnavailable);
  const check = await fromProvider(adapter.checkPayment(storedOrder(order), proof));
  if (check.state === 'refused') {
    return proof ? 'refused' : describe(found, null, 'cancelled', paymentMessages.cancelled);
  }
  return settleFound(deps, found, check, by);
}

/*
 * Reconciliation (docs/payments.md): an order opened with a provider and not confirmed is checked
 * with the provider later, in case it was paid while the browser closed and the webhook was lost.
 * The check records a payment through the same path as the browser and the webhook, once.
 */

/** When an unconfirmed order is checked, counted from its creation. */
const ORDER_CHECK_MINUTES = [15, 60, 6 * 60, 24 * 60] as const;

/** Checks an unconfirmed order with its provider when its time comes: the `check`-th look. */
export const orderCheckJob = defineJob({
  name: 'order-reconcile',
  data: z.object({ orderId: z.number().int(), check: z.number().int().min(0) }),
  // A provider that does not answer is asked again: 1, 2, 4, 8, 16 minutes later.
  retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  run: (deps, { orderId, check }) => reconcilePaymentOrder(deps, orderId, check),
});

/**
 * Queues on `tx` the `check`-th look at an order (none after the last): the order's own
 * transaction for the first, the previous check's for the next.
 */
async function queueOrderCheck(tx: Executor, order: { id: number; createdAt: Date }, check = 0) {
  const minutes = ORDER_CHECK_MINUTES[check];
  if (minutes === undefined) return;
  await orderCheckJob.enqueue(
    tx,
    { orderId: order.id, check },
    {
      startAfter: new Date(order.createdAt.getTime() + minutes * 60_000),
      key: `${order.id}:${check}`,
    },
  );
}

/**
 * Reconciliation's look at an order (the `check`-th): an order still unconfirmed is checked with
 * its provider (Razorpay's order payments, PayPal's order, captured if approved) and a payment
 * found is recorded through the path the browser and the webhook take, so it is recorded once
 * whichever comes first. Still open, it is looked at again later. A provider that does not answer
 * throws, and the job is retried.
 */
async function reconcilePaymentOrder(deps: BackendDeps, orderId: number, check: number) {
  const [order] = await deps.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId))
    .limit(1);
  if (!order || order.status !== 'created' || order.providerOrderId.startsWith(OPENING)) return;
  const found = { order, plan: await planOf(deps.db, order.planId) };
  const status = await settleOrder(deps, found, null, 'reconciliation');
  if (status.outcome === 'success') return;
  await deps.db.transaction(async (tx) => {
    const [still] = await tx
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId));
    if (still?.status === 'created') await queueOrderCheck(tx, order, check + 1);
  });
}

async function settleFound(
  deps: BackendDeps,
  found: FoundOrder,
  check: Exclude<PaymentCheck, { state: 'refused' }>,
  by: string,
): Promise<PaymentStatus> {
  switch (check.state) {
    case 'paid':
      return recordPayment(deps, found, check.payment, by);
    case 'pending':
      return describe(found, null, 'pending', check.description || paymentMessages.pending);
    case 'failed':
      return describe(found, null, 'failed', check.description || paymentMessages.failedFallback);
    case 'open':
      return describe(found, null, 'cancelled', paymentMessages.cancelled);
  }
}

/** The status of an order already settled (paid, or refused by us), from the database alone. */
async function recordedStatus(db: Executor, found: FoundOrder): Promise<PaymentStatus> {
  if (found.order.status === 'failed') {
    return describe(found, null, 'processingFailed', paymentMessages.contactSupport);
  }
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.paymentOrderId, found.order.id))
    .limit(1);
  if (!purchase) return describe(found, null, 'processingFailed', paymentMessages.contactSupport);
  return describe(found, purchase, 'success', paymentMessages.purchased);
}

type Recorded =
  { kind: 'recorded'; purchase: Purchase; inserted: boolean } | { kind: 'unrecordable' };

/**
 * Records a payment the provider confirmed, exactly once: the order row is locked, a second
 * confirmation of a paid order returns its purchase, and the purchase's unique (type,
 * transaction) key settles any race the lock does not. The receipt is queued by the transaction
 * whose insert created the purchase, so it goes once and only if the purchase commits.
 */
async function recordPayment(
  deps: BackendDeps,
  found: FoundOrder,
  payment: ProviderPayment,
  by: string,
): Promise<PaymentStatus> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx): Promise<Recorded> => {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, found.order.id))
      .for('update');
    if (order.status === 'failed') return { kind: 'unrecordable' };
    if (order.status === 'paid') {
      const [purchase] = await tx
        .select()
        .from(purchases)
        .where(eq(purchases.paymentOrderId, order.id))
        .limit(1);
      return purchase ? { kind: 'recorded', purchase, inserted: false } : { kind: 'unrecordable' };
    }

    const matches =
      payment.amountMinor === toMinorUnits(order.amount) && payment.currency === order.currency;
    if (!matches) {
      // Money may have moved that the plan's price does not account for: an operator must look.
      console.error(
        `Payment order ${order.id} (${order.provider} ${order.providerOrderId}): paid ${payment.amountMinor} ${payment.currency}, expected ${order.amount} ${order.currency}; not granted`,
      );
      await tx
        .update(paymentOrders)
        .set({ status: 'failed', providerPaymentId: payment.paymentId })
        .where(eq(paymentOrders.id, order.id));
      return { kind: 'unrecordable' };
    }

    const { startOn, expiresOn } = await periodFor(tx, order.studentId, found.plan, now);
    const inserted = await tx
      .insert(purchases)
      .values({
        studentId: order.studentId,
        planId: order.planId,
        paymentOrderId: order.id,
        transactionId: payment.transactionId,
        transactionType: order.provider,
        amount: order.amount,
        currency: order.currency,
        startOn,
        expiresOn,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [purchases.transactionType, purchases.transactionId] })
      .returning();
    const purchase =
      inserted[0] ??
      (
        await tx
          .select()
          .from(purchases)
          .where(
            and(
              eq(purchases.transactionType, order.provider),
              eq(purchases.transactionId, payment.transactionId),
            ),
          )
          .limit(1)
      )[0];
    // The transaction is already recorded for another order: never grant it twice.
    if (!purchase || purchase.studentId !== order.studentId) {
      console.error(
        `Payment order ${order.id}: transaction ${payment.transactionId} belongs elsewhere`,
      );
      return { kind: 'unrecordable' };
    }
    await tx
      .update(paymentOrders)
      .set({ status: 'paid', providerPaymentId: payment.paymentId })
      .where(eq(paymentOrders.id, order.id));
    if (inserted.length > 0) await queueReceipt(tx, found, purchase);
    return { kind: 'recorded', purchase, inserted: inserted.length > 0 };
  });

  if (result.kind === 'unrecordable') {
    return describe(found, null, 'processingFailed', paymentMessages.contactSupport);
  }
  if (result.inserted) {
    console.info(
      `Purchase ${result.purchase.id} recorded: order ${found.order.id}, ${found.order.provider} ${payment.transactionId} (by ${by})`,
    );
  }
  return describe(found, result.purchase, 'success', paymentMessages.purchased);
}

/**
 * The period a purchase buys: a single session has none; a renewal of a plan still running
 * starts when the current period ends, so no paid day is lost.
 */
async function periodFor(
  db: Executor,
  studentId: number,
  plan: Plan,
  now: Date,
): Promise<{ startOn: Date; expiresOn: Date | null }> {
  if (plan.durationDays === null) return { startOn: now, expiresOn: null };
  const [latest] = await db
    .select({ end: max(purchases.expiresOn) })
    .from(purchases)
    .where(
      and(
        eq(purchases.studentId, studentId),
        eq(purchases.planId, plan.id),
        gt(purchases.expiresOn, now),
      ),
    );
  const startOn = latest?.end && latest.end > now ? latest.end : now;
  return { startOn, expiresOn: new Date(startOn.getTime() + plan.durationDays * DAY_MS) };
}

function describe(
  { order, plan }: FoundOrder,
  purchase: Purchase | null,
  outcome: PaymentOutcome,
  message: string,
): PaymentStatus {
  return {
    orderId: order.id,
    provider: order.provider,
    outcome,
    message,
    planId: plan.id,
    planName: plan.name || DEFAULT_PLAN_NAME,
    subTitle: plan.subTitle,
    amount: toMinorUnits(order.amount) / 100,
    currency: PLAN_CURRENCY,
    transactionId: purchase?.transactionId ?? null,
    startOn: purchase?.startOn.toISOString() ?? null,
    expiresOn: purchase?.expiresOn?.toISOString() ?? null,
  };
}

/** Queues the receipt (plan, amount, provider, transaction, dates) on the purchase's transaction. */
async function queueReceipt(tx: Executor, { plan }: FoundOrder, purchase: Purchase) {
  const [student] = await tx
    .select({ fullName: students.fullName, email: students.email })
    .from(students)
    .where(eq(students.id, purchase.studentId))
    .limit(1);
  if (!student) return;
  const name = plan.name || DEFAULT_PLAN_NAME;
  const provider =
    purchase.transactionType === 'Demo'
      ? 'Demo checkout (no money was taken)'
      : purchase.transactionType;
  const dates = isSingleSession(plan.subTitle)
    ? [`${planMessages.date}: ${formatPlanDate(purchase.createdAt)}`]
    : [
        `${planMessages.startDate}: ${formatPlanDate(purchase.startOn)}`,
        `${planMessages.endDate}: ${formatPlanDate(purchase.expiresOn)}`,
      ];
  const text = [
    `Hello ${student.fullName},`,
    '',
    'Thank you for your purchase. This is your receipt.',
    '',
    `Plan: ${name} (${plan.subTitle})`,
    `Amount: ${formatPounds(toMinorUnits(purchase.amount) / 100)} ${purchase.currency}`,
    `Paid with: ${provider}`,
    `Transaction id: ${purchase.transactionId}`,
    ...dates,
    '',
    'Your plan history is in your profile under Subscription Plan.',
    '',
    'FRCR Viva',
  ].join('\n');
  await queueMail(
    tx,
    { to: student.email, subject: paymentMessages.receiptSubject(name), text },
    { cause: { exempt: 'purchase receipt' } },
  );
}
