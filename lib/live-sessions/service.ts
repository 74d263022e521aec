import { and, asc, count, eq, gt, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';

import { SUBSCRIBED } from '@/lib/calls/domain';
import { type LiveSession } from '@/lib/live-sessions/calls';
import { cancellable, sessionMessages } from '@/lib/live-sessions/texts';

import type { StudentActor, VisitorActor } from '../calls/actor';
import type { Executor } from '../db/client';
import { pgConstraint, pgErrorCode, PG_ERROR } from '../db/errors';
import {
  liveSessions,
  plans,
  purchases,
  sessionBookings,
  sessionWaitlist,
  students,
} from '../db/schema';
import type { BackendDeps } from '../calls/deps';
import { conflict, notFound, ServiceError, sessionEnded } from '../calls/service-error';
import { countRows, pageTotal, totalOf } from '../db/paging';
import type { Service } from '../calls/service';
import { currentPurchaseOf, singleSessionPurchasesQuery } from '../plans/subscription-status';
import { meetingLinkOf } from './meeting-link';
import { scheduleReminders } from './reminders';
import { heldPlaces, offerFreePlaces } from './waitlist';
import { mailBookedStudent } from './session-mail';
import { storedFileUrl } from '../storage/files';

/*
 * Who may join a session (the API's `subscription` flag, decided here and nowhere else):
 * - a student with a current course (a time-based purchase) may join any session that starts
 *   before the course ends ("Book any live viva session on the timetable");
 * - a student holding a Single Session purchase not yet used may join any one session; the
 *   booking records the purchase it used (credit_purchase_id, unique).
 */

const EXCLUSION_VIOLATION = '23P01';
/** Longer than any session can last: one date's times, plus an hour for a clock change. */
const SESSION_SPAN_MAX_MS = 25 * 60 * 60 * 1000;
const BOOKING_UNIQUE = 'session_bookings_session_student_unique';
const NO_OVERLAP = 'session_bookings_no_overlap';

export const sessionColumns = {
  sessionId: liveSessions.id,
  title: liveSessions.title,
  description: liveSessions.description,
  thumbnail: liveSessions.thumbnail,
  date: liveSessions.date,
  fromTime: liveSessions.fromTime,
  toTime: liveSessions.toTime,
  timeZone: liveSessions.timeZone,
  startsAt: liveSessions.startsAt,
  endsAt: liveSessions.endsAt,
  capacity: liveSessions.capacity,
  meetingLink: liveSessions.meetingLink,
  calendarSequence: liveSessions.calendarSequence,
  cancelledAt: liveSessions.cancelledAt,
  name: plans.name,
};

export type SessionRow = {
  sessionId: number;
  title: string;
  description: string;
  thumbnail: string | null;
  date: string;
  fromTime: string;
  toTime: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  meetingLink: string | null;
  calendarSequence: number;
  cancelledAt: Date | null;
  name: string;
};

/** What lets a student join sessions, read once per answer. */
type Entitlement = {
  /** The end of the student's furthest current course; null without one. */
  courseEndsAt: Date | null;
  /** Single Session purchases not yet used by a booking. */
  credits: number;
};

const NONE: Entitlement = { courseEndsAt: null, credits: 0 };

/**
 * The student's entitlement as three columns of a larger query (computed once for it, as they do
 * not depend on its rows): the furthest current course's end, the single sessions bought and
 * those used. A visitor's are constants.
 */
function entitlementColumns(db: Executor, studentId: number | null, now: Date) {
  if (studentId === null) {
    return {
      courseEndsAt: sql<Date | null>`null`,
      bought: sql<number>`0`,
      used: sql<number>`0`,
    };
  }
  return {
    courseEndsAt: sql`(${db
      .select({ endsAt: max(purchases.expiresOn) })
      .from(purchases)
      .where(currentPurchaseOf(studentId, now))})`.mapWith(purchases.expiresOn),
    bought: sql<number>`(${singleSessionPurchasesQuery(db, studentId)})`,
    // A refunded Single Session no longer counts as bought (it has an end), nor its booking as
    // having used one.
    used: sql<number>`(${db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessionBookings)
      .innerJoin(purchases, eq(purchases.id, sessionBookings.creditPurchaseId))
      .where(and(eq(sessionBookings.studentId, studentId), isNull(purchases.expiresOn)))})`,
  };
}

function toEntitlement(row: { courseEndsAt: Date | null; bought: number; used: number }) {
  return { courseEndsAt: row.courseEndsAt ?? null, credits: Math.max(0, row.bought - row.used) };
}

async function entitlementOf(db: Executor, studentId: number, now: Date): Promise<Entitlement> {
  const [row] = await db
    .select(entitlementColumns(db, studentId, now))
    .from(students)
    .where(eq(students.id, studentId));
  return row ? toEntitlement(row) : NONE;
}

const admittedByCourse = (entitlement: Entitlement, session: SessionRow) =>
  entitlement.courseEndsAt !== null && session.startsAt < entitlement.courseEndsAt;

const mayJoin = (entitlement: Entitlement, session: SessionRow) =>
  admittedByCourse(entitlement, session) || entitlement.credits > 0;

function toLiveSession(row: SessionRow, entitlement: Entitlement, joined: boolean): LiveSession {
  return {
    sessionId: row.sessionId,
    title: row.title,
    description: row.description,
    thumbnail: storedFileUrl(row.thumbnail) ?? '',
    date: row.date,
    from: row.fromTime.slice(0, 5),
    to: row.toTime.slice(0, 5),
    name: row.name,
    subscription: joined || mayJoin(entitlement, row) ? SUBSCRIBED : 0,
    isJoined: joined ? 1 : 0,
    timeZone: row.timeZone,
    // Where to join is for those who booked alone.
    meetingLink: joined ? meetingLinkOf(row.meetingLink) : null,
    calendarSequence: row.calendarSequence,
    cancelled: row.cancelledAt !== null,
  };
}

/** A session as a student who booked it sees it (its link included), for the mails about it. */
export const bookedView = (row: SessionRow) => ({
  ...toLiveSession(row, NONE, true),
  timeZone: row.timeZone,
});

/** Whether the student has booked the row's session, as a column; false for a visitor. */
function joinedColumn(db: Executor, studentId: number | null) {
  if (studentId === null) return sql<boolean>`false`;
  return sql<boolean>`exists(${db
    .select({ one: sql`1` })
    .from(sessionBookings)
    .where(
      and(eq(sessionBookings.sessionId, liveSessions.id), eq(sessionBookings.studentId, studentId)),
    )})`;
}

/** Sessions that have not ended, soonest first, as `student` (or a visitor) sees them. */
async function listUpcoming(
  deps: BackendDeps,
  studentId: number | null,
  { limit, offset }: { limit: number; offset: number },
) {
  const { db } = deps;
  const now = deps.now();
  // A session ends within a day of its start (its times are on one date), so the bound on the
  // start changes nothing but lets the list walk the start index from there instead of from the
  // first session ever held.
  const upcoming = and(
    gt(liveSessions.endsAt, now),
    gt(liveSessions.startsAt, new Date(now.getTime() - SESSION_SPAN_MAX_MS)),
    isNull(liveSessions.cancelledAt),
    isNotNull(liveSessions.publishedAt),
  );
  // The page, its total, the student's bookings on it and their entitlement in one round trip.
  const rows = await db
    .select({
      ...sessionColumns,
      total: totalOf(db, liveSessions, upcoming),
      joined: joinedColumn(db, studentId),
      ...entitlementColumns(db, studentId, now),
      ...waitlistColumns(db, studentId),
    })
    .from(liveSessions)
    .innerJoin(plans, eq(plans.id, liveSessions.planId))
    .where(upcoming)
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id))
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, () => countRows(db, liveSessions, upcoming));
  // Every row carries the same entitlement; without rows there is nothing to decide.
  const entitlement = rows.length > 0 ? toEntitlement(rows[0]) : NONE;
  return {
    message: sessionMessages.listed,
    data: {
      lists: rows.map((row) => ({
        ...toLiveSession(row, entitlement, row.joined === true),
        ...(studentId !== null && waitlistView(row, now)),
      })),
      total,
    },
  };
}

