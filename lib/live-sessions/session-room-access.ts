import { and, eq } from 'drizzle-orm';

import type { OperatorActor } from '../calls/actor';
import { conflict, notFound } from '../calls/service-error';
import type { Executor } from '../db/client';
import { liveSessions, sessionBookings, sessionRooms } from '../db/schema';
import { ledBy } from './console-sessions';
import { consoleSessionMessages, sessionMessages } from './texts';

/*
 * Who may be in a session's room (docs/live-sessions.md, "The session's room"): its booked
 * students, and those who run it. The room's services and its cases' ask here first.
 */

export const sessionMissing = () => notFound(sessionMessages.notFound, 'live_session_not_found');

/**
 * The room of a session the student booked, as they may enter it: anyone who has not booked the
 * session is answered as such, whether the room is open or not.
 */
export async function bookedRoom(db: Executor, studentId: number, sessionId: number, now: Date) {
  const [row] = await db
    .select({ session: liveSessions, booked: sessionBookings.id, room: sessionRooms })
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
  const { session, room } = row;
  if (session.cancelledAt || session.endsAt <= now) {
    throw conflict(sessionMessages.roomClosed, 'room_closed');
  }
  if (room === null) throw conflict(sessionMessages.roomNotOpen, 'room_not_open');
  return { session, room };
}

/** The open room of a session the operator runs; a consultant's other sessions are missing. */
export async function runnersRoom(
  db: Executor,
  operator: OperatorActor,
  sessionId: number,
  lock = false,
) {
  const query = db
    .select({ session: liveSessions, room: sessionRooms })
    .from(liveSessions)
    .leftJoin(sessionRooms, eq(sessionRooms.sessionId, liveSessions.id))
    .where(and(eq(liveSessions.id, sessionId), ledBy(operator)));
  const [row] = lock ? await query.for('update', { of: liveSessions }) : await query;
  if (!row) throw sessionMissing();
  if (row.room === null) throw conflict(consoleSessionMessages.roomNotOpen, 'room_not_open');
  return { session: row.session, room: row.room };
}
