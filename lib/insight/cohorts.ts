import { and, eq, inArray, sql } from 'drizzle-orm';

import type { OperatorActor } from '../calls/actor';
import type { Service } from '../calls/service';
import { conflict, notFound, unprocessable } from '../calls/service-error';
import { recordAudit } from '../audit/audit-log';
import type { Executor } from '../db/client';
import { cohortMembers, cohorts, operators, students } from '../db/schema';
import { AT_RISK_REASONS, cohortMessages, type CohortMember, type insightCalls } from './calls';

/*
 * Cohorts (docs/insight.md, "Cohorts"): a named group of students an owner or support makes from
 * a pasted list of addresses, and the lead who reads its progress. A lead (the `cohort` role)
 * sees only the cohorts they lead, and writes nothing: their role is refused every other call.
 */

/** No activity for this long puts a member on the at-risk list. */
const QUIET_DAYS = 14;
/** A mean score below this over at least LOW_SCORE_MIN_CASES marked cases does too. */
const LOW_SCORE = 0.5;
const LOW_SCORE_MIN_CASES = 10;
/** Systems with fewer marked cases than this are not named the weakest. */
const WEAKEST_MIN_CASES = 3;

/** A lead reads only the cohorts they lead; owners and support read every one. */
const visibleTo = (operator: OperatorActor) =>
  operator.role === 'cohort' ? eq(cohorts.leadOperatorId, operator.operatorId) : undefined;

export const listCohorts: Service<typeof insightCalls.listCohorts> = async ({ db }, operator) => {
  const rows = await db
    .select({
      cohortId: cohorts.id,
      name: cohorts.name,
      leadEmail: operators.email,
      members: sql<number>`(select count(*) from cohort_members m
        where m.cohort_id = ${cohorts.id})::int`,
    })
    .from(cohorts)
    .leftJoin(operators, eq(operators.id, cohorts.leadOperatorId))
    .where(visibleTo(operator))
    .orderBy(cohorts.name);
  return { message: 'Success', data: rows };
};

/**
 * A member's marked cases, mean score (correct 1, partly ½, else 0) and weakest system come from
 * the per-student roll-ups the marks move (student_practice_scores, student_system_scores): a row
 * per member and system, whatever the number of papers behind them (docs/insight.md).
 */
export const cohortReport: Service<typeof insightCalls.cohortReport> = async (
  { db, now },
  operator,
  { cohortId },
) => {
  const [cohort] = await db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), visibleTo(operator)));
  // Another lead's cohort answers as one that does not exist.
  if (!cohort) throw notFound(cohortMessages.missing, 'not_found');
  const at = now();
  const quietSince = new Date(at.getTime() - QUIET_DAYS * 86_400_000);
  const [{ rows }, { rows: weakest }, { rows: bank }] = await Promise.all([
    db.execute<Omit<CohortMember, 'weakestSystem' | 'atRisk'> & { marked: number }>(sql`
      select s.id as "studentId", s.full_name as "studentName", s.email as "email",
        (select count(*) from lesson_watches w where w.student_id = s.id
           and w.completed_at is not null)::int as "lessonsCompleted",
        (select count(*) from practice_papers p where p.student_id = s.id)::int as "papers",
        (select count(*) from case_schedules cs where cs.student_id = s.id)::int as "casesSeen",
        coalesce(ps.marked, 0)::int as "marked",
        (ps.score / nullif(ps.marked, 0))::float8 as "meanScore",
        greatest(
          (select max(w.last_reported_at) from lesson_watches w where w.student_id = s.id),
          (select max(p.started_at) from practice_papers p where p.student_id = s.id)
        ) as "lastActive"
      from cohort_members m join students s on s.id = m.student_id
      left join student_practice_scores ps on ps.student_id = s.id
      where m.cohort_id = ${cohort.id}
      order by s.full_name, s.id`),
    db.execute<{ studentId: number; system: string }>(sql`
      select distinct on (ss.student_id) ss.student_id as "studentId", ss.system as "system"
      from cohort_members m join student_system_scores ss on ss.student_id = m.student_id
      where m.cohort_id = ${cohort.id} and ss.marked >= ${WEAKEST_MIN_CASES}
      order by ss.student_id, ss.score / ss.marked, ss.system`),
    db.execute<{ bank: number }>(sql`
      select count(*)::int as "bank" from sub_shorts c join shorts s on s.id = c.short_id
      where c.published_at is not null and s.published_at is not null`),
  ]);
  const weakestOf = new Map(weakest.map((row) => [row.studentId, row.system]));
  const members: CohortMember[] = rows.map(({ marked, ...row }) => {
    const lastActive = row.lastActive === null ? null : new Date(row.lastActive);
    const atRisk = AT_RISK_REASONS.filter((reason) =>
      reason === 'no activity for 14 days'
        ? lastActive === null || lastActive < quietSince
        : marked >= LOW_SCORE_MIN_CASES && row.meanScore !== null && row.meanScore < LOW_SCORE,
    );
    return {
      ...row,
      lastActive: lastActive?.toISOString() ?? null,
      weakestSystem: weakestOf.get(row.studentId) ?? null,
      atRisk,
    };
  });
  return {
    message: 'Success',
    data: { cohortId: cohort.id, name: cohort.name, bank: bank[0]!.bank, members },
  };
};

