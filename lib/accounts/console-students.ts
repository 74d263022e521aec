import { and, asc, count, desc, eq, gt, ilike, isNotNull, like, lte, or, sql } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { notFound } from '../calls/service-error';
import { auditedChange } from '../audit/audited-change';
import type { Executor } from '../db/client';
import {
  lessonKeyRequests,
  liveSessions,
  plans,
  purchases,
  sessionBookings,
  students,
  videoProgress,
} from '../db/schema';
import { revokeAllTokens } from './sign-in-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
import { consoleStudentMessages, STUDENTS_EXPORT_MAX } from './texts';
import { countRows, pageTotal, totalOf } from '../db/paging';
import type { accountCalls } from './calls';

/*
 * The console's people: students found by a part of their name or address, one student with
 * what they bought, booked and watched, and their account disabled or enabled (docs/console.md).
 */

/**
 * A part of a name or an address, matched anywhere in either. Addresses are stored lower-cased,
 * so `like` on the lowered search finds them; the wildcards a search may hold are taken literally.
 */
function matching(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return or(like(students.email, pattern), ilike(students.fullName, pattern));
}

/** Each student's current time-based purchase that runs longest: what the list calls their plan. */
function currentPlan(db: Executor, now: Date) {
  return db
    .select({ plan: plans.name, planEnds: purchases.expiresOn })
    .from(purchases)
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .where(
      and(
        eq(purchases.studentId, students.id),
        lte(purchases.startOn, now),
        isNotNull(purchases.expiresOn),
        gt(purchases.expiresOn, now),
      ),
    )
    .orderBy(desc(purchases.expiresOn))
    .limit(1)
    .as('current_plan');
}

/** One page of students (or the download's rows), newest first, with their current plan. */
async function findStudents(
  db: Executor,
  now: Date,
  q: string | undefined,
  { limit, offset }: { limit: number; offset: number },
) {
  const current = currentPlan(db, now);
  const where = matching(q);
  const rows = await db
    .select({
      total: totalOf(db, students, where),
      studentId: students.id,
      fullName: students.fullName,
      email: students.email,
      mobileNumber: students.mobileNumber,
      countryCode: students.countryCode,
      joinedAt: students.createdAt,
      disabledAt: students.disabledAt,
      plan: current.plan,
      planEnds: current.planEnds,
    })
    .from(students)
    .leftJoinLateral(current, sql`true`)
    .where(where)
    .orderBy(desc(students.createdAt), desc(students.id))
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, () => countRows(db, students, where));
  return {
    total,
    list: rows.map(({ joinedAt, disabledAt, planEnds, mobileNumber, total: _total, ...row }) => ({
      ...row,
      mobileNumber: mobileNumber ?? '',
      joinedAt: joinedAt.toISOString(),
      planEnds: planEnds?.toISOString() ?? null,
      disabled: disabledAt !== null,
    })),
  };
}

export const listStudentsForConsole: Service<typeof accountCalls.listStudentsForConsole> = async (
  deps,
  _operator,
  { q, limit, offset },
) => {
  const { list, total } = await findStudents(deps.db, deps.now(), q, { limit, offset });
  return {
    message: consoleStudentMessages.listed,
    data: {
      list: list.map(({ mobileNumber: _m, countryCode: _c, ...row }) => row),
      total,
    },
  };
};

export const exportStudentsForConsole: Service<
  typeof accountCalls.exportStudentsForConsole
> = async (deps, _operator, { q }) => ({
  message: consoleStudentMessages.listed,
  data: await findStudents(deps.db, deps.now(), q, { limit: STUDENTS_EXPORT_MAX, offset: 0 }),
});

