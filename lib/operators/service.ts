import { and, count, eq, ilike, sql } from 'drizzle-orm';

import { hashPassword, verifyPassword } from '../accounts/password';
import type { Service } from '../calls/service';
import { ServiceError } from '../calls/service-error';
import { auditLog, liveSessions, operators, revenueMonths, signupMonthCounts } from '../db/schema';
import { refusedOperatorEmails } from '../deployment';
import { recordAudit } from '../audit/audit-log';
import { issueOperatorSignIn, revokeOperatorSignIn } from './operator-sign-ins';
import {
  addressLockedUntil,
  countAddressFailure,
  countKnownDeviceFailure,
  knownDeviceOf,
  rememberDevice,
} from './sign-in-lock';
import { consoleMessages, OPERATOR_LOCK_AFTER_FAILURES } from './texts';
import { hashRecoveryCode, totpStepOf } from './totp';
import type { operatorCalls } from './calls';

/*
 * The console's own calls: an operator's sign-in (password, then a TOTP or recovery code), the
 * overview and the audit log (docs/console.md).
 */

const refusedSignIn = () => new ServiceError(401, consoleMessages.signInRefused);
const lockedOut = (until: Date, now: Date) =>
  new ServiceError(
    429,
    consoleMessages.locked(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))),
    'operator_locked',
  );

// A wrong email costs what a wrong password costs, so timing does not say which addresses exist.
let unknownOperatorHash: Promise<string> | undefined;
const hashForUnknownOperator = () => (unknownOperatorHash ??= hashPassword('no operator here'));

export const operatorSignIn: Service<typeof operatorCalls.operatorSignIn> = async (
  { db, now },
  _visitor,
  { email, password, code, device },
) => {
  const at = now();
  const [found] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  // A public deployment treats the demo operator the README publishes as no operator at all, so
  // it answers as an unknown address does (lib/deployment.ts).
  const operator = found && !refusedOperatorEmails().includes(found.email) ? found : undefined;
  // A browser the operator has signed in from passes the lock others' failures put on the
  // address; any other meets it, whether the address is an operator's or not.
  const knownDevice = await knownDeviceOf(db, operator?.id, device);
  if (!knownDevice) {
    const lockedUntil = await addressLockedUntil(db, email, at);
    if (lockedUntil) throw lockedOut(lockedUntil, at);
  }

  /** Counts a failure (against the known browser's key, else the address) and answers it. */
  const failure = async () => {
    if (knownDevice) {
      await countKnownDeviceFailure(db, knownDevice);
      return refusedSignIn();
    }
    const lockUntil = await db.transaction(async (tx) => {
      const locked = await countAddressFailure(tx, email, at);
      if (locked && operator) {
        await recordAudit(
          tx,
          { operatorId: operator.id, email: operator.email },
          {
            action: 'operator.locked',
            targetType: 'operator',
            targetId: operator.id,
            after: { lockedUntil: locked, failedSignIns: OPERATOR_LOCK_AFTER_FAILURES },
          },
        );
      }
      return locked;
    });
    return lockUntil ? lockedOut(lockUntil, at) : refusedSignIn();
  };

  const passwordRight = await verifyPassword(
    password,
    operator?.passwordHash ?? (await hashForUnknownOperator()),
  );
  if (!operator || operator.disabledAt || !operator.enrolledAt) throw await failure();

  const totpStep = /^\d{6}$/.test(code) ? await totpStepOf(operator.totpSecret, code, at) : null;
  const recoveryHash = totpStep === null ? hashRecoveryCode(code) : null;
  const secondFactorRight =
    totpStep !== null
      ? operator.lastTotpStep === null || totpStep > operator.lastTotpStep
      : operator.recoveryCodeHashes.includes(recoveryHash!);

  if (passwordRight && secondFactorRight) {
    const signedIn = await db.transaction(async (tx) => {
      // Spends the code in the same statement that checks it is still unspent: two sign-ins
      // racing with one code cannot both pass.
      const [updated] = await tx
        .update(operators)
        .set(
          totpStep !== null
            ? { lastTotpStep: totpStep }
            : { recoveryCodeHashes: sql`${operators.recoveryCodeHashes} - ${recoveryHash}` },
        )
        .where(
          and(
            eq(operators.id, operator.id),
            totpStep !== null
              ? sql`(${operators.lastTotpStep} IS NULL OR ${operators.lastTotpStep} < ${totpStep})`
              : sql`${operators.recoveryCodeHashes} ? ${recoveryHash}`,
          ),
        )
        .returning({ recoveryCodeHashes: operators.recoveryCodeHashes });
      if (!updated) return null;
      const signIn = await issueOperatorSignIn(tx, operator.id, at);
      const deviceKey = await rememberDevice(tx, operator.id, knownDevice, at);
      await recordAudit(
        tx,
        { operatorId: operator.id, email: operator.email },
        {
          action: 'operator.signed_in',
          targetType: 'operator',
          targetId: operator.id,
          after: {
            secondFactor: totpStep !== null ? 'authenticator' : 'recovery code',
            recoveryCodesLeft: updated.recoveryCodeHashes.length,
            knownBrowser: !!knownDevice,
          },
        },
      );
      return { ...signIn, deviceKey };
    });
    if (signedIn) {
      return {
        message: consoleMessages.signedIn,
        data: {
          token: signedIn.token,
          expiresAt: signedIn.expiresAt.toISOString(),
          device: signedIn.deviceKey,
        },
      };
    }
  }

  throw await failure();
};

