import { and, count, eq, isNotNull } from 'drizzle-orm';

import type { Executor, Transaction } from '../db/client';
import { liveSessions, plans, sessionBookings, students } from '../db/schema';
import { conflict, notFound, signInEnded } from '../calls/service-error';
import { sessionColumns, type SessionRow } from './admission';
import { sessionMessages } from './texts';

/*
 * Every call that changes a student's place in a session (book, cancel, join or leave the
 * waitlist) locks the student's row first and then the session's, in that order, so that a
 * student's calls (and the mail they cause) are decided one at a time and a session's places are
 * counted by one call at a time (docs/live-sessions.md, "Booking").
 */

/** Locks the student's row; refused when the account is gone (the sign-in has ended). */
export async function lockStudent(tx: Transaction, studentId: number) {
  const [account] = await tx
    .select({ fullName: students.fullName, email: students.email })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  if (!account) throw signInEnded();
  return account;
}

/** Locks a published session's row, read with its plan's name; refused when missing or cancelled. */
export async function lockOpenSession(tx: Transaction, sessionId: number): Promise<SessionRow> {
  const [session] = await tx
    .select(sessionColumns)
    .from(liveSessions)
    .innerJoin(plans, eq(plans.id, liveSessions.planId))
    .where(and(eq(liveSessions.id, sessionId), isNotNull(liveSessions.publishedAt)))
    .for('update', { of: liveSessions });
  if (!session) throw notFound(sessionMessages.notFound, 'live_session_not_found');
  if (session.cancelledAt) throw conflict(sessionMessages.cancelled);
  return session;
}

/** The student's booking of the session, if they hold one. */
export async function bookingOf(db: Executor, studentId: number, sessionId: number) {
  const [booking] = await db
    .select({ id: sessionBookings.id })
    .from(sessionBookings)
    .where(and(eq(sessionBookings.sessionId, sessionId), eq(sessionBookings.studentId, studentId)));
  return booking;
}

/** How many places of the session are booked. */
export async function bookedPlaces(db: Executor, sessionId: number) {
  const [{ taken }] = await db
    .select({ taken: count() })
    .from(sessionBookings)
    .where(eq(sessionBookings.sessionId, sessionId));
  return taken;
}