export const consoleStudentDetails: Service<typeof accountCalls.consoleStudentDetails> = async (
  deps,
  _operator,
  { studentId },
) => {
  const { db } = deps;
  const now = deps.now();
  const current = currentPlan(db, now);
  const [[row], bought, booked, [lessons], [keys]] = await Promise.all([
    db
      .select({ student: students, plan: current.plan, planEnds: current.planEnds })
      .from(students)
      .leftJoinLateral(current, sql`true`)
      .where(eq(students.id, studentId)),
    db
      .select({
        purchaseId: purchases.id,
        plan: plans.name,
        provider: purchases.transactionType,
        transactionId: purchases.transactionId,
        amount: purchases.amount,
        currency: purchases.currency,
        startOn: purchases.startOn,
        expiresOn: purchases.expiresOn,
      })
      .from(purchases)
      .innerJoin(plans, eq(plans.id, purchases.planId))
      .where(eq(purchases.studentId, studentId))
      .orderBy(desc(purchases.createdAt), desc(purchases.id)),
    db
      .select({
        sessionId: liveSessions.id,
        title: liveSessions.title,
        date: sessionBookings.date,
        fromTime: sessionBookings.fromTime,
        toTime: sessionBookings.toTime,
      })
      .from(sessionBookings)
      .innerJoin(liveSessions, eq(liveSessions.id, sessionBookings.sessionId))
      .where(eq(sessionBookings.studentId, studentId))
      .orderBy(desc(sessionBookings.startsAt), asc(sessionBookings.id)),
    db
      .select({
        started: count(),
        watched: sql<number>`count(${videoProgress.watchedAt})::int`,
      })
      .from(videoProgress)
      .where(eq(videoProgress.studentId, studentId)),
    // Their lessons' keys over the last day, and those refused for asking too many at once
    // (docs/streaming.md, "Key requests").
    db
      .select({
        lessons: sql<number>`count(distinct ${lessonKeyRequests.videoId}) filter (where ${lessonKeyRequests.answered})::int`,
        slowed: sql<number>`count(*) filter (where not ${lessonKeyRequests.answered})::int`,
        lastSlowed: sql<
          string | null
        >`max(${lessonKeyRequests.at}) filter (where not ${lessonKeyRequests.answered})`,
      })
      .from(lessonKeyRequests)
      .where(
        and(
          eq(lessonKeyRequests.studentId, studentId),
          gt(lessonKeyRequests.at, new Date(now.getTime() - DAY_MS)),
        ),
      ),
  ]);
  if (!row) throw notFound(consoleStudentMessages.notFound);
  const { student } = row;
  return {
    message: consoleStudentMessages.details,
    data: {
      student: {
        studentId: student.id,
        fullName: student.fullName,
        email: student.email,
        mobileNumber: student.mobileNumber ?? '',
        countryCode: student.countryCode,
        joinedAt: student.createdAt.toISOString(),
        plan: row.plan,
        planEnds: row.planEnds?.toISOString() ?? null,
        disabled: student.disabledAt !== null,
        disabledAt: student.disabledAt?.toISOString() ?? null,
      },
      purchases: bought.map(({ startOn, expiresOn, ...purchase }) => ({
        ...purchase,
        startOn: startOn.toISOString(),
        expiresOn: expiresOn?.toISOString() ?? null,
      })),
      bookings: booked.map(({ fromTime, toTime, ...booking }) => ({
        ...booking,
        from: fromTime.slice(0, 5),
        to: toTime.slice(0, 5),
      })),
      lessons: { started: lessons!.started, watched: Number(lessons!.watched) },
      streaming: {
        lessonsLastDay: keys?.lessons ?? 0,
        slowedLastDay: keys?.slowed ?? 0,
        lastSlowedAt: keys?.lastSlowed ? new Date(keys.lastSlowed).toISOString() : null,
      },
    },
  };
};

/** The account's state as the audit log keeps it: no password hash, no photo. */
const accountState = (student: { id: number; email: string; disabledAt: Date | null }) => ({
  studentId: student.id,
  email: student.email,
  disabledAt: student.disabledAt,
});

/**
 * Disables an account, or enables it again. Disabling revokes every token the student holds in
 * the same transaction, so each of their sign-ins ends at once; enabling gives none back (they
 * sign in again). Deciding what was already decided writes nothing and logs nothing.
 */
export const setStudentDisabled: Service<typeof accountCalls.setStudentDisabled> = async (
  deps,
  operator,
  { studentId, disabled },
) => {
  const now = deps.now();
  const { changed } = await deps.db.transaction(async (tx) => {
    const outcome = await auditedChange(tx, operator, {
      table: students,
      where: eq(students.id, studentId),
      missing: () => notFound(consoleStudentMessages.notFound),
      unchanged: (before) => (before.disabledAt !== null) === disabled,
      set: () => ({ disabledAt: disabled ? now : null }),
      action: disabled ? 'student.disabled' : 'student.enabled',
      targetType: 'student',
      targetId: studentId,
      audited: accountState,
    });
    if (outcome.changed && disabled) await revokeAllTokens(tx, studentId, now);
    return outcome;
  });
  const message = changed
    ? disabled
      ? consoleStudentMessages.disabled
      : consoleStudentMessages.enabled
    : disabled
      ? consoleStudentMessages.alreadyDisabled
      : consoleStudentMessages.alreadyEnabled;
  return { message, data: { studentId, disabled } };
};
