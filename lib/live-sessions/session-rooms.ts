import { and, asc, eq } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { conflict, unprocessable } from '../calls/service-error';
import { recordAudit } from '../audit/audit-log';
import { notifySessionRoom } from '../viva-rooms/room-events';
import type { Executor } from '../db/client';
import {
  liveSessions,
  sessionBookings,
  sessionRoomHands,
  sessionRooms,
  students,
} from '../db/schema';
import type { liveSessionCalls } from './calls';
import { ledBy } from './console-sessions';
import { bookedRoom, runnersRoom, sessionMissing } from './session-room-access';
import { marksOf, runnersCaseOf, studentCaseOf } from './session-room-cases';
import { meetingLinkOf } from './meeting-link';
import { consoleSessionMessages, sessionMessages } from './texts';

/*
 * A live session run as a room (docs/live-sessions.md, "The session's room"): an owner, an
 * editor or the session's consultant opens it from the console, and the session's booked
 * students enter it from their booking. Everyone else is answered as for a session they have not
 * booked, and nothing about the room reaches them.
 */

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
    await notifySessionRoom(tx, sessionId);
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

/** The booked students of a session, in the order they booked. */
const bookedStudents = (db: Executor, sessionId: number) =>
  db
    .select({ studentId: students.id, fullName: students.fullName })
    .from(sessionBookings)
    .innerJoin(students, eq(students.id, sessionBookings.studentId))
    .where(eq(sessionBookings.sessionId, sessionId))
    .orderBy(asc(sessionBookings.createdAt), asc(sessionBookings.id));

/** Who is in the hot seat: a student who still holds a booking (one who cancelled has left). */
async function hotSeatOf(
  db: Executor,
  room: { sessionId: number; hotSeatStudentId: number | null },
) {
  if (room.hotSeatStudentId === null) return null;
  const booked = await bookedStudents(db, room.sessionId);
  return booked.find((student) => student.studentId === room.hotSeatStudentId) ?? null;
}

export const sessionRoom: Service<typeof liveSessionCalls.sessionRoom> = async (
  deps,
  { studentId },
  { sessionId },
) => {
  const { session, room } = await bookedRoom(deps.db, studentId, sessionId, deps.now());
  const hotSeat = await hotSeatOf(deps.db, room);
  const [hand] = await deps.db
    .select({ raisedAt: sessionRoomHands.raisedAt })
    .from(sessionRoomHands)
    .where(and(eq(sessionRoomHands.roomId, room.id), eq(sessionRoomHands.studentId, studentId)));
  const now = deps.now();
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
      openedAt: room.openedAt.toISOString(),
      meetingLink: meetingLinkOf(session.meetingLink),
      seat: hotSeat?.studentId === studentId ? 'hot seat' : 'watching',
      hotSeatName: hotSeat?.fullName ?? null,
      handRaised: hand !== undefined,
      serverNow: now.toISOString(),
      case: await studentCaseOf(deps.db, room),
      marks: await marksOf(deps.db, room.id, studentId),
    },
  };
};

export const raiseSessionHand: Service<typeof liveSessionCalls.raiseSessionHand> = async (
  deps,
  { studentId },
  { sessionId, raised },
) => {
  const now = deps.now();
  const { room } = await bookedRoom(deps.db, studentId, sessionId, now);
  // The student in the hot seat has the seat already: their hand stays down.
  const up = raised && room.hotSeatStudentId !== studentId;
  await deps.db.transaction(async (tx) => {
    if (up) {
      await tx
        .insert(sessionRoomHands)
        .values({ roomId: room.id, studentId, raisedAt: now })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(sessionRoomHands)
        .where(
          and(eq(sessionRoomHands.roomId, room.id), eq(sessionRoomHands.studentId, studentId)),
        );
    }
    // Those who run the room see the hand at once.
    await notifySessionRoom(tx, sessionId);
  });
  return {
    message: up ? sessionMessages.handRaised : sessionMessages.handLowered,
    data: { handRaised: up },
  };
};

export const consoleSessionRoom: Service<typeof liveSessionCalls.consoleSessionRoom> = async (
  deps,
  operator,
  { sessionId },
) => {
  const { room } = await runnersRoom(deps.db, operator, sessionId);
  const booked = await bookedStudents(deps.db, sessionId);
  const hands = await deps.db
    .select({
      studentId: students.id,
      fullName: students.fullName,
      raisedAt: sessionRoomHands.raisedAt,
    })
    .from(sessionRoomHands)
    .innerJoin(students, eq(students.id, sessionRoomHands.studentId))
    .innerJoin(
      sessionBookings,
      and(
        eq(sessionBookings.studentId, sessionRoomHands.studentId),
        eq(sessionBookings.sessionId, sessionId),
      ),
    )
    .where(eq(sessionRoomHands.roomId, room.id))
    .orderBy(asc(sessionRoomHands.raisedAt), asc(students.id));
  return {
    message: consoleSessionMessages.listed,
    data: {
      sessionId,
      openedAt: room.openedAt.toISOString(),
      hotSeat: booked.find((student) => student.studentId === room.hotSeatStudentId) ?? null,
      hands: hands.map((hand) => ({ ...hand, raisedAt: hand.raisedAt.toISOString() })),
      booked,
      serverNow: deps.now().toISOString(),
      ...(await runnersCaseOf(deps.db, room)),
    },
  };
};

export const giveSessionSeat: Service<typeof liveSessionCalls.giveSessionSeat> = async (
  deps,
  operator,
  { sessionId, studentId },
) => {
  const now = deps.now();
  const hotSeat = await deps.db.transaction(async (tx) => {
    const { session, room } = await runnersRoom(tx, operator, sessionId, true);
    if (session.cancelledAt || session.endsAt <= now) {
      throw conflict(sessionMessages.roomClosed, 'room_closed');
    }
    const chosen =
      studentId === null
        ? null
        : ((await bookedStudents(tx, sessionId)).find((row) => row.studentId === studentId) ??
          null);
    if (studentId !== null && chosen === null) {
      throw unprocessable(consoleSessionMessages.seatNotBooked);
    }
    const [after] = await tx
      .update(sessionRooms)
      .set({ hotSeatStudentId: studentId })
      .where(eq(sessionRooms.id, room.id))
      .returning();
    // The student who takes the seat has what they asked for: their hand goes down.
    if (studentId !== null) {
      await tx
        .delete(sessionRoomHands)
        .where(
          and(eq(sessionRoomHands.roomId, room.id), eq(sessionRoomHands.studentId, studentId)),
        );
    }
    await notifySessionRoom(tx, sessionId);
    await recordAudit(tx, operator, {
      action: 'session.seat_given',
      targetType: 'live_session',
      targetId: sessionId,
      before: { hotSeatStudentId: room.hotSeatStudentId },
      after: { hotSeatStudentId: after!.hotSeatStudentId },
    });
    return chosen;
  });
  return {
    message: hotSeat
      ? consoleSessionMessages.seatGiven(hotSeat.fullName)
      : consoleSessionMessages.seatEmptied,
    data: { sessionId, hotSeat },
  };
};
