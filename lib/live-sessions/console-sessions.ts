import { randomBytes } from 'node:crypto';

import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';

import type { OperatorActor } from '../calls/actor';
import type { Service } from '../calls/service';
import { conflict, notFound, unprocessable } from '../calls/service-error';
import { auditedChange } from '../audit/audited-change';
import { changePicture } from '../audit/picture-change';
import { recordAudit } from '../audit/audit-log';
import type { Executor } from '../db/client';
import { pgErrorCode } from '../db/errors';
import {
  liveSessions,
  operators,
  plans,
  sessionBookings,
  sessionRooms,
  students,
} from '../db/schema';
import type { Attendee, liveSessionCalls } from './calls';
import { meetingLinkOf } from './meeting-link';
import { bookedView, sessionColumns, type SessionRow } from './admission';
import { bookedPlaces } from './booking-locks';
import { rescheduleReminders } from './reminders';
import { mailBookedStudent, type MailKind } from './session-mail';
import { offerFreePlaces } from './waitlist';
import { consoleSessionMessages, sessionMessages } from './texts';
import { countRows, pageTotal, totalOf } from '../db/paging';
import { storedFileUrl } from '../storage/files';
import type { ImageRules } from '../storage/images';

/*
 * The console's side of live sessions: every session with who booked it, and the changes that
 * concern those students (a new time, the meeting link, a cancellation), each told to them by
 * mail with their calendar entry updated (docs/console.md).
 */

const EXCLUSION_VIOLATION = '23P01';

/** Shown 16:9 on the cards and the session's page, at most 1280 px wide there. */
const SESSION_PICTURE: ImageRules = {
  maxSide: 1280,
  messages: consoleSessionMessages.picture,
};

const bookedCount = sql<number>`(select count(*)::int from ${sessionBookings} where ${sessionBookings.sessionId} = ${liveSessions.id})`;

const consoleColumns = {
  sessionId: liveSessions.id,
  title: liveSessions.title,
  description: liveSessions.description,
  date: liveSessions.date,
  fromTime: liveSessions.fromTime,
  toTime: liveSessions.toTime,
  timeZone: liveSessions.timeZone,
  plan: plans.name,
  capacity: liveSessions.capacity,
  meetingLink: liveSessions.meetingLink,
  cancelledAt: liveSessions.cancelledAt,
  publishedAt: liveSessions.publishedAt,
  planId: liveSessions.planId,
  thumbnail: liveSessions.thumbnail,
  booked: bookedCount,
};

type ConsoleRow = {
  sessionId: number;
  title: string;
  date: string;
  fromTime: string;
  toTime: string;
  timeZone: string;
  plan: string;
  capacity: number | null;
  meetingLink: string | null;
  cancelledAt: Date | null;
  publishedAt: Date | null;
  booked: number;
};

const toConsoleSession = ({ fromTime, toTime, cancelledAt, publishedAt, ...row }: ConsoleRow) => ({
  sessionId: row.sessionId,
  title: row.title,
  date: row.date,
  from: fromTime.slice(0, 5),
  to: toTime.slice(0, 5),
  timeZone: row.timeZone,
  plan: row.plan,
  capacity: row.capacity,
  booked: Number(row.booked),
  meetingLink: meetingLinkOf(row.meetingLink),
  cancelled: cancelledAt !== null,
  published: publishedAt !== null,
});

/**
 * The sessions `operator` may see: a consultant (`faculty`) the sessions they lead, every other
 * role every session (docs/live-sessions.md, "Faculty"). Another's session answers as a missing
 * one, so a consultant learns nothing of it.
 */
export const ledBy = (operator: OperatorActor) =>
  operator.role === 'faculty' ? eq(liveSessions.leadOperatorId, operator.operatorId) : undefined;

/** The enabled operators of the `faculty` role, who may lead a session. */
const facultyChoices = (db: Executor) =>
  db
    .select({ operatorId: operators.id, operatorEmail: operators.email })
    .from(operators)
    .where(and(eq(operators.role, 'faculty'), isNull(operators.disabledAt)))
    .orderBy(asc(operators.email));

/** The consultant who leads a session, as the console shows them. */
async function leadOf(db: Executor, operatorId: number | null) {
  if (operatorId === null) return null;
  const [row] = await db
    .select({ operatorId: operators.id, operatorEmail: operators.email })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return row ?? null;
}

/** Every plan, as the console's session forms offer them. */
const planChoices = (db: Executor) =>
  db.select({ planId: plans.id, name: plans.name }).from(plans).orderBy(asc(plans.id));

export const listSessionsForConsole: Service<
  typeof liveSessionCalls.listSessionsForConsole
