import { eq, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { examDates } from '../db/schema';
import type { Service } from '../calls/service';
import { unprocessable } from '../calls/service-error';
import type { practiceCalls } from './calls';
import { practiceMessages } from './texts';

/*
 * The exam date a student sets (docs/practice.md, "Exam date"): as it nears, the review schedule
 * asks ts-fsrs for a higher desired retention (shorter intervals), and the student gets a daily
 * review target that spreads what is left before the exam over the days left.
 */

/** ts-fsrs's default desired retention: the schedule without an exam date, or one far off. */
export const BASE_RETENTION = 0.9;
/** The retention asked for in the exam's last week. */
export const EXAM_RETENTION = 0.97;
/** Days before the exam at which the retention starts to rise. */
const RISE_FROM_DAYS = 90;
/** Days before the exam from which the retention is at its highest. */
const RISE_TO_DAYS = 7;
/** How far ahead an exam date may be set, in days (the exam sits twice a year or so). */
const EXAM_DATE_MAX_DAYS = 730;

const DAY_MS = 86_400_000;

/** Today on the UK clock, 'YYYY-MM-DD' (the exam is sat in the UK). */
export const ukToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

/** Whole days from `today` to `examDate`, both 'YYYY-MM-DD': 0 on the day itself. */
export const daysBetween = (today: string, examDate: string) =>
  Math.round((Date.parse(`${examDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

/**
 * The desired retention `daysLeft` days before the exam: the default until 90 days before, rising
 * in a straight line to 0.97 at 7 days before, and 0.97 from then on.
 */
export function desiredRetention(daysLeft: number | null): number {
  if (daysLeft === null || daysLeft >= RISE_FROM_DAYS) return BASE_RETENTION;
  if (daysLeft <= RISE_TO_DAYS) return EXAM_RETENTION;
  const risen = (RISE_FROM_DAYS - daysLeft) / (RISE_FROM_DAYS - RISE_TO_DAYS);
  return BASE_RETENTION + (EXAM_RETENTION - BASE_RETENTION) * risen;
}

/**
 * Reviews a day: without an exam date, the reviews due now; with one, the reviews that fall due
 * before it and the cases not yet seen, spread evenly over the days left (the exam day counts as
 * one), rounded up.
 */
export function dailyReviewTarget(a: {
  daysLeft: number | null;
  dueNow: number;
  dueByExam: number;
  unseen: number;
}): number {
  if (a.daysLeft === null) return a.dueNow;
  return Math.ceil((a.dueByExam + a.unseen) / Math.max(1, a.daysLeft));
}

/** The student's exam date, or null. */
async function examDateOf(db: Executor, studentId: number): Promise<string | null> {
  const [row] = await db
    .select({ examDate: examDates.examDate })
    .from(examDates)
    .where(eq(examDates.studentId, studentId));
  return row?.examDate ?? null;
}

/** The retention the student's schedule asks for now. */
export async function retentionFor(db: Executor, studentId: number, now: Date): Promise<number> {
  const examDate = await examDateOf(db, studentId);
  return desiredRetention(examDate === null ? null : daysBetween(ukToday(now), examDate));
}

async function readPlan(db: Executor, studentId: number, now: Date) {
  const examDate = await examDateOf(db, studentId);
  const daysLeft = examDate === null ? null : Math.max(0, daysBetween(ukToday(now), examDate));
  // The exam's day ends at midnight UK time the day after: reviews due before then count.
  const examEnds = examDate === null ? now : new Date(Date.parse(`${examDate}T23:59:59Z`));
  const [counts] = (
    await db.execute<{ dueNow: number; dueByExam: number; unseen: number }>(sql`
      select
        (select count(*) from case_schedules where student_id = ${studentId}
           and due <= ${now.toISOString()})::int as "dueNow",
        (select count(*) from case_schedules where student_id = ${studentId}
           and due <= ${examEnds.toISOString()})::int as "dueByExam",
        (select count(*) from sub_shorts c join shorts s on s.id = c.short_id
           where c.published_at is not null and s.published_at is not null
             and not exists (select 1 from case_schedules cs
               where cs.student_id = ${studentId} and cs.sub_short_id = c.id))::int as "unseen"`)
  ).rows;
  return {
    examDate,
    daysLeft,
    desiredRetention: desiredRetention(daysLeft),
    dailyTarget: dailyReviewTarget({ daysLeft, ...counts! }),
    dueNow: counts!.dueNow,
    unseen: counts!.unseen,
  };
}

export const examPlan: Service<typeof practiceCalls.examPlan> = async (
  { db, now },
  { studentId },
) => ({ message: 'Success', data: await readPlan(db, studentId, now()) });

export const setExamDate: Service<typeof practiceCalls.setExamDate> = async (
  { db, now },
  { studentId },
  { examDate },
) => {
  const at = now();
  if (examDate === null) {
    await db.delete(examDates).where(eq(examDates.studentId, studentId));
    return { message: practiceMessages.examDateCleared, data: await readPlan(db, studentId, at) };
  }
  const days = daysBetween(ukToday(at), examDate);
  if (days < 0) throw unprocessable(practiceMessages.examDatePast);
  if (days > EXAM_DATE_MAX_DAYS) throw unprocessable(practiceMessages.examDateTooFar);
  await db
    .insert(examDates)
    .values({ studentId, examDate, updatedAt: at })
    .onConflictDoUpdate({ target: examDates.studentId, set: { examDate, updatedAt: at } });
  return { message: practiceMessages.examDateSaved, data: await readPlan(db, studentId, at) };
};
