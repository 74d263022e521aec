import { and, eq, gt, isNull, notInArray } from 'drizzle-orm';

import { hashToken, newToken } from '../accounts/session-tokens';
import type { OperatorActor } from '../calls/actor';
import type { Executor } from '../db/client';
import { operators, operatorSessions } from '../db/schema';
import { refusedOperatorEmails } from '../deployment';
import { CONSOLE_SESSION_HOURS } from './texts';

/** Opens a console session for an operator who has just proved who they are. */
export async function issueOperatorSession(db: Executor, operatorId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CONSOLE_SESSION_HOURS * 60 * 60 * 1000);
  await db.insert(operatorSessions).values({ operatorId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * The operator a live console session belongs to; null for unknown, expired and revoked sessions,
 * for disabled operators (disabling one ends their sessions at once) and, on a public deployment,
 * for the demo operator the README publishes (lib/deployment.ts).
 */
export async function resolveOperatorSession(
  db: Executor,
  token: string,
  now: Date,
): Promise<OperatorActor | null> {
  const refused = refusedOperatorEmails();
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      operatorId: operators.id,
      email: operators.email,
      role: operators.role,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        isNull(operators.disabledAt),
        refused.length > 0 ? notInArray(operators.email, [...refused]) : undefined,
      ),
    )
    .limit(1);
  return row ? { kind: 'operator', ...row } : null;
}

export async function revokeOperatorSession(db: Executor, sessionId: number, now: Date) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** Ends every console session of an operator (a reset, a disabled account). */
export async function revokeOperatorSessions(db: Executor, operatorId: number, now: Date) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}