/** The sessions anyone may browse; subscription and isJoined are 0. */
export const listSessions: Service<'listSessions'> = (deps, _actor, page) =>
  listUpcoming(deps, null, page);

/** The same list with the signed-in student's subscription and isJoined per session. */
export const listStudentSessions: Service<'listStudentSessions'> = (deps, student, page) =>
  listUpcoming(deps, student.studentId, page);

/** One session by id, ended ones included, with the student's flags when one is signed in. */
export const sessionDetails: Service<'sessionDetails'> = async (
  deps,
  actor: VisitorActor | StudentActor,
  { sessionId },
) => {
  const { db } = deps;
  const studentId = actor.kind === 'student' ? actor.studentId : null;
  const [row] = await db
    .select({
      ...sessionColumns,
      joined: joinedColumn(db, studentId),
      ...entitlementColumns(db, studentId, deps.now()),
      ...waitlistColumns(db, studentId),
    })
    .from(liveSessions)
    .innerJoin(plans, eq(plans.id, liveSessions.planId))
    // A draft is the console's alone: to anyone else it does not exist.
    .where(and(eq(liveSessions.id, sessionId), isNotNull(liveSessions.publishedAt)))
    .limit(1);
  if (!row) throw notFound(sessionMessages.notFound, 'live_session_not_found');
  return {
    message: sessionMessages.listed,
    data: {
      ...toLiveSession(row, toEntitlement(row), row.joined === true),
      ...(studentId !== null && waitlistView(row, deps.now())),
    },
  };
};

