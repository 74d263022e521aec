import { and, asc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';

import { cancellable, sessionMessages } from '@/lib/live-sessions/texts';

import type { StudentActor, VisitorActor } from '../calls/actor';
import type { Executor } from '../db/client';
import { pgConstraint, pgErrorCode, PG_ERROR } from '../db/errors';
import { liveSessions, plans, sessionBookings, sessionWaitlist } from '../db/schema';
import type { BackendDeps } from '../calls/deps';
import { conflict, notFound, ServiceError } from '../calls/service-error';
import { countRows, pageTotal, totalOf } from '../db/paging';
import type { Service } from '../calls/service';
import {
  bookedView,
  entitlementColumns,
  mayJoinSession,
  NONE,
  sessionColumns,
  toEntitlement,
  toLiveSession,
} from './admission';
import { bookedPlaces, bookingOf, lockOpenSession, lockStudent } from './booking-locks';
import { scheduleReminders } from './reminders';
import { heldPlaces, offerFreePlaces } from './waitlist';
import { mailBookedStudent } from './session-mail';
import { storedFileUrl } from '../storage/files';
import type { liveSessionCalls } from './calls';

const EXCLUSION_VIOLATION = '23P01';
/** Longer than any session can last: one date's times, plus an hour for a clock change. */
const SESSION_SPAN_MAX_MS = 25 * 60 * 60 * 1000;
const BOOKING_UNIQUE = 'session_bookings_session_student_unique';
const NO_OVERLAP = 'session_bookings_no_overlap';

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
export const listSessions: Service<typeof liveSessionCalls.listSessions> = (deps, _actor, page) =>
  listUpcoming(deps, null, page);

/** The same list with the signed-in student's subscription and isJoined per session. */
export const listStudentSessions: Service<typeof liveSessionCalls.listStudentSessions> = (
  deps,
  student,
  page,
) => listUpcoming(deps, student.studentId, page);

/** One session by id, ended ones included, with the student's flags when one is signed in. */
export const sessionDetails: Service<typeof liveSessionCalls.sessionDetails> = async (
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

export const bookSession: Service<typeof liveSessionCalls.bookSession> = async (
  deps,
  student,
  { sessionId, timeZone },
) => {
  const now = deps.now();
  const { studentId } = student;
  try {
    await deps.db.transaction(async (tx) => {
      // A student's bookings are decided one at a time; other students' are not held up.
      const account = await lockStudent(tx, studentId);
      const session = await lockOpenSession(tx, sessionId);

      if (await bookingOf(tx, studentId, sessionId))
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
        const taken = await bookedPlaces(tx, sessionId);
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
      (await bookingOf(deps.db, studentId, sessionId))
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
export const cancelBooking: Service<typeof liveSessionCalls.cancelBooking> = async (
  deps,
  { studentId },
  { sessionId },
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const account = await lockStudent(tx, studentId);
    const session = await lockOpenSession(tx, sessionId);
    const booking = await bookingOf(tx, studentId, sessionId);
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
export const sessionSitemap: Service<typeof liveSessionCalls.sessionSitemap> = async (deps) => {
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
