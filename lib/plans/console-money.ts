import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';

import type { Service } from '../calls/service';
import { conflict, notFound, ServiceError } from '../calls/service-error';
import {
  CHECKOUT_PROVIDERS,
  TRANSACTION_TYPES,
  type CheckoutProvider,
  type PaymentProvider,
} from '../calls/domain';
import { recordAudit } from '../audit/audit-log';
import {
  paymentOrders,
  plans,
  purchaseMonths,
  purchases,
  sessionBookings,
  students,
} from '../db/schema';
import { logError } from '../log';
import type { ConsolePurchase, planCalls } from './calls';
import { SUMMARY_MONTHS } from './calls';
import { toMinorUnits } from '../payments';
import { PaymentProviderError } from '../payments/types';
import { moneyMessages } from './texts';

/*
 * The console's money: every purchase with its provider's ids, a monthly summary, and refunds
 * through the provider that end the access the purchase gave (docs/console.md).
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** What refund_id holds while a refund is being asked for, followed by when it was claimed. */
const REFUND_CLAIM = 'claimed:';
/** After this, a claim no request finished is taken to be abandoned (a crash, a lost process). */
const CLAIM_LAPSE_MS = 5 * 60_000;

function stateOf(
  row: { refundedAt: Date | null; expiresOn: Date | null },
  now: Date,
): ConsolePurchase['state'] {
  if (row.refundedAt) return 'refunded';
  if (row.expiresOn === null) return 'single session';
  return row.expiresOn > now ? 'active' : 'ended';
}

export const listPurchasesForConsole: Service<typeof planCalls.listPurchasesForConsole> = async (
  deps,
  _operator,
  { q, provider, limit, offset },
) => {
  const now = deps.now();
  const where = and(
    q ? ilike(students.email, `%${escapeLike(q)}%`) : undefined,
    provider ? eq(purchases.transactionType, provider) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({
        purchaseId: purchases.id,
        createdAt: purchases.createdAt,
        studentId: students.id,
        fullName: students.fullName,
        email: students.email,
        plan: plans.name,
        provider: purchases.transactionType,
        transactionId: purchases.transactionId,
        paymentId: paymentOrders.providerPaymentId,
        amount: purchases.amount,
        currency: purchases.currency,
        startOn: purchases.startOn,
        expiresOn: purchases.expiresOn,
        refundedAt: purchases.refundedAt,
        refundId: purchases.refundId,
      })
      .from(purchases)
      .innerJoin(students, eq(students.id, purchases.studentId))
      .innerJoin(plans, eq(plans.id, purchases.planId))
      .leftJoin(paymentOrders, eq(paymentOrders.id, purchases.paymentOrderId))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(limit)
      .offset(offset),
    // A search counts the rows it finds; otherwise the total is the kept monthly counts' sum.
    q
      ? deps.db
          .select({ total: count() })
          .from(purchases)
          .innerJoin(students, eq(students.id, purchases.studentId))
          .where(where)
      : deps.db
          .select({ total: sql<number>`coalesce(sum(${purchaseMonths.purchases}), 0)::int` })
          .from(purchaseMonths)
          .where(provider ? eq(purchaseMonths.transactionType, provider) : undefined),
  ]);
  return {
    message: moneyMessages.listed,
    data: {
      list: rows.map((row) => ({
        purchaseId: row.purchaseId,
        created: row.createdAt.toISOString(),
        student: { studentId: row.studentId, fullName: row.fullName, email: row.email },
        plan: row.plan,
        provider: row.provider,
        transactionId: row.transactionId,
        paymentId: row.paymentId,
        amount: Number(row.amount),
        currency: row.currency,
        startOn: row.startOn.toISOString(),
        expiresOn: row.expiresOn?.toISOString() ?? null,
        state: stateOf(row, now),
        refundedAt: row.refundedAt?.toISOString() ?? null,
        refundId: row.refundedAt ? row.refundId : null,
      })),
      total: counted!.total,
    },
  };
};

