import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { purchases } from '../db/schema';

/**
 * Whether the student holds a current purchase: started, and not yet expired (a purchase with no
 * expiry, such as a single session, stays current). Drives isSubscribe (1 = subscribed).
 */
export async function isSubscribed(db: Executor, studentId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(purchases)
    .where(
      and(
        eq(purchases.studentId, studentId),
        lte(purchases.startOn, now),
        or(isNull(purchases.expiresOn), gt(purchases.expiresOn, now)),
      ),
    )
    .limit(1);
  return !!row;
}