/** The signed-in student's place on a session's waitlist, as the booking button shows it. */
function waitlistView(row: { onWaitlist: boolean; offerExpiresAt: Date | null }, now: Date) {
  const offered = row.offerExpiresAt !== null && row.offerExpiresAt > now;
  return {
    waitlist: row.onWaitlist ? (offered ? ('offered' as const) : ('waiting' as const)) : null,
    offerExpiresAt: offered ? row.offerExpiresAt!.toISOString() : null,
  };
}

/** The student's place on the session's waitlist: whether they are on it, and their offer's end. */
function waitlistColumns(db: Executor, studentId: number | null) {
  if (studentId === null) {
    return { onWaitlist: sql<boolean>`false`, offerExpiresAt: sql<Date | null>`null` };
  }
  const mine = and(
    eq(sessionWaitlist.sessionId, liveSessions.id),
    eq(sessionWaitlist.studentId, studentId),
  );
  return {
    onWaitlist: sql<boolean>`exists(${db
      .select({ one: sql`1` })
      .from(sessionWaitlist)
      .where(mine)})`,
    offerExpiresAt: sql`(${db
      .select({ at: sessionWaitlist.offerExpiresAt })
      .from(sessionWaitlist)
      .where(mine)})`.mapWith(sessionWaitlist.offerExpiresAt),
  };
}

/** A plan requirement: 402, which the booking button shows as Subscription Required. */
const subscriptionRequired = () => new ServiceError(402, sessionMessages.subscriptionRequired);

/**
 * What admits the student to `session`: null for their course, else the id of an unused Single
 * Session purchase; refused (402) when neither does.
 */
export async function mayJoinSession(
  tx: Executor,
  studentId: number,
  session: SessionRow,
  now: Date,
): Promise<number | null> {
  const entitlement = await entitlementOf(tx, studentId, now);
  if (admittedByCourse(entitlement, session)) return null;
  const creditPurchaseId = await unusedCredit(tx, studentId);
  if (creditPurchaseId === null) throw subscriptionRequired();
  return creditPurchaseId;
}