/** 'YYYY-MM' of the UK month `monthsBack` months before the one `now` is in. */
function ukMonth(now: Date, monthsBack: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const index = year! * 12 + (month! - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const MONEY_TAKERS = [...TRANSACTION_TYPES] as PaymentProvider[];
/** What the summary counts as sold: money taken, and the demo checkout's purchases. */
const SOLD = [...MONEY_TAKERS, 'Demo'] as PaymentProvider[];

const isCheckoutProvider = (provider: PaymentProvider): provider is CheckoutProvider =>
  (CHECKOUT_PROVIDERS as readonly string[]).includes(provider);

export const moneySummary: Service<typeof planCalls.moneySummary> = async (deps) => {
  const now = deps.now();
  const months = Array.from({ length: SUMMARY_MONTHS }, (_, back) => ukMonth(now, back));
  const first = months[months.length - 1]!;
  const among = (types: PaymentProvider[]) => inArray(purchaseMonths.transactionType, types);
  // The year's purchases by month and currency, from the counts kept as they are recorded
  // (migration 0037): a few rows a month, whatever the number of purchases.
  const [rows, [subscribers]] = await Promise.all([
    deps.db
      .select({
        month: purchaseMonths.month,
        currency: purchaseMonths.currency,
        purchases: sql<number>`coalesce(sum(${purchaseMonths.purchases}) filter (where ${among(SOLD)}), 0)::int`,
        refunds: sql<number>`coalesce(sum(${purchaseMonths.refunded}) filter (where ${among(SOLD)}), 0)::int`,
        demo: sql<number>`coalesce(sum(${purchaseMonths.purchases}) filter (where ${purchaseMonths.transactionType} = 'Demo'), 0)::int`,
        paid: sql<number>`coalesce(sum(${purchaseMonths.purchases} - ${purchaseMonths.refunded}) filter (where ${among(MONEY_TAKERS)}), 0)::int`,
        amount: sql<
          string | null
        >`sum(${purchaseMonths.keptAmount}) filter (where ${among(MONEY_TAKERS)})`,
      })
      .from(purchaseMonths)
      .where(gte(purchaseMonths.month, first))
      .groupBy(purchaseMonths.month, purchaseMonths.currency),
    deps.db
      .select({ active: countDistinct(purchases.studentId) })
      .from(purchases)
      .where(
        and(
          gt(purchases.expiresOn, now),
          lte(purchases.startOn, now),
          inArray(purchases.transactionType, SOLD),
        ),
      ),
  ]);
  const sum = (list: typeof rows, pick: (row: (typeof rows)[number]) => number) =>
    list.reduce((total, row) => total + Number(pick(row)), 0);
  return {
    message: moneyMessages.summarised,
    data: {
      months: months.map((name) => {
        const inMonth = rows.filter((row) => row.month === name);
        return {
          month: name,
          purchases: sum(inMonth, (row) => row.purchases),
          refunds: sum(inMonth, (row) => row.refunds),
          demo: sum(inMonth, (row) => row.demo),
          revenue: inMonth
            .filter((row) => Number(row.paid) > 0)
            .map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
        };
      }),
      activeSubscribers: Number(subscribers?.active ?? 0),
      liveProviders: CHECKOUT_PROVIDERS.filter((name) => deps.payments?.[name]),
    },
  };
};

/**
 * Refunds a purchase in full through the provider that took it, then records the refund and ends
 * the access it gave in one transaction: its period ends now (a Single Session's too, so it no
 * longer books), and a booking it paid for that has not started is released. The provider is
 * asked first, with the purchase as its idempotency key, so a record that fails after the money
 * went back is completed by trying again, never refunded twice.
 */
export const refundPurchase: Service<typeof planCalls.refundPurchase> = async (
  deps,
  operator,
  { purchaseId },
) => {
  const [found] = await deps.db
    .select({
      purchase: purchases,
      paymentId: paymentOrders.providerPaymentId,
    })
    .from(purchases)
    .leftJoin(paymentOrders, eq(paymentOrders.id, purchases.paymentOrderId))
    .where(eq(purchases.id, purchaseId));
  if (!found) throw notFound(moneyMessages.notFound);
  const { purchase } = found;
  if (purchase.refundedAt) throw conflict(moneyMessages.alreadyRefunded);
  const provider = purchase.transactionType;
  // A grant took no money: there is nothing to give back (its access ends by its own date).
  if (!isCheckoutProvider(provider)) throw conflict(moneyMessages.notRefundable);
  const adapter = deps.payments?.[provider];
  if (!adapter) throw conflict(moneyMessages.providerOff(provider));

  // One refund at a time per purchase: the first request claims it (a marker in refund_id) and
  // any other answers that one is under way, so the provider is asked once however many operators
  // click. A claim left by a crash lapses after CLAIM_LAPSE_MS; the provider's idempotency then
  // makes the retry an answer, not a second refund.
  const claimedAt = deps.now();
  const claim = `${REFUND_CLAIM}${claimedAt.toISOString()}`;
  const lapsed = `${REFUND_CLAIM}${new Date(claimedAt.getTime() - CLAIM_LAPSE_MS).toISOString()}`;
  const [claimed] = await deps.db
    .update(purchases)
    .set({ refundId: claim })
    .where(
      and(
        eq(purchases.id, purchaseId),
        isNull(purchases.refundedAt),
        or(
          isNull(purchases.refundId),
          and(like(purchases.refundId, `${REFUND_CLAIM}%`), lt(purchases.refundId, lapsed)),
        ),
      ),
    )
    .returning({ id: purchases.id });
  if (!claimed) throw conflict(moneyMessages.refundUnderWay);

  let refund;
  try {
    refund = await adapter.refund({
      purchaseId,
      // PayPal refunds the capture; Razorpay's payment id is also what the purchase is under.
      paymentId: found.paymentId ?? purchase.transactionId,
      amountMinor: toMinorUnits(purchase.amount),
      currency: purchase.currency,
    });
  } catch (error) {
    await deps.db
      .update(purchases)
      .set({ refundId: null })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.refundId, claim)));
    if (!(error instanceof PaymentProviderError)) throw error;
    logError(`Refund of purchase ${purchaseId} refused`, error);
    throw new ServiceError(502, moneyMessages.providerRefused(provider));
  }

  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .for('update');
    if (!before || before.refundedAt) return;
    const [after] = await tx
      .update(purchases)
      .set({
        refundedAt: now,
        refundId: refund.refundId,
        expiresOn: before.expiresOn && before.expiresOn < now ? before.expiresOn : now,
      })
      .where(eq(purchases.id, purchaseId))
      .returning();
    const released = await tx
      .delete(sessionBookings)
      .where(
        and(eq(sessionBookings.creditPurchaseId, purchaseId), gt(sessionBookings.startsAt, now)),
      )
      .returning({ sessionId: sessionBookings.sessionId });
    await recordAudit(tx, operator, {
      action: 'purchase.refunded',
      targetType: 'purchase',
      targetId: purchaseId,
      before,
      after: { ...after!, refundState: refund.state, releasedSessions: released },
    });
  });
  return {
    message: refund.state === 'refunded' ? moneyMessages.refunded : moneyMessages.refundPending,
    data: { purchaseId, refundId: refund.refundId, state: refund.state },
  };
};
