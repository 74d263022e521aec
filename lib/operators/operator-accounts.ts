import { randomBytes } from 'node:crypto';

import { and, asc, count, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';

import { hashPassword } from '../accounts/password';
import { hashToken, newToken } from '../accounts/sign-in-tokens';
import type { Service } from '../calls/service';
import { conflict, notFound, unprocessable } from '../calls/service-error';
import type { Executor, Transaction } from '../db/client';
import { operators, type Operator } from '../db/schema';
import { auditedChange } from '../audit/audited-change';
import { recordAudit } from '../audit/audit-log';
import { revokeOperatorSignIns } from './operator-sign-ins';
import { clearAddressFailures, forgetDevices, lockedAddresses } from './sign-in-lock';
import { ENROLMENT_LINK_HOURS, operatorAccountMessages } from './texts';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStepOf, totpUri } from './totp';
import type { operatorCalls } from './calls';

/*
 * Owners manage the console's operators from the console: they invite one (a link, shown once,
 * with which the new operator chooses a password and enrols an authenticator in the browser),
 * change roles, disable, enable, and send a new link to one who lost their second factor
 * (docs/console.md). Every change is audited; the console always keeps an enabled owner.
 */

/** What a link's holder has until they use it: a password nobody knows. */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

/** `locked`: the address is locked for browsers the operator has not signed in from. */
const statusOf = (row: Operator, locked: Set<string>) =>
  row.disabledAt
    ? ('disabled' as const)
    : !row.enrolledAt
      ? ('invited' as const)
      : locked.has(row.email)
        ? ('locked' as const)
        : ('active' as const);

export const listOperators: Service<typeof operatorCalls.listOperators> = async (
  { db, now },
  operator,
) => {
  const rows = await db
    .select()
    .from(operators)
    .orderBy(asc(operators.createdAt), asc(operators.id));
  const locked = await lockedAddresses(
    db,
    rows.map((row) => row.email),
    now(),
  );
  return {
    message: operatorAccountMessages.listed,
    data: {
      list: rows.map((row) => ({
        operatorId: row.id,
        email: row.email,
        role: row.role,
        status: statusOf(row, locked),
        createdAt: row.createdAt.toISOString(),
        enrolmentExpiresAt:
          !row.enrolledAt && row.enrolmentExpiresAt ? row.enrolmentExpiresAt.toISOString() : null,
        recoveryCodesLeft: row.recoveryCodeHashes.length,
        isYou: row.id === operator.operatorId,
      })),
    },
  };
};

/** A new invitation link for a row: its token (shown once) and what the row stores of it. */
async function newEnrolment(now: Date) {
  const token = newToken();
  return {
    token,
    values: {
      passwordHash: await unusablePasswordHash(),
      totpSecret: newTotpSecret(),
      recoveryCodeHashes: [],
      lastTotpStep: null,
      enrolledAt: null,
      enrolmentTokenHash: hashToken(token),
      enrolmentExpiresAt: new Date(now.getTime() + ENROLMENT_LINK_HOURS * 60 * 60 * 1000),
    },
  };
}

export const inviteOperator: Service<typeof operatorCalls.inviteOperator> = async (
  { db, now },
  operator,
  { email, role },
) => {
  const at = now();
  const { token, values } = await newEnrolment(at);
  const invited = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(operators)
      .values({ email, role, ...values })
      .onConflictDoNothing({ target: operators.email })
      .returning();
    if (!made) return null;
    await recordAudit(tx, operator, {
      action: 'operator.invited',
      targetType: 'operator',
      targetId: made.id,
      after: made,
    });
    return made;
  });
  if (!invited) throw conflict(operatorAccountMessages.alreadyOperator);
  return {
    message: operatorAccountMessages.invited(email),
    data: { operatorId: invited.id, token, expiresAt: values.enrolmentExpiresAt.toISOString() },
  };
};

/** Refuses a change that would leave the console without an enabled, enrolled owner. */
async function keepAnOwner(tx: Executor, changing: Operator) {
  const [{ others }] = (await tx
    .select({ others: count() })
    .from(operators)
    .where(
      and(
        eq(operators.role, 'owner'),
        isNull(operators.disabledAt),
        isNotNull(operators.enrolledAt),
        ne(operators.id, changing.id),
      ),
    )) as [{ others: number }];
  if (others === 0) throw conflict(operatorAccountMessages.lastOwner);
}

/**
 * One operator's row for `auditedChange`, never the acting owner's own (nobody demotes, disables
 * or resets themself). Taken after the owners' lock, so two owners changing each other's rows at
 * once leave one owner.
 */