/** The first Single Session purchase of the student that no booking has used. */
async function unusedCredit(db: Executor, studentId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .leftJoin(sessionBookings, eq(sessionBookings.creditPurchaseId, purchases.id))
    .where(
      and(
        eq(purchases.studentId, studentId),
        isNull(purchases.expiresOn),
        isNull(sessionBookings.id),
      ),
    )
    .orderBy(asc(purchases.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Books a session for the signed-in student: refused when their plan does not
 * admit it, when it overlaps one of their bookings, when it has started or is full; a repeat is
 * "Your Slot Is Already Booked.". The checks and the insert share one transaction that holds the
 * student's and the session's rows locked, and the table's unique and exclusion constraints
 * decide whatever slips past, so concurrent requests on any number of app servers yield one
 * booking. The confirmation e-mail, with the calendar invitation, is queued in the same
 * transaction: the booking and its mail commit together or not at all.
 */
export const bookSession: Service<'bookSession'> = async (
  deps,
  student,
  { sessionId, timeZone },
) => {
  const now = deps.now();
  const { studentId } = student;
  try {
    await deps.db.transaction(async (tx) => {
      // A student's bookings are decided one at a time; other students' are not held up.
      const [account] = await tx
        .select({ fullName: students.fullName, email: students.email })
        .from(students)
        .where(eq(students.id, studentId))
        .for('update');
      if (!account) throw sessionEnded();
      const [session] = await tx
        .select(sessionColumns)
        .from(liveSessions)
        .innerJoin(plans, eq(plans.id, liveSessions.planId))
        .where(and(eq(liveSessions.id, sessionId), isNotNull(liveSessions.publishedAt)))
        .for('update', { of: liveSessions });
      if (!session) throw notFound(sessionMessages.notFound, 'live_session_not_found');
      if (session.cancelledAt) throw conflict(sessionMessages.cancelled);

      if (await hasBooked(tx, studentId, sessionId))
        throw conflict(sessionMessages.alreadyBooked, 'slot_already_booked');
      if (session.startsAt <= now) throw conflict(sessionMessages.started);

      const creditPurchaseId = await mayJoinSession(tx, studentId, session, now);

      const [overlapping] = await tx
        .select({ id: sessionBookings.id })
        .from(sessionBookings)
        .where(
          and(
            eq(sessionBookings.studentId, studentId),
            lt(sessionBookings.startsAt, session.endsAt),
            gt(sessionBookings.endsAt, session.startsAt),
          ),
        )
        .limit(1);
      if (overlapping) throw conflict(sessionMessages.conflict, 'booking_overlaps');

      if (session.capacity !== null) {
        const [{ taken }] = await tx
          .select({ taken: count() })
          .from(sessionBookings)
          .where(eq(sessionBookings.sessionId, sessionId));
        // A place offered to another student from the waitlist is theirs until the offer ends.
        const held = await heldPlaces(tx, sessionId, now, studentId);
        if (taken + held >= session.capacity) throw conflict(sessionMessages.full, 'session_full');
      }

      const [booking] = await tx
        .insert(sessionBookings)
        .values({
          sessionId,
          studentId,
          date: session.date,
          fromTime: session.fromTime,
          toTime: session.toTime,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          creditPurchaseId,
          studentTimeZone: timeZone ?? null,
        })
        .returning({ id: sessionBookings.id, startsAt: sessionBookings.startsAt });
      await mailBookedStudent(tx, {
        kind: 'booked',
        session: bookedView(session),
        student: { studentId, ...account },
        stamp: now,
        studentTimeZone: timeZone,
      });
      await scheduleReminders(tx, booking!, now);
      // Booked: off the waitlist, an offer to them claimed.
      await tx
        .delete(sessionWaitlist)
        .where(
          and(eq(sessionWaitlist.sessionId, sessionId), eq(sessionWaitlist.studentId, studentId)),
        );
    });
  } catch (error) {
    // The overlap constraint also catches a repeat of the same session: say it as a repeat.
    if (
      pgErrorCode(error) === EXCLUSION_VIOLATION &&
      (await hasBooked(deps.db, studentId, sessionId))
    ) {
      throw conflict(sessionMessages.alreadyBooked, 'slot_already_booked');
    }
    throw refusalOf(error);
  }
  return { message: sessionMessages.bookedOk, data: null };
};

/**
 * Cancels the student's booking of a session up to CANCEL_CUTOFF_HOURS before its start: the
 * place is free at once (the session's row is locked as a booking locks it), a Single Session
 * the booking used is unused again, and the mail with the calendar notice (METHOD:CANCEL, the
 * booking's UID) is queued in the same transaction. Its reminders find no booking and send
 * nothing.
 */
export const cancelBooking: Service<'cancelBooking'> = async (
  deps,
  { studentId },
  { sessionId },
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ fullName: students.fullName, email: students.email })
      .from(students)
      .where(eq(students.id, studentId))
      .for('update');
    if (!account) throw sessionEnded();
    const [session] = await tx
      .select(sessionColumns)
      .from(liveSessions)
      .innerJoin(plans, eq(plans.id, liveSessions.planId))
      .where(and(eq(liveSessions.id, sessionId), isNotNull(liveSessions.publishedAt)))
      .for('update', { of: liveSessions });
    if (!session) throw notFound(sessionMessages.notFound, 'live_session_not_found');
    if (session.cancelledAt) throw conflict(sessionMessages.cancelled);
    const [booking] = await tx
      .select({ id: sessionBookings.id })
      .from(sessionBookings)
      .where(
        and(eq(sessionBookings.sessionId, sessionId), eq(sessionBookings.studentId, studentId)),
      );
    if (!booking) throw notFound(sessionMessages.notBooked, 'not_booked');
    if (!cancellable(session.startsAt, now)) {
      throw conflict(sessionMessages.cancelTooLate, 'cancel_too_late');
    }
    await tx.delete(sessionBookings).where(eq(sessionBookings.id, booking.id));
    await offerFreePlaces(tx, sessionId, now, { by: 'student', studentId });
    await mailBookedStudent(tx, {
      kind: 'bookingCancelled',
      session: bookedView(session),
      student: { studentId, ...account },
      stamp: now,
    });
  });
  return { message: sessionMessages.bookingCancelled, data: null };
};

