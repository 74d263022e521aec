import { and, eq } from 'drizzle-orm';

import type { Database } from '../db/client';
import { knownDevices } from '../db/schema';
import { hashToken, newToken } from './sign-in-tokens';

/*
 * A browser that has signed in to an account before carries a random key for it in an httpOnly
 * cookie; only its hash is stored. A sign-in from such a browser passes the address's lock, so
 * failures sent from other addresses cannot keep the owner out (docs/accounts.md).
 */

/** Whether `key` is one of the student's known browsers (and notes that it was seen). */
export async function isKnownDevice(
  db: Database,
  studentId: number,
  key: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!key) return false;
  const [known] = await db
    .update(knownDevices)
    .set({ lastUsedAt: now })
    .where(and(eq(knownDevices.studentId, studentId), eq(knownDevices.keyHash, hashToken(key))))
    .returning({ id: knownDevices.id });
  return !!known;
}

/** A new key for a browser the student has just signed in from. */
export async function rememberDevice(db: Database, studentId: number, now: Date) {
  const key = newToken();
  await db
    .insert(knownDevices)
    .values({ studentId, keyHash: hashToken(key), createdAt: now, lastUsedAt: now });
  return key;
}
