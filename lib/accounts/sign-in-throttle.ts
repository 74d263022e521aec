import { eq, sql } from 'drizzle-orm';

import type { Database } from '../db/client';
import { signInThrottles } from '../db/schema';
import { tooManyRequests } from '../calls/service-error';

/**
 * Failed sign-ins allowed for one email address, from anywhere, within the window before it is
 * locked. The web tier already stops each client after 5 failures on an address, so reaching
 * this takes several clients; the lock is short because whoever reaches it also locks the owner.
 */
export const SIGN_IN_MAX_FAILURES = 20;
const SIGN_IN_WINDOW_MINUTES = 15;
export const SIGN_IN_LOCK_MINUTES = 5;

const MINUTE = 60 * 1000;

export function lockedMessage(minutes: number): string {
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return `Too many failed sign-in attempts. Please try again in ${minutes} ${unit}.`;
}

/** Refuses the attempt while the address is locked; unknown and known addresses alike. */
export async function assertSignInAllowed(db: Database, email: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.email, email))
    .limit(1);
  if (row?.lockedUntil && row.lockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / MINUTE));
    throw tooManyRequests(lockedMessage(minutes));
  }
}

/**
 * Counts a failed sign-in. The count starts again when the window has passed; the failure that
 * reaches the limit locks the address for SIGN_IN_LOCK_MINUTES. One statement, so concurrent
 * failures cannot lose counts.
 */
export async function recordSignInFailure(db: Database, email: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * MINUTE);
  const lockUntil = new Date(now.getTime() + SIGN_IN_LOCK_MINUTES * MINUTE);
  const freshWindow = sql`${signInThrottles.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const nextCount = sql`CASE WHEN ${freshWindow} THEN 1 ELSE ${signInThrottles.failures} + 1 END`;
  const reachesLimit = sql`${nextCount} >= ${SIGN_IN_MAX_FAILURES}`;
  await db
    .insert(signInThrottles)
    .values({ email, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: signInThrottles.email,
      set: {
        failures: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${nextCount} END`,
        windowStartedAt: sql`CASE WHEN ${freshWindow} OR ${reachesLimit} THEN ${now.toISOString()}::timestamptz ELSE ${signInThrottles.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${signInThrottles.lockedUntil} END`,
      },
    });
}

/** A successful sign-in or a password reset forgets earlier failures. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.email, email));
}
