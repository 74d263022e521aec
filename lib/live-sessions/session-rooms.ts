import { and, eq } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { conflict, notFound } from '../calls/service-error';
import { recordAudit } from '../audit/audit-log';
import { liveSessions, sessionBookings, sessionRooms } from '../db/schema';
import type { liveSessionCalls } from './calls';
import { ledBy } from './console-sessions';
import { meetingLinkOf } from './meeting-link';
import { consoleSessionMessages, sessionMessages } from './texts';

/*
 * A live session run as a room (docs/live-sessions.md, "The session's room"): an owner, an
 * editor or the session's consultant opens it from the console, and the session's booked
 * students enter it from their booking. Everyone else is answered as for a session they have not
 * booked, and nothing about the room reaches them.
 */

const sessionMissing = () => notFound(sessionMessages.notFound, 'live_session_not_found');

export const openSessionRoom: Service<typeof liveSessionCalls.openSessionRoom> = async (
  deps,
  operator,
  { sessionId },
) => {
  const now = deps.now();
  const opened = await deps.db.transaction(async (tx) => {
    // A consultant opens only the sessions they lead; another's answers as a missing one.
    const [session] = await tx
      .select()
      .from(liveSessions)
      .where(and(eq(liveSessions.id, sessionId), ledBy(operator)))
      .for('update');
    if (!session) throw sessionMissing();
    if (session.cancelledAt) throw conflict(consoleSessionMessages.cancelledCannotChange);
    if (session.endsAt <= now) throw conflict(consoleSessionMessages.endedCannotChange);
    const [present] = await tx
      .select()
      .from(sessionRooms)
      .where(eq(sessionRooms.sessionId, sessionId));
    if (present) return { room: present, made: false };
    const [room] = await tx
      .insert(sessionRooms)
      .values({ sessionId, openedByOperatorId: operator.operatorId, openedAt: now })
      .returning();
    await recordAudit(tx, operator, {
      action: 'session.room_opened',
      targetType: 'live_session',
      targetId: sessionId,
      after: room!,
    });
    return { room: room!, made: true };
  });
  return {
    message: opened.made
      ? consoleSessionMessages.roomOpened
      : consoleSessionMessages.roomAlreadyOpen,
    data: { sessionId, openedAt: opened.room.openedAt.toISOString() },
  };
};

export const sessionRoom: Service<typeof liveSessionCalls.sessionRoom> = async (
  deps,
  { studentId },
  { sessionId },
) => {
  const [row] = await deps.db
    .select({
      session: liveSessions,
      booked: sessionBookings.id,
      openedAt: sessionRooms.openedAt,
    })
    .from(liveSessions)
    .leftJoin(
      sessionBookings,
      and(eq(sessionBookings.sessionId, liveSessions.id), eq(sessionBookings.studentId, studentId)),
    )
    .leftJoin(sessionRooms, eq(sessionRooms.sessionId, liveSessions.id))
    .where(eq(liveSessions.id, sessionId));
  if (!row) throw sessionMissing();
  // Only booked students get in: anyone else learns nothing of the room, not even whether it is open.
  if (row.booked === null) throw notFound(sessionMessages.notBooked, 'not_booked');
  const { session } = row;
  if (session.cancelledAt || session.endsAt <= deps.now()) {
    throw conflict(sessionMessages.roomClosed, 'room_closed');
  }
  if (row.openedAt === null) throw conflict(sessionMessages.roomNotOpen, 'room_not_open');
  return {
    message: sessionMessages.roomOpen,
    data: {
      sessionId,
      title: session.title,
      date: session.date,
      from: session.fromTime.slice(0, 5),
      to: session.toTime.slice(0, 5),
      timeZone: session.timeZone,
      endsAt: session.endsAt.toISOString(),
      openedAt: row.openedAt.toISOString(),
      meetingLink: meetingLinkOf(session.meetingLink),
    },
  };
};