async function hasBooked(db: Executor, studentId: number, sessionId: number) {
  const [row] = await db
    .select({ id: sessionBookings.id })
    .from(sessionBookings)
    .where(and(eq(sessionBookings.sessionId, sessionId), eq(sessionBookings.studentId, studentId)));
  return !!row;
}

/** The constraints' verdicts in the spec's words; anything else stays what it was. */
function refusalOf(error: unknown): unknown {
  if (error instanceof ServiceError) return error;
  const code = pgErrorCode(error);
  if (code === PG_ERROR.uniqueViolation && pgConstraint(error) === BOOKING_UNIQUE) {
    return conflict(sessionMessages.alreadyBooked, 'slot_already_booked');
  }
  if (code === EXCLUSION_VIOLATION && pgConstraint(error) === NO_OVERLAP) {
    return conflict(sessionMessages.conflict, 'booking_overlaps');
  }
  return error;
}

/** Every session, those still to come first and soonest first, for the sitemap (extension). */
export const sessionSitemap: Service<'sessionSitemap'> = async (deps) => {
  const upcoming = gt(liveSessions.endsAt, deps.now());
  const rows = await deps.db
    .select({
      sessionId: liveSessions.id,
      thumbnail: liveSessions.thumbnail,
      upcoming: sql<boolean>`${upcoming}`,
    })
    .from(liveSessions)
    .where(and(isNull(liveSessions.cancelledAt), isNotNull(liveSessions.publishedAt)))
    .orderBy(sql`${upcoming} desc`, asc(liveSessions.startsAt), asc(liveSessions.id));
  return {
    message: 'Success',
    data: {
      lists: rows.map((row) => ({
        ...row,
        thumbnail: storedFileUrl(row.thumbnail) ?? '',
        upcoming: !!row.upcoming,
      })),
    },
  };
};