> = async (deps, operator, { state, limit, offset }) => {
  const now = deps.now();
  const upcoming = state === 'upcoming';
  const where = and(
    upcoming ? gt(liveSessions.endsAt, now) : lte(liveSessions.endsAt, now),
    ledBy(operator),
  );
  const rows = await deps.db
    .select({ ...consoleColumns, total: totalOf(deps.db, liveSessions, where) })
    .from(liveSessions)
    .innerJoin(plans, eq(plans.id, liveSessions.planId))
    .where(where)
    .orderBy(
      ...(upcoming
        ? [asc(liveSessions.startsAt), asc(liveSessions.id)]
        : [desc(liveSessions.startsAt), desc(liveSessions.id)]),
    )
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, () => countRows(deps.db, liveSessions, where));
  return {
    message: consoleSessionMessages.listed,
    data: {
      list: rows.map(toConsoleSession),
      total,
      plans: await planChoices(deps.db),
    },
  };
};

/** The students who booked a session, in the order they booked. */
async function attendeesOf(db: Executor, sessionId: number): Promise<Attendee[]> {
  const rows = await db
    .select({
      studentId: students.id,
      fullName: students.fullName,
      email: students.email,
      bookedAt: sessionBookings.createdAt,
      creditPurchaseId: sessionBookings.creditPurchaseId,
    })
    .from(sessionBookings)
    .innerJoin(students, eq(students.id, sessionBookings.studentId))
    .where(eq(sessionBookings.sessionId, sessionId))
    .orderBy(asc(sessionBookings.createdAt), asc(sessionBookings.id));
  return rows.map(({ creditPurchaseId, bookedAt, ...row }) => ({
    ...row,
    bookedAt: bookedAt.toISOString(),
    admittedBy: creditPurchaseId === null ? 'course' : 'single session',
  }));
}

export const consoleSessionDetails: Service<typeof liveSessionCalls.consoleSessionDetails> = async (
  deps,
  operator,
  { sessionId },
) => {
  const [row] = await deps.db
    .select({
      ...consoleColumns,
      leadOperatorId: liveSessions.leadOperatorId,
      roomOpenedAt: sessionRooms.openedAt,
    })
    .from(liveSessions)
    .innerJoin(plans, eq(plans.id, liveSessions.planId))
    .leftJoin(sessionRooms, eq(sessionRooms.sessionId, liveSessions.id))
    .where(and(eq(liveSessions.id, sessionId), ledBy(operator)));
  if (!row) throw notFound(sessionMessages.notFound, 'live_session_not_found');
  const choosesLead = operator.role === 'owner' || operator.role === 'editor';
  return {
    message: consoleSessionMessages.listed,
    data: {
      session: {
        ...toConsoleSession(row),
        description: row.description,
        planId: row.planId,
        picture: storedFileUrl(row.thumbnail),
        lead: await leadOf(deps.db, row.leadOperatorId),
        roomOpenedAt: row.roomOpenedAt?.toISOString() ?? null,
      },
      plans: await planChoices(deps.db),
      faculty: choosesLead ? await facultyChoices(deps.db) : [],
    },
  };
};

export const consoleSessionAttendees: Service<
  typeof liveSessionCalls.consoleSessionAttendees
> = async (deps, operator, { sessionId }) => {
  const [row] = await deps.db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(and(eq(liveSessions.id, sessionId), ledBy(operator)));
  if (!row) throw notFound(sessionMessages.notFound, 'live_session_not_found');
  return {
    message: consoleSessionMessages.listed,
    data: { sessionId, attendees: await attendeesOf(deps.db, sessionId) },
  };
};

/** The session as the mails show it: the columns a student's view is made from. */
async function sessionRow(db: Executor, sessionId: number): Promise<SessionRow> {
  const [row] = await db
    .select(sessionColumns)
    .from(liveSessions)
    .innerJoin(plans, eq(plans.id, liveSessions.planId))
    .where(eq(liveSessions.id, sessionId));
  return row!;
}

/**
 * Queues the change's mail to each student on `tx`, the change's transaction, and counts them:
 * the mails go out if and only if the change commits, and are retried until they do.
 */
async function tellAttendees(
  tx: Executor,
  kind: MailKind,
  session: SessionRow,
  attendees: Attendee[],
  stamp: Date,
) {
  for (const attendee of attendees) {
    await mailBookedStudent(tx, { kind, session: bookedView(session), student: attendee, stamp });
  }
  return attendees.length;
}

/**
 * Moves a session and sets or clears its meeting link. The bookings hold a copy of the slot (the
 * overlap rule lives in their table), so they move with it in the same transaction; a move that
 * would overlap another booking of one of its students is refused whole.
 */
