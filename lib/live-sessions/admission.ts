import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';

import { SUBSCRIBED } from '@/lib/calls/domain';
import type { LiveSession } from '@/lib/live-sessions/calls';
import { sessionMessages } from '@/lib/live-sessions/texts';

import { ServiceError } from '../calls/service-error';
import type { Executor } from '../db/client';
import { liveSessions, plans, purchases, sessionBookings, students } from '../db/schema';
import { currentPurchaseOf, singleSessionPurchasesQuery } from '../plans/subscription-status';
import { storedFileUrl } from '../storage/files';
import { meetingLinkOf } from './meeting-link';

/*
 * Who may join a session (the API's `subscription` flag, decided here and nowhere else; the
 * services, reminders and the waitlist read a session's row through here):
 * - a student with a current course (a time-based purchase) may join any session that starts
 *   before the course ends ("Book any live viva session on the timetable");
 * - a student holding a Single Session purchase not yet used may join any one session; the
 *   booking records the purchase it used (credit_purchase_id, unique).
 */

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
export type Entitlement = {
  /** The end of the student's furthest current course; null without one. */
  courseEndsAt: Date | null;
  /** Single Session purchases not yet used by a booking. */
  credits: number;
};

export const NONE: Entitlement = { courseEndsAt: null, credits: 0 };

/**
 * The student's entitlement as three columns of a larger query (computed once for it, as they do
 * not depend on its rows): the furthest current course's end, the single sessions bought and
 * those used. A visitor's are constants.
 */
export function entitlementColumns(db: Executor, studentId: number | null, now: Date) {
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

export function toEntitlement(row: { courseEndsAt: Date | null; bought: number; used: number }) {
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

export function toLiveSession(
  row: SessionRow,
  entitlement: Entitlement,
  joined: boolean,
): LiveSession {
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
