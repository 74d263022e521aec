import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { purchases } from '../db/schema';

/**
 * Whether the student holds a current time-based purchase: started and not yet expired. Drives
 * isSubscribe (1 = subscribed) and so the video gate. A single session has no period: it buys one
 * live session booking (see `singleSessionPurchasesQuery`), not access to the library.
 */
export async function isSubscribed(db: Executor, studentId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(purchases)
    .where(currentPurchaseOf(studentId, now))
    .limit(1);
  return !!row;
}

/** Whether the student holds a current time-based purchase, as a column of a larger query. */
export function subscribedColumn(db: Executor, studentId: number, now: Date) {
  return sql<boolean>`exists(${db
    .select({ one: sql`1` })
    .from(purchases)
    .where(currentPurchaseOf(studentId, now))})`;
}

/** The student's time-based purchases running at `now`: started and not yet expired. */
export function currentPurchaseOf(studentId: number, now: Date) {
  return and(
    eq(purchases.studentId, studentId),
    lte(purchases.startOn, now),
    isNotNull(purchases.expiresOn),
    gt(purchases.expiresOn, now),
  );
}

/**
 * How many single sessions the student has bought (purchases without a period), as a query to
 * read within a larger one; each grants one live session booking. Bookings already made are the
 * booking service's to subtract.
 */
export function singleSessionPurchasesQuery(db: Executor, studentId: number) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.studentId, studentId), isNull(purchases.expiresOn)));
}