export const updateSessionSchedule: Service<typeof liveSessionCalls.updateSessionSchedule> = async (
  deps,
  operator,
  { sessionId, date, from, to, meetingLink },
) => {
  const now = deps.now();
  let notified: number | null;
  try {
    notified = await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(liveSessions)
        .where(eq(liveSessions.id, sessionId))
        .for('update');
      if (!before) throw notFound(sessionMessages.notFound, 'live_session_not_found');
      if (before.cancelledAt) throw conflict(consoleSessionMessages.cancelledCannotChange);
      if (before.endsAt <= now) throw conflict(consoleSessionMessages.endedCannotChange);
      const moved =
        before.date !== date ||
        before.fromTime.slice(0, 5) !== from ||
        before.toTime.slice(0, 5) !== to;
      if (!moved && before.meetingLink === meetingLink) return null;
      if (moved && before.startsAt <= now) throw conflict(consoleSessionMessages.startedCannotMove);
      const [after] = await tx
        .update(liveSessions)
        .set({
          date,
          fromTime: from,
          toTime: to,
          meetingLink,
          calendarSequence: sql`${liveSessions.calendarSequence} + 1`,
        })
        .where(eq(liveSessions.id, sessionId))
        .returning();
      if (moved && after!.startsAt <= now) throw conflict(consoleSessionMessages.notInPast);
      if (moved) {
        await tx
          .update(sessionBookings)
          .set({
            date,
            fromTime: from,
            toTime: to,
            startsAt: after!.startsAt,
            endsAt: after!.endsAt,
          })
          .where(eq(sessionBookings.sessionId, sessionId));
        await rescheduleReminders(tx, sessionId, now);
      }
      await recordAudit(tx, operator, {
        action: 'session.updated',
        targetType: 'live_session',
        targetId: sessionId,
        before,
        after: after!,
      });
      return tellAttendees(
        tx,
        'changed',
        await sessionRow(tx, sessionId),
        await attendeesOf(tx, sessionId),
        now,
      );
    });
  } catch (error) {
    if (pgErrorCode(error) === EXCLUSION_VIOLATION) {
      throw conflict(consoleSessionMessages.overlapsBooking, 'booking_overlaps');
    }
    throw error;
  }
  if (notified === null) {
    return { message: consoleSessionMessages.unchanged, data: { sessionId, notified: 0 } };
  }
  return { message: consoleSessionMessages.updated(notified), data: { sessionId, notified } };
};

/**
 * Cancels a session that has not ended: its bookings are deleted in the same transaction (a
 * Single Session a booking used is unused again, so it books another session), and each student
 * who had booked is told, with a calendar notice that removes the entry.
 */
export const cancelLiveSession: Service<typeof liveSessionCalls.cancelLiveSession> = async (
  deps,
  operator,
  { sessionId },
) => {
  const now = deps.now();
  const notified = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.id, sessionId))
      .for('update');
    if (!before) throw notFound(sessionMessages.notFound, 'live_session_not_found');
    if (before.cancelledAt) return null;
    if (before.endsAt <= now) throw conflict(consoleSessionMessages.endedCannotChange);
    const booked = await attendeesOf(tx, sessionId);
    await tx.delete(sessionBookings).where(eq(sessionBookings.sessionId, sessionId));
    const [after] = await tx
      .update(liveSessions)
      .set({ cancelledAt: now, calendarSequence: sql`${liveSessions.calendarSequence} + 1` })
      .where(eq(liveSessions.id, sessionId))
      .returning();
    await recordAudit(tx, operator, {
      action: 'session.cancelled',
      targetType: 'live_session',
      targetId: sessionId,
      before: { ...before, attendees: booked },
      after: after!,
    });
    return tellAttendees(tx, 'cancelled', await sessionRow(tx, sessionId), booked, now);
  });
  if (notified === null) {
    return { message: consoleSessionMessages.alreadyCancelled, data: { sessionId, notified: 0 } };
  }
  return { message: consoleSessionMessages.cancelled(notified), data: { sessionId, notified } };
};