export const operatorSignOut: Service<typeof operatorCalls.operatorSignOut> = async (
  { db, now },
  operator,
) => {
  await db.transaction(async (tx) => {
    await revokeOperatorSignIn(tx, operator.signInId, now());
    await recordAudit(tx, operator, {
      action: 'operator.signed_out',
      targetType: 'operator',
      targetId: operator.operatorId,
    });
  });
  return { message: consoleMessages.signedOut, data: null };
};

/**
 * The signed-in operator, as the console's layout shows them on every page: read from the session
 * the backend already looked up, so no console page pays for the overview's counts
 * (docs/performance.md, "The console at 100×").
 */
export const signedInOperator: Service<typeof operatorCalls.signedInOperator> = async (
  _deps,
  operator,
) => ({
  message: consoleMessages.overview,
  data: { operator: { email: operator.email, role: operator.role } },
});

export const consoleOverview: Service<typeof operatorCalls.consoleOverview> = async (
  { db, now, payments },
  operator,
) => {
  const [totals] = await db
    .select({
      // Both from insight's monthly roll-ups, which every sign-up and purchase moves in its own
      // transaction: a row per month, not a count of every student and purchase (docs/insight.md).
      students: sql<number>`(SELECT coalesce(sum(${signupMonthCounts.signups}), 0)::int FROM ${signupMonthCounts})`,
      // Bought ones only: access an operator granted took no money.
      purchases: sql<number>`(SELECT coalesce(sum(${revenueMonths.purchases}), 0)::int FROM ${revenueMonths} WHERE ${revenueMonths.provider} <> 'Grant')`,
      upcomingSessions: sql<number>`(SELECT count(*)::int FROM ${liveSessions} WHERE ${liveSessions.startsAt} > ${now().toISOString()}::timestamptz)`,
    })
    .from(sql`(SELECT 1) AS one`);
  return {
    message: consoleMessages.overview,
    data: {
      operator: { email: operator.email, role: operator.role },
      payments: {
        razorpay: !!payments?.Razorpay,
        paypal: !!payments?.PayPal,
        demo: !!payments?.Demo,
      },
      counts: totals!,
    },
  };
};

export const listAuditLog: Service<typeof operatorCalls.listAuditLog> = async (
  { db },
  _operator,
  { action, actor, limit, offset },
) => {
  const where = and(
    action ? eq(auditLog.action, action) : undefined,
    actor ? ilike(auditLog.actor, `%${actor.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [rows, [total], actions] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      // In the order of audit_log_at_idx, NULLS LAST included (`at` is never null): a plain
      // DESC means NULLS FIRST, which the index does not hold, and was a scan and a sort.
      .orderBy(sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(where),
    // The distinct actions, one index probe each (a loose index scan), for the filter's choices.
    db.execute<{ action: string }>(sql`
      WITH RECURSIVE seen AS (
        SELECT min(${auditLog.action}) AS action FROM ${auditLog}
        UNION ALL
        SELECT (SELECT min(${auditLog.action}) FROM ${auditLog} WHERE ${auditLog.action} > seen.action)
        FROM seen WHERE seen.action IS NOT NULL
      )
      SELECT action FROM seen WHERE action IS NOT NULL`),
  ]);
  return {
    message: consoleMessages.auditListed,
    data: {
      list: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actor,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before as Record<string, unknown> | null,
        after: row.after as Record<string, unknown> | null,
      })),
      total: total!.total,
      actions: actions.rows.map((row) => row.action),
    },
  };
};
