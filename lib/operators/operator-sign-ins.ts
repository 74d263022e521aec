import { and, eq, gt, isNull, notInArray } from 'drizzle-orm';

import { hashToken, newToken } from '../accounts/sign-in-tokens';
import type { OperatorActor } from '../calls/actor';
import type { Executor } from '../db/client';
import { operators, operatorSignIns } from '../db/schema';
import { refusedOperatorEmails } from '../deployment';
import { CONSOLE_SIGN_IN_HOURS } from './texts';

/** Opens a console sign-in for an operator who has just proved who they are. */
export async function issueOperatorSignIn(db: Executor, operatorId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CONSOLE_SIGN_IN_HOURS * 60 * 60 * 1000);
  await db.insert(operatorSignIns).values({ operatorId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * The operator a console sign-in belongs to; null for unknown, expired and revoked sign-ins,
 * for disabled operators (disabling one ends their sign-ins at once) and, on a public deployment,
 * for the demo operator the README publishes (lib/deployment.ts).
 */
export async function resolveOperatorSignIn(
  db: Executor,
  token: string,
  now: Date,
): Promise<OperatorActor | null> {
  const refused = refusedOperatorEmails();
  const [row] = await db
    .select({
      signInId: operatorSignIns.id,
      operatorId: operators.id,
      email: operators.email,
      role: operators.role,
    })
    .from(operatorSignIns)
    .innerJoin(operators, eq(operators.id, operatorSignIns.operatorId))
    .where(
      and(
        eq(operatorSignIns.tokenHash, hashToken(token)),
        isNull(operatorSignIns.revokedAt),
        gt(operatorSignIns.expiresAt, now),
        isNull(operators.disabledAt),
        refused.length > 0 ? notInArray(operators.email, [...refused]) : undefined,
      ),
    )
    .limit(1);
  return row ? { kind: 'operator', ...row } : null;
}

export async function revokeOperatorSignIn(db: Executor, signInId: number, now: Date) {
  await db
    .update(operatorSignIns)
    .set({ revokedAt: now })
    .where(and(eq(operatorSignIns.id, signInId), isNull(operatorSignIns.revokedAt)));
}

/** Ends every console sign-in of an operator (a reset, a disabled account). */
export async function revokeOperatorSignIns(db: Executor, operatorId: number, now: Date) {
  await db
    .update(operatorSignIns)
    .set({ revokedAt: now })
    .where(and(eq(operatorSignIns.operatorId, operatorId), isNull(operatorSignIns.revokedAt)));
}