/** A session's address name: its title's words, and a suffix so two of one title never clash. */
function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'session'}-${randomBytes(4).toString('hex')}`;
}

/** The plan a form named, or the refusal that it is none. */
async function requirePlan(db: Executor, planId: number) {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, planId));
  if (!plan) throw notFound(consoleSessionMessages.noSuchPlan);
}

/**
 * A new session as a draft: the console shows it, students and visitors do not (not in the lists,
 * its page, the sitemap or a booking) until it is published.
 */
export const createLiveSession: Service<typeof liveSessionCalls.createLiveSession> = async (
  deps,
  operator,
  input,
) => {
  const now = deps.now();
  const sessionId = await deps.db.transaction(async (tx) => {
    await requirePlan(tx, input.planId);
    const [created] = await tx
      .insert(liveSessions)
      .values({
        title: input.title,
        slug: slugOf(input.title),
        description: input.description,
        date: input.date,
        fromTime: input.from,
        toTime: input.to,
        planId: input.planId,
        capacity: input.capacity,
        meetingLink: input.meetingLink,
        publishedAt: null,
      })
      .returning();
    if (created!.startsAt <= now) throw conflict(consoleSessionMessages.notInPast);
    await recordAudit(tx, operator, {
      action: 'session.created',
      targetType: 'live_session',
      targetId: created!.id,
      after: created!,
    });
    return created!.id;
  });
  return { message: consoleSessionMessages.created, data: { sessionId } };
};

/** The one session an operator's change names, and its refusal when there is none. */
const oneSession = (sessionId: number) => ({
  table: liveSessions,
  where: eq(liveSessions.id, sessionId),
  missing: () => notFound(sessionMessages.notFound, 'live_session_not_found'),
  targetType: 'live_session',
  targetId: sessionId,
});

/** A session's words, plan and places; fewer places than it has bookings is refused. */
export const updateSessionDetails: Service<typeof liveSessionCalls.updateSessionDetails> = async (
  deps,
  operator,
  { sessionId, ...details },
) => {
  await deps.db.transaction((tx) =>
    auditedChange(tx, operator, {
      ...oneSession(sessionId),
      async check(before) {
        if (before.cancelledAt) throw conflict(consoleSessionMessages.cancelledCannotChange);
        await requirePlan(tx, details.planId);
        if (details.capacity === null) return;
        const taken = await bookedPlaces(tx, sessionId);
        if (taken > details.capacity) throw conflict(consoleSessionMessages.belowBookings(taken));
      },
      unchanged: (before) =>
        before.title === details.title &&
        before.description === details.description &&
        before.planId === details.planId &&
        before.capacity === details.capacity,
      set: () => details,
      async then(before) {
        // Places added to a full session go to its waitlist first, as a freed place does.
        if (before.capacity !== null && (details.capacity ?? 0) > before.capacity) {
          await offerFreePlaces(tx, sessionId, deps.now(), { by: 'no student' });
        }
      },
      action: 'session.edited',
    }),
  );
  return { message: consoleSessionMessages.saved, data: { sessionId } };
};

/** Sets a session's picture (re-encoded like every upload); the one it replaces is removed. */
export const uploadSessionPicture: Service<typeof liveSessionCalls.uploadSessionPicture> = async (
  deps,
  operator,
  { sessionId, picture },
) => {
  const { thumbnail: stored } = await changePicture(deps, operator, {
    ...oneSession(sessionId),
    picture,
    columns: { thumbnail: SESSION_PICTURE },
    action: 'session.picture_changed',
  });
  return {
    message: consoleSessionMessages.picture.saved,
    data: { sessionId, picture: storedFileUrl(stored)! },
  };
};

/**
 * Publishes a draft, or takes a session back to draft while nobody has booked it (a booked one is
 * cancelled instead, which tells its students).
 */
export const publishLiveSession: Service<typeof liveSessionCalls.publishLiveSession> = async (
  deps,
  operator,
  { sessionId, published },
) => {
  const now = deps.now();
  await deps.db.transaction((tx) =>
    auditedChange(tx, operator, {
      ...oneSession(sessionId),
      async check(before) {
        if (before.cancelledAt) throw conflict(consoleSessionMessages.cancelledCannotChange);
        const unpublishing = !published && before.publishedAt !== null;
        if (unpublishing && (await bookedPlaces(tx, sessionId)) > 0) {
          throw conflict(consoleSessionMessages.bookedStaysPublished);
        }
      },
      unchanged: (before) => (before.publishedAt !== null) === published,
      set: () => ({ publishedAt: published ? now : null }),
      action: published ? 'session.published' : 'session.unpublished',
    }),
  );
  return {
    message: published ? consoleSessionMessages.published : consoleSessionMessages.unpublished,
    data: { sessionId, published },
  };
};

/** Names the consultant who leads a session, an enabled operator of the `faculty` role, or none. */
export const setSessionLead: Service<typeof liveSessionCalls.setSessionLead> = async (
  deps,
  operator,
  { sessionId, operatorId },
) => {
  const lead = await deps.db.transaction(async (tx) => {
    const chosen = operatorId === null ? null : await leadOf(tx, operatorId);
    if (operatorId !== null) {
      const [faculty] = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(
          and(
            eq(operators.id, operatorId),
            eq(operators.role, 'faculty'),
            isNull(operators.disabledAt),
          ),
        );
      if (!faculty) throw unprocessable(consoleSessionMessages.notFaculty);
    }
    await auditedChange(tx, operator, {
      ...oneSession(sessionId),
      unchanged: (before) => before.leadOperatorId === operatorId,
      set: () => ({ leadOperatorId: operatorId }),
      action: 'session.lead_changed',
      audited: (row) => ({ leadOperatorId: row.leadOperatorId }),
    });
    return chosen;
  });
  return {
    message: lead ? consoleSessionMessages.leadSet : consoleSessionMessages.leadCleared,
    data: { sessionId, lead },
  };
};
