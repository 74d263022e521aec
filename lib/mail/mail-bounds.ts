import { and, asc, eq, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';

import { tooManyAttempts } from '../limits/abuse-limits';
import { tooManyRequests } from '../calls/service-error';
import type { Executor } from '../db/client';
import { countedMail, students } from '../db/schema';

/*
 * How much mail the actions of one student, and anyone's actions towards one address, may queue
 * (docs/jobs.md, "Mail a student can cause"). Counted in the app's database, in the transaction
 * that queues the mail, so every instance keeps the same count and a mail that is not queued is
 * not counted.
 */

export const MAIL_BOUNDS = {
  /** The window every bound is counted over, sliding. */
  windowMinutes: 60,
  /**
   * Counted mail one student's actions may queue in all, to their own address (which its bound
   * below holds to 10) and to others' (a place they gave up, offered to the next student).
   */
  perStudent: 20,
  /** Counted mail one address may be sent, whoever caused it. */
  perAddress: 10,
  /**
   * Of those, what anyone but the address's own student may cause (a visitor's sign-up with a
   * taken address, another student's place passed on): the rest stays for the owner's own
   * bookings, so nobody can use up a student's mail and stop them booking.
   */
  perAddressFromOthers: 5,
} as const;

const WINDOW_MS = MAIL_BOUNDS.windowMinutes * 60_000;

/**
 * Mail that is never counted nor held back, each for its reason; every other mail counts.
 * - `password reset code`: bounded on its own, 5 codes per account an hour (one_time_codes).
 * - `sign-in email changed`: the old address must hear of a takeover; each needs the current
 *   password, and profile saves are limited per student.
 * - `purchase receipt`: money was taken, verified with the provider; it must not be lost.
 * - `operator change`: an operator moved or cancelled a session, and its students must know;
 *   operators' writes are limited and audited.
 * - `reminder`: at most two per booking, sent only while it stands.
 * - `measurement`: the job queue's own load runs and tests (scripts/measure-jobs.ts).
 */
export type ExemptMail =
  | 'password reset code'
  | 'sign-in email changed'
  | 'purchase receipt'
  | 'operator change'
  | 'reminder'
  | 'measurement';

/** Who made a counted mail happen. */
export type MailCause =
  /**
   * A student's call. Counted against the student and the address; past either bound the mail
   * is not queued, and with `refuse` the call is refused (429) and its transaction undone.
   * The caller holds the student's row locked (every student write takes it first), so one
   * student's mails are counted one at a time.
   */
  | { by: 'student'; studentId: number; now: Date; pastBound: 'refuse' | 'skip'; once?: string }
  /** A visitor's request, a job or an operator: counted against the address only. */
  | { by: 'no student'; now: Date; once?: string }
  | { exempt: ExemptMail };

/** The form addresses are counted in, as the students table stores them. */
const countedAddress = (to: string) => to.trim().toLowerCase();

type Verdict = 'queue' | 'skip';

/**
 * Whether a mail to `to` caused by `cause` may be queued: 'skip' when it is past a bound (or its
 * `once` topic went to the address within the hour); throws 429 for a `refuse` cause past one.
 */
export async function mailVerdict(
  executor: Executor,
  to: string,
  cause: Exclude<MailCause, { exempt: ExemptMail }>,
): Promise<Verdict> {
  const address = countedAddress(to);
  const since = new Date(cause.now.getTime() - WINDOW_MS);
  const recent = gt(countedMail.queuedAt, since);
  if (cause.once) {
    const [seen] = await executor
      .select({ id: countedMail.id })
      .from(countedMail)
      .where(and(eq(countedMail.address, address), eq(countedMail.topic, cause.once), recent))
      .limit(1);
    if (seen) return 'skip';
  }
  const causer = cause.by === 'student' ? cause.studentId : null;
  const [owner] = await executor
    .select({ id: students.id })
    .from(students)
    .where(eq(students.email, address));
  const ownerId = owner?.id ?? null;
  // Rows of the window: to the address, to it from anyone but its student, by the causer.
  const toAddress = eq(countedMail.address, address);
  const fromOthers = and(
    toAddress,
    ownerId === null
      ? undefined
      : or(isNull(countedMail.studentId), ne(countedMail.studentId, ownerId)),
  );
  const byCauser = causer === null ? sql`false` : eq(countedMail.studentId, causer);
  const [counts] = await executor
    .select({
      toAddress: sql<number>`count(*) filter (where ${toAddress})::int`,
      fromOthers: sql<number>`count(*) filter (where ${fromOthers})::int`,
      byStudent: sql<number>`count(*) filter (where ${byCauser})::int`,
    })
    .from(countedMail)
    .where(and(recent, or(toAddress, byCauser)));
  const own = causer !== null && causer === ownerId;
  // Each bound the mail would pass: the rows it counts and how many it allows.
  const passed = [
    counts.byStudent >= MAIL_BOUNDS.perStudent && {
      rows: byCauser,
      bound: MAIL_BOUNDS.perStudent,
    },
    counts.toAddress >= MAIL_BOUNDS.perAddress && {
      rows: toAddress,
      bound: MAIL_BOUNDS.perAddress,
    },
    !own &&
      counts.fromOthers >= MAIL_BOUNDS.perAddressFromOthers && {
        rows: fromOthers,
        bound: MAIL_BOUNDS.perAddressFromOthers,
      },
  ].filter((bound) => bound !== false);
  if (passed.length === 0) return 'queue';
  if (cause.by === 'student' && cause.pastBound === 'refuse') {
    let wait = 1;
    for (const { rows, bound } of passed) {
      wait = Math.max(wait, await secondsUntilBelow(executor, rows, bound, since));
    }
    throw tooManyRequests(tooManyAttempts(wait));
  }
  return 'skip';
}

/**
 * Seconds until fewer than `bound` of the rows `which` fall within the window: when the row that
 * brings the count down to one under the bound leaves it.
 */
async function secondsUntilBelow(
  executor: Executor,
  which: SQL | undefined,
  bound: number,
  since: Date,
) {
  const rows = await executor
    .select({ queuedAt: countedMail.queuedAt })
    .from(countedMail)
    .where(and(which, gt(countedMail.queuedAt, since)))
    .orderBy(asc(countedMail.queuedAt));
  const leaving = rows[rows.length - bound];
  if (!leaving) return 0;
  return Math.ceil((leaving.queuedAt.getTime() - since.getTime()) / 1000);
}

/**
 * Counts a mail just queued, and deletes a batch of rows that have left the window (those no
 * other transaction is deleting, so nobody waits on another's clean-up).
 */
export async function countMail(
  executor: Executor,
  to: string,
  cause: Exclude<MailCause, { exempt: ExemptMail }>,
) {
  await executor.insert(countedMail).values({
    address: countedAddress(to),
    studentId: cause.by === 'student' ? cause.studentId : null,
    topic: cause.once ?? null,
    queuedAt: cause.now,
  });
  const expired = new Date(cause.now.getTime() - WINDOW_MS);
  await executor.execute(sql`
    delete from ${countedMail} where ${countedMail.id} in (
      select ${countedMail.id} from ${countedMail} where ${lte(countedMail.queuedAt, expired)}
      order by ${countedMail.queuedAt} limit 100 for update skip locked)`);
}
