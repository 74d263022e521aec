import { randomUUID } from 'node:crypto';

import { and, asc, eq, gt, inArray, isNotNull, max } from 'drizzle-orm';

import type { OperatorActor } from '../calls/actor';
import type { Service } from '../calls/service';
import { notFound, unprocessable } from '../calls/service-error';
import { consoleStudentMessages } from '../accounts/texts';
import { recordAudit } from '../audit/audit-log';
import { putInCohort } from '../insight/cohorts';
import type { Executor } from '../db/client';
import { plans, purchases, students, type Plan } from '../db/schema';
import { formatPlanDate, grantMessages, planMessages } from './texts';
import type { planCalls } from './calls';

/*
 * Access granted by hand from the console, with a reason: a purchase of the plan for nothing
 * (provider 'Grant', amount 0), so every check of a student's access already counts it. It runs
 * from now to the end of what the student already holds plus the days granted, so a grant to a
 * subscriber extends their access (docs/console.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const listGrantablePlans: Service<typeof planCalls.listGrantablePlans> = async ({ db }) => {
  const rows = await db
    .select({
      planId: plans.id,
      name: plans.name,
      subTitle: plans.subTitle,
      durationDays: plans.durationDays,
    })
    .from(plans)
    .where(isNotNull(plans.durationDays))
    .orderBy(asc(plans.position), asc(plans.id));
  return {
    message: grantMessages.plansListed,
    data: rows.map((row) => ({ ...row, durationDays: row.durationDays! })),
  };
};

/** The plan to grant: one with a period of access. */
async function grantablePlan(
  db: Executor,
  planId: number,
): Promise<Plan & { durationDays: number }> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw notFound(planMessages.planMissing);
  if (plan.durationDays === null) throw unprocessable(grantMessages.notACourse);
  return { ...plan, durationDays: plan.durationDays };
}

/** When each student's time-based access ends, for those who hold some after `now`. */
async function accessEnds(db: Executor, studentIds: number[], now: Date) {
  const rows = await db
    .select({ studentId: purchases.studentId, ends: max(purchases.expiresOn) })
    .from(purchases)
    .where(and(inArray(purchases.studentId, studentIds), gt(purchases.expiresOn, now)))
    .groupBy(purchases.studentId);
  return new Map(rows.map((row) => [row.studentId, row.ends]));
}

type Grant = { planId: number; days?: number; reason: string };

/**
 * Records a grant to each student in `tx`, with an audit entry each naming the reason; answers
 * the purchases made. The students' rows are locked by the caller, so two grants to one student
 * at once extend one after the other.
 */
async function grantTo(
  tx: Executor,
  operator: OperatorActor,
  plan: Plan & { durationDays: number },
  studentIds: number[],
  { days = plan.durationDays, reason }: Grant,
  now: Date,
) {
  const ends = await accessEnds(tx, studentIds, now);
  const granted = await tx
    .insert(purchases)
    .values(
      studentIds.map((studentId) => {
        const held = ends.get(studentId);
        const from = held && held > now ? held : now;
        return {
          studentId,
          planId: plan.id,
          transactionId: `grant-${randomUUID()}`,
          transactionType: 'Grant' as const,
          amount: '0',
          currency: plan.currency,
          startOn: now,
          expiresOn: new Date(from.getTime() + days * DAY_MS),
        };
      }),
    )
    .returning();
  for (const purchase of granted) {
    await recordAudit(tx, operator, {
      action: 'access.granted',
      targetType: 'student',
      targetId: purchase.studentId,
      before: { accessEnds: ends.get(purchase.studentId) ?? null },
      after: { ...purchase, plan: plan.name, days, reason },
    });
  }
  return granted;
}

export const grantAccess: Service<typeof planCalls.grantAccess> = async (
  deps,
  operator,
  { studentId, ...grant },
) => {
  const now = deps.now();
  const { plan, purchase } = await deps.db.transaction(async (tx) => {
    const plan = await grantablePlan(tx, grant.planId);
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(eq(students.id, studentId))
      .for('update');
    if (!student) throw notFound(consoleStudentMessages.notFound);
    const [purchase] = await grantTo(tx, operator, plan, [studentId], grant, now);
    return { plan, purchase: purchase! };
  });
  return {
    message: grantMessages.granted(plan.name, formatPlanDate(purchase.expiresOn)),
    data: {
      studentId,
      purchaseId: purchase.id,
      expiresOn: purchase.expiresOn!.toISOString(),
    },
  };
};

/**
 * Grants access to every student of a pasted list in one transaction: all of them or, if
 * anything fails, none. Addresses without an account are answered by name and skipped. With a
 * cohort's name, the same transaction puts them in that cohort, made when there is none.
 */
export const grantAccessInBulk: Service<typeof planCalls.grantAccessInBulk> = async (
  deps,
  operator,
  { emails, cohort, ...grant },
) => {
  const now = deps.now();
  const { plan, granted, unknown, cohortId, created } = await deps.db.transaction(async (tx) => {
    const plan = await grantablePlan(tx, grant.planId);
    const found = await tx
      .select({ id: students.id, email: students.email })
      .from(students)
      .where(inArray(students.email, emails))
      .orderBy(asc(students.id))
      .for('update');
    const known = new Set(found.map((student) => student.email));
    const unknown = emails.filter((email) => !known.has(email));
    const ids = found.map((student) => student.id);
    const granted = ids.length > 0 ? await grantTo(tx, operator, plan, ids, grant, now) : [];
    const grouped = cohort ? await putInCohort(tx, operator, cohort, ids) : null;
    return { plan, granted: granted.length, unknown, ...grouped };
  });
  return {
    message: [
      grantMessages.bulkGranted(granted, plan.name, unknown),
      cohort ? grantMessages.inCohort(cohort, created!) : '',
    ]
      .filter(Boolean)
      .join(' '),
    data: { granted, unknown, cohortId: cohortId ?? null },
  };
};