/** Adds the students of `emails` to the cohort; answers how many were new and who is unknown. */
async function addMembers(tx: Executor, cohortId: number, emails: string[]) {
  const found = await tx
    .select({ id: students.id, email: students.email })
    .from(students)
    .where(inArray(students.email, emails));
  const known = new Set(found.map((row) => row.email));
  const added =
    found.length === 0
      ? []
      : await tx
          .insert(cohortMembers)
          .values(found.map((row) => ({ cohortId, studentId: row.id })))
          .onConflictDoNothing()
          .returning({ studentId: cohortMembers.studentId });
  return {
    added: added.map((row) => row.studentId),
    unknown: emails.filter((email) => !known.has(email)),
  };
}

/**
 * Puts students into the cohort of this name, made now when there is none (the bulk access
 * grant's "cohort" field, docs/insight.md): in the caller's transaction, audited as the cohort's
 * own form audits it. The cohort's id and whether it was made.
 */
export async function putInCohort(
  tx: Executor,
  operator: OperatorActor,
  name: string,
  studentIds: number[],
) {
  const [made] = await tx
    .insert(cohorts)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: cohorts.id });
  const [cohort] = made
    ? [made]
    : await tx.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.name, name)).for('update');
  const added =
    studentIds.length === 0
      ? []
      : (
          await tx
            .insert(cohortMembers)
            .values(studentIds.map((studentId) => ({ cohortId: cohort!.id, studentId })))
            .onConflictDoNothing()
            .returning({ studentId: cohortMembers.studentId })
        ).map((row) => row.studentId);
  if (made) {
    await recordAudit(tx, operator, {
      action: 'cohort.created',
      targetType: 'cohort',
      targetId: made.id,
      after: { name, leadEmail: null, members: added, unknown: [], from: 'access grant' },
    });
  } else if (added.length > 0) {
    await recordAudit(tx, operator, {
      action: 'cohort.members_added',
      targetType: 'cohort',
      targetId: cohort!.id,
      after: { members: added, unknown: [], from: 'access grant' },
    });
  }
  return { cohortId: cohort!.id, created: Boolean(made) };
}

export const createCohort: Service<typeof insightCalls.createCohort> = async (
  { db },
  operator,
  { name, leadEmail, emails },
) =>
  db.transaction(async (tx) => {
    let leadOperatorId: number | null = null;
    if (leadEmail) {
      const [lead] = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.email, leadEmail), eq(operators.role, 'cohort')));
      if (!lead) throw unprocessable(cohortMessages.leadUnknown);
      leadOperatorId = lead.id;
    }
    const [cohort] = await tx
      .insert(cohorts)
      .values({ name, leadOperatorId })
      .onConflictDoNothing()
      .returning({ id: cohorts.id });
    if (!cohort) throw conflict(cohortMessages.nameTaken);
    const { added, unknown } = await addMembers(tx, cohort.id, emails);
    await recordAudit(tx, operator, {
      action: 'cohort.created',
      targetType: 'cohort',
      targetId: cohort.id,
      after: { name, leadEmail: leadEmail ?? null, members: added, unknown },
    });
    return {
      message: cohortMessages.created,
      data: { cohortId: cohort.id, added: added.length, unknown },
    };
  });

export const addCohortMembers: Service<typeof insightCalls.addCohortMembers> = async (
  { db },
  operator,
  { cohortId, emails },
) =>
  db.transaction(async (tx) => {
    const [cohort] = await tx
      .select({ id: cohorts.id })
      .from(cohorts)
      .where(eq(cohorts.id, cohortId))
      .for('update');
    if (!cohort) throw notFound(cohortMessages.missing, 'not_found');
    const { added, unknown } = await addMembers(tx, cohort.id, emails);
    if (added.length > 0) {
      await recordAudit(tx, operator, {
        action: 'cohort.members_added',
        targetType: 'cohort',
        targetId: cohort.id,
        after: { members: added, unknown },
      });
    }
    return { message: cohortMessages.membersAdded, data: { added: added.length, unknown } };
  });