async function otherOperator(tx: Transaction, operatorId: number, self: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('operators.owners'))`);
  if (operatorId === self) throw conflict(operatorAccountMessages.notYourself);
  return {
    table: operators,
    where: eq(operators.id, operatorId),
    missing: () => notFound(operatorAccountMessages.notFound, 'operator_not_found'),
    targetType: 'operator',
    targetId: operatorId,
  };
}

export const updateOperator: Service<typeof operatorCalls.updateOperator> = async (
  { db, now },
  operator,
  { operatorId, role, disabled },
) => {
  const at = now();
  const sameAccess = (before: Operator) => (before.disabledAt !== null) === disabled;
  const { changed } = await db.transaction(async (tx) =>
    auditedChange(tx, operator, {
      ...(await otherOperator(tx, operatorId, operator.operatorId)),
      check: async (before) => {
        const losesOwner =
          before.role === 'owner' && !before.disabledAt && (role !== 'owner' || disabled);
        if (losesOwner) await keepAnOwner(tx, before);
      },
      unchanged: (before) => before.role === role && sameAccess(before),
      set: (before) => ({ role, disabledAt: disabled ? (before.disabledAt ?? at) : null }),
      then: async (before) => {
        if (disabled && !before.disabledAt) await revokeOperatorSignIns(tx, operatorId, at);
      },
      action: (before) =>
        sameAccess(before)
          ? 'operator.role_changed'
          : disabled
            ? 'operator.disabled'
            : 'operator.enabled',
    }),
  );
  return {
    message: changed ? operatorAccountMessages.saved : operatorAccountMessages.unchanged,
    data: { operatorId },
  };
};

/**
 * A new invitation link for an operator (a lost authenticator, a forgotten password): their
 * password, second factor and recovery codes stop working and their sessions end at once.
 */
export const resetOperatorEnrolment: Service<typeof operatorCalls.resetOperatorEnrolment> = async (
  { db, now },
  operator,
  { operatorId },
) => {
  const at = now();
  const { token, values } = await newEnrolment(at);
  await db.transaction(async (tx) =>
    auditedChange(tx, operator, {
      ...(await otherOperator(tx, operatorId, operator.operatorId)),
      check: async (before) => {
        if (before.disabledAt) throw conflict(operatorAccountMessages.disabledCannotReset);
        if (before.role === 'owner' && before.enrolledAt) await keepAnOwner(tx, before);
      },
      set: () => values,
      then: async (before) => {
        await revokeOperatorSignIns(tx, operatorId, at);
        // The lock is lifted for the new enrolment; the browsers it knew pass it no more.
        await clearAddressFailures(tx, before.email);
        await forgetDevices(tx, operatorId);
      },
      action: 'operator.reset',
    }),
  );
  return {
    message: operatorAccountMessages.resetLink,
    data: { operatorId, token, expiresAt: values.enrolmentExpiresAt.toISOString() },
  };
};

/** The invitation a link's token opens, while it works: unknown, used and lapsed ones are 404. */
async function pendingEnrolment(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.enrolmentTokenHash, hashToken(token)),
        isNull(operators.enrolledAt),
        isNull(operators.disabledAt),
        gt(operators.enrolmentExpiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw notFound(operatorAccountMessages.linkNotValid, 'enrolment_not_found');
  return row;
}

export const enrolmentDetails: Service<typeof operatorCalls.enrolmentDetails> = async (
  { db, now },
  _v,
  { token },
) => {
  const row = await pendingEnrolment(db, token, now());
  return {
    message: operatorAccountMessages.enrolmentOpened,
    data: {
      email: row.email,
      role: row.role,
      totpSecret: row.totpSecret,
      totpUri: totpUri(row.email, row.totpSecret),
      expiresAt: row.enrolmentExpiresAt!.toISOString(),
    },
  };
};

/**
 * Completes an invitation: the password the operator chose, and a code from the authenticator
 * they just set up (which proves it reads the secret). Answers the recovery codes, shown once.
 */
export const completeEnrolment: Service<typeof operatorCalls.completeEnrolment> = async (
  { db, now },
  _visitor,
  { token, password, code },
) => {
  const at = now();
  const row = await pendingEnrolment(db, token, at);
  const step = await totpStepOf(row.totpSecret, code, at);
  if (step === null) throw unprocessable(operatorAccountMessages.codeNotRight);
  const recoveryCodes = newRecoveryCodes();
  const passwordHash = await hashPassword(password);
  const enrolled = await db.transaction(async (tx) => {
    // The token is spent by the same statement that checks it is unspent: one enrolment per link.
    const [after] = await tx
      .update(operators)
      .set({
        passwordHash,
        recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
        lastTotpStep: step,
        enrolledAt: at,
        enrolmentTokenHash: null,
        enrolmentExpiresAt: null,
      })
      .where(and(eq(operators.id, row.id), eq(operators.enrolmentTokenHash, hashToken(token))))
      .returning();
    if (!after) return null;
    await recordAudit(
      tx,
      { operatorId: row.id, email: row.email },
      { action: 'operator.enrolled', targetType: 'operator', targetId: row.id, after },
    );
    return after;
  });
  if (!enrolled) throw notFound(operatorAccountMessages.linkNotValid, 'enrolment_not_found');
  return {
    message: operatorAccountMessages.enrolled,
    data: { email: enrolled.email, recoveryCodes },
  };
};
