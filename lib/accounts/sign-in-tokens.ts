import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, notInArray } from 'drizzle-orm';

import type { Database, Executor } from '../db/client';
import { students, studentTokens } from '../db/schema';
import type { StudentActor } from '../calls/actor';
import { refusedStudentEmails } from '../deployment';

const SIGN_IN_TOKEN_DAYS = 30;

/** Tokens are random and only their SHA-256 is stored, so a leaked table opens no sign-ins. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Issues a sign-in token for a student who has just proved who they are. */
export async function issueSignInToken(db: Database, studentId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(studentTokens).values({ studentId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * The student a live token belongs to, or null for unknown, expired and revoked tokens, for the
 * tokens of a disabled account (whatever a disabling left unrevoked) and, on a public deployment,
 * for those of the demo accounts the README publishes (lib/deployment.ts).
 */
export async function resolveSignInToken(
  db: Database,
  token: string,
  now: Date,
): Promise<StudentActor | null> {
  const refused = refusedStudentEmails();
  const [row] = await db
    .select({ id: studentTokens.id, studentId: studentTokens.studentId })
    .from(studentTokens)
    .innerJoin(students, eq(students.id, studentTokens.studentId))
    .where(
      and(
        eq(studentTokens.tokenHash, hashToken(token)),
        isNull(studentTokens.revokedAt),
        gt(studentTokens.expiresAt, now),
        isNull(students.disabledAt),
        refused.length > 0 ? notInArray(students.email, [...refused]) : undefined,
      ),
    )
    .limit(1);
  return row ? { kind: 'student', studentId: row.studentId, tokenId: row.id } : null;
}

export async function revokeToken(db: Database, tokenId: number, now: Date) {
  await db.update(studentTokens).set({ revokedAt: now }).where(eq(studentTokens.id, tokenId));
}

/** Ends every sign-in of a student, e.g. after a password change or reset. */
export async function revokeAllTokens(db: Executor, studentId: number, now: Date) {
  await db
    .update(studentTokens)
    .set({ revokedAt: now })
    .where(and(eq(studentTokens.studentId, studentId), isNull(studentTokens.revokedAt)));
}
