import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { hashPassword } from '../accounts/password';
import type { Database } from '../db/client';
import { operators, type Operator } from '../db/schema';
import { recordAudit } from '../audit/audit-log';
import { revokeOperatorSignIns } from './operator-sign-ins';
import { clearAddressFailures, forgetDevices } from './sign-in-lock';
import { OPERATOR_ROLES, type OperatorRole } from '../access/roles';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpUri } from './totp';

/*
 * Operators are made and reset from the command line (`npm run operator:add`), never from a
 * sign-up page: whoever runs the server decides who runs the platform (docs/console.md).
 */

/** What an operator needs to sign in, shown once by whoever created or reset the account. */
export type OperatorCredentials = {
  operator: Pick<Operator, 'id' | 'email' | 'role'>;
  password: string;
  totpSecret: string;
  totpUri: string;
  recoveryCodes: string[];
};

export class OperatorInputError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseOperatorEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!EMAIL.test(normalised) || normalised.length > 254) {
    throw new OperatorInputError(`Not an email address: ${email}`);
  }
  return normalised;
}

export function operatorRole(role: string): OperatorRole {
  if (!(OPERATOR_ROLES as readonly string[]).includes(role)) {
    throw new OperatorInputError(`The role must be one of ${OPERATOR_ROLES.join(', ')}`);
  }
  return role as OperatorRole;
}

/** A password nobody chose: 18 characters of base64url, about 108 bits. */
const newPassword = () => randomBytes(14).toString('base64url').slice(0, 18);

type Setup = {
  email: string;
  role: OperatorRole;
  /** Given only by the demo seed; otherwise a random one is made and shown once. */
  password?: string;
  totpSecret?: string;
  recoveryCodes?: string[];
};

/**
 * Creates the operator, or resets an existing one (new password, second factor and recovery
 * codes, the lock lifted, every session ended, enabled again). Audited as the command line.
 */
export async function createOrResetOperator(
  db: Database,
  setup: Setup,
  now: Date,
): Promise<OperatorCredentials & { created: boolean }> {
  const email = normaliseOperatorEmail(setup.email);
  const password = setup.password ?? newPassword();
  const totpSecret = setup.totpSecret ?? newTotpSecret();
  const recoveryCodes = setup.recoveryCodes ?? newRecoveryCodes();
  const values = {
    role: setup.role,
    passwordHash: await hashPassword(password),
    totpSecret,
    recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
    lastTotpStep: null,
    disabledAt: null,
    enrolledAt: now,
    enrolmentTokenHash: null,
    enrolmentExpiresAt: null,
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(operators)
      .where(eq(operators.email, email))
      .for('update');
    const [after] = before
      ? await tx.update(operators).set(values).where(eq(operators.id, before.id)).returning()
      : await tx
          .insert(operators)
          .values({ email, ...values })
          .returning();
    if (before) {
      await revokeOperatorSignIns(tx, before.id, now);
      await forgetDevices(tx, before.id);
    }
    await clearAddressFailures(tx, email);
    await recordAudit(
      tx,
      { commandLine: true },
      {
        action: before ? 'operator.reset' : 'operator.created',
        targetType: 'operator',
        targetId: after!.id,
        before: before ?? null,
        after: after!,
      },
    );
    return {
      created: !before,
      operator: { id: after!.id, email: after!.email, role: after!.role },
      password,
      totpSecret,
      totpUri: totpUri(email, totpSecret),
      recoveryCodes,
    };
  });
}
