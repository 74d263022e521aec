import type { Executor } from '../db/client';
import { enqueue, QUEUES, type RetryPolicy } from '../jobs/queue';

/*
 * Reconciliation (docs/payments.md): an order opened with a provider and not confirmed is checked
 * with the provider later, in case it was paid while the browser closed and the webhook was lost.
 * The check records a payment through the same path as the browser and the webhook, once.
 */

/** When an unconfirmed order is checked, counted from its creation. */
const ORDER_CHECK_MINUTES = [15, 60, 6 * 60, 24 * 60] as const;

/** A provider that does not answer is asked again: 1, 2, 4, 8, 16 minutes later. */
const ORDER_CHECK_RETRY: RetryPolicy = { retryLimit: 5, retryDelay: 60, retryBackoff: true };

/** The `check`-th look at an order (the job of lib/plans/payments.ts, `orderCheckJob`). */
export type OrderCheck = { orderId: number; check: number };

/**
 * Queues on `tx` the `check`-th look at an order (none after the last): the order's own
 * transaction for the first, the previous check's for the next.
 */
export async function queueOrderCheck(
  tx: Executor,
  order: { id: number; createdAt: Date },
  check = 0,
) {
  const minutes = ORDER_CHECK_MINUTES[check];
  if (minutes === undefined) return;
  await enqueue(tx, {
    queue: QUEUES.orderReconcile,
    data: { orderId: order.id, check } satisfies OrderCheck,
    retry: ORDER_CHECK_RETRY,
    startAfter: new Date(order.createdAt.getTime() + minutes * 60_000),
    key: `${order.id}:${check}`,
  });
}
