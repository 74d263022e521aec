import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';

import { OTP_LENGTH } from '@/lib/calls/fields';

import type { Executor } from '../db/client';
import { oneTimeCodes, resetTokens } from '../db/schema';
import { hashToken, newToken } from './sign-in-tokens';

/** How long an emailed code works, and how many wrong guesses it survives. */
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one account may be sent per hour, so the form cannot be used to flood a mailbox. */
export const OTP_MAX_PER_HOUR = 5;
/** How long the temporary token from a verified code may be spent on a new password. */
const RESET_TOKEN_MINUTES = 15;

const MINUTE = 60 * 1000;

/** Six uniformly random digits from the CSPRNG (leading zeros kept). */
function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

// Salted with the row's owner so equal codes of two students do not hash alike.
function hashCode(studentId: number, code: string): Buffer {
  return createHash('sha256').update(`${studentId}:${code}`).digest();
}

/**
 * Issues a fresh code for the student and retires any earlier one. Null when the student has
 * already been sent OTP_MAX_PER_HOUR codes in the last hour.
 */
export async function issueOneTimeCode(
  db: Executor,
  studentId: number,
  now: Date,
): Promise<string | null> {
  const hourAgo = new Date(now.getTime() - 60 * MINUTE);
  const [{ recent }] = await db
    .select({ recent: sql<number>`count(*)::int` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.studentId, studentId), gte(oneTimeCodes.createdAt, hourAgo)));
  if (recent >= OTP_MAX_PER_HOUR) return null;

  const code = newOneTimeCode();
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.studentId, studentId), isNull(oneTimeCodes.consumedAt)));
  await db.insert(oneTimeCodes).values({
    studentId,
    codeHash: hashCode(studentId, code).toString('hex'),
    expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * MINUTE),
    createdAt: now,
  });
  return code;
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'locked';

/**
 * Checks a code against the student's live one. Every check counts as a try (counted in one
 * statement, so parallel guesses cannot exceed the limit); a right code is spent at once.
 */
export async function checkOneTimeCode(
  db: Executor,
  studentId: number,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.studentId, studentId), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  if (!live) return 'invalid';
  if (live.expiresAt <= now) return 'expired';

  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, live.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  if (!counted) return 'locked';

  const expected = Buffer.from(live.codeHash, 'hex');
  const actual = hashCode(studentId, code);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';

  const [spent] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return spent ? 'ok' : 'invalid';
}

/** The temporary token a verified code is exchanged for; only its hash is stored. */
export async function issueResetToken(db: Executor, studentId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(resetTokens).values({
    studentId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * MINUTE),
    createdAt: now,
  });
  return token;
}

/** Spends a reset token (once, atomically); the student it was issued to, or null. */
export async function spendResetToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(resetTokens.tokenHash, hashToken(token)),
        isNull(resetTokens.usedAt),
        gt(resetTokens.expiresAt, now),
      ),
    )
    .returning({ studentId: resetTokens.studentId });
  return row?.studentId ?? null;
}
