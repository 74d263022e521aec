import { createHash } from 'node:crypto';

import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';

import { hashToken, newToken } from '../accounts/sign-in-tokens';
import type { Executor } from '../db/client';
import { operatorKnownDevices, operatorSignInThrottles } from '../db/schema';
import {
  KNOWN_DEVICE_MAX_FAILURES,
  KNOWN_DEVICE_UNUSED_DAYS,
  OPERATOR_FAILURE_WINDOW_MINUTES,
  OPERATOR_LOCK_AFTER_FAILURES,
  OPERATOR_LOCK_MINUTES,
} from './texts';

/*
 * The console's sign-in lock (docs/console.md, "Signing in"). Failures are counted per address,
 * whether or not an operator has it, so the lock bounds guessing against any account and answers
 * alike for every address. A browser an operator has signed in from keeps a random key (only its
 * hash is stored) and passes the lock: failures sent from elsewhere never keep the operator out.
 */

const MINUTE = 60_000;

/** The address as the throttle table keeps it: the table holds no addresses strangers typed. */
const addressHash = (email: string) => createHash('sha256').update(email).digest('hex');

/** When the lock on the address ends for browsers without its key; null while it is open. */
export async function addressLockedUntil(
  db: Executor,
  email: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: operatorSignInThrottles.lockedUntil })
    .from(operatorSignInThrottles)
    .where(eq(operatorSignInThrottles.addressHash, addressHash(email)))
    .limit(1);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** The addresses among `emails` that are locked now (the operators page's "locked"). */
export async function lockedAddresses(
  db: Executor,
  emails: string[],
  now: Date,
): Promise<Set<string>> {
  const byHash = new Map(emails.map((email) => [addressHash(email), email]));
  if (byHash.size === 0) return new Set();
  const rows = await db
    .select({ addressHash: operatorSignInThrottles.addressHash })
    .from(operatorSignInThrottles)
    .where(
      and(
        inArray(operatorSignInThrottles.addressHash, [...byHash.keys()]),
        gt(operatorSignInThrottles.lockedUntil, now),
      ),
    );
  return new Set(rows.map((row) => byHash.get(row.addressHash)!));
}

/**
 * Counts a failure from a browser without the account's key. The count starts again when the
 * window has passed; the failure that reaches the limit locks the address, and this answers
 * until when (null: not locked by this one). One statement, so failures sent at once all count.
 */
export async function countAddressFailure(
  db: Executor,
  email: string,
  now: Date,
): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - OPERATOR_FAILURE_WINDOW_MINUTES * MINUTE);
  const lockUntil = new Date(now.getTime() + OPERATOR_LOCK_MINUTES * MINUTE);
  const t = operatorSignInThrottles;
  const freshWindow = sql`${t.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const nextCount = sql`CASE WHEN ${freshWindow} THEN 1 ELSE ${t.failures} + 1 END`;
  const reachesLimit = sql`${nextCount} >= ${OPERATOR_LOCK_AFTER_FAILURES}`;
  const [row] = await db
    .insert(t)
    .values({ addressHash: addressHash(email), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: t.addressHash,
      set: {
        failures: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${nextCount} END`,
        windowStartedAt: sql`CASE WHEN ${freshWindow} OR ${reachesLimit} THEN ${now.toISOString()}::timestamptz ELSE ${t.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${t.lockedUntil} END`,
      },
    })
    .returning({ lockedUntil: t.lockedUntil });
  return row?.lockedUntil?.getTime() === lockUntil.getTime() ? lockUntil : null;
}

/** Lifts the lock and forgets the address's failures (an operator's reset). */
export async function clearAddressFailures(db: Executor, email: string): Promise<void> {
  await db
    .delete(operatorSignInThrottles)
    .where(eq(operatorSignInThrottles.addressHash, addressHash(email)));
}

export type KnownDevice = { id: number; key: string };

/** The browser's key when it is one the operator has signed in from; null otherwise. */
export async function knownDeviceOf(
  db: Executor,
  operatorId: number | undefined,
  key: string | undefined,
): Promise<KnownDevice | null> {
  if (!key) return null;
  // Looked up by the key alone, for any address, so a key sent with an unknown address costs
  // what it costs with an operator's.
  const [row] = await db
    .select({ id: operatorKnownDevices.id, operatorId: operatorKnownDevices.operatorId })
    .from(operatorKnownDevices)
    .where(eq(operatorKnownDevices.keyHash, hashToken(key)))
    .limit(1);
  return row && row.operatorId === operatorId ? { id: row.id, key } : null;
}

/**
 * Counts a failure from a known browser against its key; the failure that reaches the limit
 * forgets the key, so a copied key gives a few guesses at most and then meets the lock.
 */
export async function countKnownDeviceFailure(db: Executor, device: KnownDevice): Promise<void> {
  const [counted] = await db
    .update(operatorKnownDevices)
    .set({ failedSignIns: sql`${operatorKnownDevices.failedSignIns} + 1` })
    .where(eq(operatorKnownDevices.id, device.id))
    .returning({ failedSignIns: operatorKnownDevices.failedSignIns });
  if (counted && counted.failedSignIns >= KNOWN_DEVICE_MAX_FAILURES) {
    await db.delete(operatorKnownDevices).where(eq(operatorKnownDevices.id, device.id));
  }
}

/**
 * After a sign-in: the known browser's failures are forgotten and it keeps its key, or a new
 * browser gets one. Keys unused for longer than their cookie lives are dropped.
 */
export async function rememberDevice(
  db: Executor,
  operatorId: number,
  known: KnownDevice | null,
  now: Date,
): Promise<string> {
  if (known) {
    await db
      .update(operatorKnownDevices)
      .set({ failedSignIns: 0, lastUsedAt: now })
      .where(eq(operatorKnownDevices.id, known.id));
    return known.key;
  }
  const key = newToken();
  await db.insert(operatorKnownDevices).values({
    operatorId,
    keyHash: hashToken(key),
    createdAt: now,
    lastUsedAt: now,
  });
  await db
    .delete(operatorKnownDevices)
    .where(
      and(
        eq(operatorKnownDevices.operatorId, operatorId),
        lt(
          operatorKnownDevices.lastUsedAt,
          new Date(now.getTime() - KNOWN_DEVICE_UNUSED_DAYS * 24 * 60 * MINUTE),
        ),
      ),
    );
  return key;
}

/** Forgets every browser the operator signed in from (a reset: new password, new factor). */
export async function forgetDevices(db: Executor, operatorId: number): Promise<void> {
  await db.delete(operatorKnownDevices).where(eq(operatorKnownDevices.operatorId, operatorId));
}
