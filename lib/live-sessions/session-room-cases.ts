import { and, asc, desc, eq } from 'drizzle-orm';

import type { OperatorActor } from '../calls/actor';
import type { Service, StreamService } from '../calls/service';
import { ServiceError, conflict, unprocessable } from '../calls/service-error';
import { streamNotFound } from '../calls/stream';
import { recordAudit } from '../audit/audit-log';
import type { Executor } from '../db/client';
import { sessionRoomCases, sessionRoomMarks, sessionRooms, cases } from '../db/schema';
import type { OralDomain } from '../db/vocabulary';
import { caseColumns, drawPaperCases, imagesOf } from '../practice/draw';
import { rescheduleCase } from '../practice/marking';
import { paperImageNames, serveCaseImage, storedImageNamed } from '../practice/paper-images';
import { notifySessionSignal, notifySessionRoom } from '../viva-rooms/room-events';
import { oralCaseMs } from '../viva-rooms/rules';
import { examinerPrompts, vivaMessages } from '../viva-rooms/texts';
import type { liveSessionCalls } from './calls';
import { consoleSessionRoomImageHref, sessionRoomImageHref } from './links';
import { bookingOf } from './booking-locks';
import { bookedRoom, runnersRoom } from './session-room-access';
import { consoleSessionMessages, sessionMessages } from './texts';

/*
 * The cases of a session's room (docs/live-sessions.md, "Cases in the room"): the runner puts up
 * an oral case drawn for the hot-seat student as the oral station draws, the server's clock runs
 * it, the hot-seat student drives the exam viewer and everyone follows; the runner alone reads the
 * case's name, model answer, key findings and prompts, and marks the hot seat as a viva room's
 * examiner does. The room's rows are the state, so every instance and every reload agrees.
 */

type RoomRow = typeof sessionRooms.$inferSelect;

const iso = (value: Date | number) => new Date(value).toISOString();

/** The case on screen: the room's last one put up, or null before the first. */
async function currentCase(db: Executor, roomId: number, forRunner: boolean) {
  const [row] = await db
    .select({
      position: sessionRoomCases.position,
      shownAt: sessionRoomCases.shownAt,
      caseMs: sessionRoomCases.caseMs,
      // The runner's fields only for the runner: a student's row holds placeholders.
      ...caseColumns(forRunner),
    })
    .from(sessionRoomCases)
    .innerJoin(cases, eq(cases.id, sessionRoomCases.caseId))
    .where(eq(sessionRoomCases.roomId, roomId))
    .orderBy(desc(sessionRoomCases.position))
    .limit(1);
  return row ?? null;
}

type CaseRow = NonNullable<Awaited<ReturnType<typeof currentCase>>>;

/** The images' stored names of a case, as `paperImageNames` takes them. */
async function storedImages(
  db: Executor,
  row: { caseId: number; image: string; position: number },
) {
  const images = (await imagesOf(db, [{ id: row.caseId, image: row.image }])).get(row.caseId)!;
  return [{ position: row.position, images }];
}

/** The images' names in a room: a keyed hash of the room, the case's place and the image. */
const scopeOf = (roomId: number) => `session-room:${roomId}`;

/** The case as everyone in the room sees it, its images at the asker's side's addresses. */
async function caseView(
  db: Executor,
  room: RoomRow,
  row: CaseRow,
  imageHref: (name: string) => string,
) {
  const names = paperImageNames(scopeOf(room.id), await storedImages(db, row)).get(row.position)!;
  return {
    position: row.position,
    header: {
      patientAge: row.patientAge,
      patientSex: row.patientSex,
      referralSource: row.referralSource,
      clinicalDetails: row.clinicalDetails,
    },
    modality: names.length > 1 ? row.modality : null,
    images: names.map(imageHref),
    shownAt: iso(row.shownAt),
    endsAt: iso(row.shownAt.getTime() + row.caseMs),
  };
}

/** The room's case as a booked student sees it: the header and images only. */
export async function studentCaseOf(db: Executor, room: RoomRow) {
  const row = await currentCase(db, room.id, false);
  return row ? caseView(db, room, row, (name) => sessionRoomImageHref(room.sessionId, name)) : null;
}

const markColumns = {
  position: sessionRoomMarks.position,
  mark: sessionRoomMarks.mark,
  oralScores: sessionRoomMarks.oralScores,
  comment: sessionRoomMarks.comment,
};

/** The runner's marks of a student in the room, case by case. */
export const marksOf = (db: Executor, roomId: number, studentId: number) =>
  db
    .select(markColumns)
    .from(sessionRoomMarks)
    .where(and(eq(sessionRoomMarks.roomId, roomId), eq(sessionRoomMarks.studentId, studentId)))
    .orderBy(asc(sessionRoomMarks.position));

/** The room's case as its runner sees it, with the case's name, answer, findings and prompts. */
export async function runnersCaseOf(db: Executor, room: RoomRow) {
  const row = await currentCase(db, room.id, true);
  if (!row) return { case: null, examiner: null };
  const [mark] =
    room.hotSeatStudentId === null
      ? []
      : await db
          .select(markColumns)
          .from(sessionRoomMarks)
          .where(
            and(
              eq(sessionRoomMarks.roomId, room.id),
              eq(sessionRoomMarks.position, row.position),
              eq(sessionRoomMarks.studentId, room.hotSeatStudentId),
            ),
          );
  return {
    case: await caseView(db, room, row, (name) =>
      consoleSessionRoomImageHref(room.sessionId, name),
    ),
    examiner: {
      name: row.name,
      modelAnswer: row.modelAnswer ?? '',
      keyFindings: row.keyFindings,
      normal: row.normal,
      prompts: examinerPrompts(row.keyFindings),
      mark: mark ?? null,
    },
  };
}

/** The open room of a session, locked, for a runner's change: 404 for another's, 409 when shut. */
async function runnersOpenRoom(
  tx: Executor,
  operator: OperatorActor,
  sessionId: number,
  now: Date,
) {
  const { session, room } = await runnersRoom(tx, operator, sessionId, true);
  if (session.cancelledAt || session.endsAt <= now) {
    throw conflict(sessionMessages.roomClosed, 'room_closed');
  }
  return room;
}

export const nextSessionCase: Service<typeof liveSessionCalls.nextSessionCase> = async (
  deps,
  operator,
  { sessionId },
) => {
  const now = deps.now();
  const position = await deps.db.transaction(async (tx) => {
    const room = await runnersOpenRoom(tx, operator, sessionId, now);
    if (room.hotSeatStudentId === null) {
      throw conflict(consoleSessionMessages.seatEmptyForCase, 'seat_empty');
    }
    const shown = await tx
      .select({ position: sessionRoomCases.position, image: cases.image })
      .from(sessionRoomCases)
      .innerJoin(cases, eq(cases.id, sessionRoomCases.caseId))
      .where(eq(sessionRoomCases.roomId, room.id));
    // Drawn for the student in the seat as their oral station draws; the room's earlier
    // cases only when the bank has nothing else.
    const [drawn] = await drawPaperCases(tx, room.hotSeatStudentId, 'oral', 1, now, {
      avoid: new Set(shown.map((row) => row.image)),
    });
    if (!drawn) throw conflict(consoleSessionMessages.noCaseToShow, 'no_case');
    const next = Math.max(0, ...shown.map((row) => row.position)) + 1;
    const [made] = await tx
      .insert(sessionRoomCases)
      .values({
        roomId: room.id,
        position: next,
        caseId: drawn.id,
        shownAt: now,
        caseMs: oralCaseMs(deps.practiceTimeScale),
      })
      .returning();
    await notifySessionRoom(tx, sessionId);
    await recordAudit(tx, operator, {
      action: 'session.case_shown',
      targetType: 'live_session',
      targetId: sessionId,
      after: made!,
    });
    return next;
  });
  return { message: consoleSessionMessages.caseShown(position), data: { sessionId, position } };
};

export const markSessionCase: Service<typeof liveSessionCalls.markSessionCase> = async (
  deps,
  operator,
  input,
) => {
  const now = deps.now();
  const due = await deps.db.transaction(async (tx) => {
    const room = await runnersOpenRoom(tx, operator, input.sessionId, now);
    const [shown] = await tx
      .select({ caseId: sessionRoomCases.caseId, normal: cases.normal })
      .from(sessionRoomCases)
      .innerJoin(cases, eq(cases.id, sessionRoomCases.caseId))
      .where(
        and(eq(sessionRoomCases.roomId, room.id), eq(sessionRoomCases.position, input.position)),
      );
    if (!shown) throw conflict(vivaMessages.caseNotShown, 'case_not_shown');
    // The student marked is the one in the hot seat, and only while they hold a booking.
    const studentId = room.hotSeatStudentId;
    if (studentId === null || !(await bookingOf(tx, studentId, input.sessionId))) {
      throw conflict(consoleSessionMessages.seatEmptyForMark, 'seat_empty');
    }
    if (input.mark === 'overcalled' && !shown.normal) {
      throw unprocessable(vivaMessages.overcallNeedsNormal);
    }
    const [saved] = await tx
      .insert(sessionRoomMarks)
      .values({
        roomId: room.id,
        position: input.position,
        studentId,
        operatorId: operator.operatorId,
        caseId: shown.caseId,
        mark: input.mark,
        oralScores: input.oralScores as Record<OralDomain, number>,
        comment: input.comment,
        markedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!saved) throw conflict(vivaMessages.alreadyMarked, 'already_marked');
    // The student's review queue takes the runner's mark as it takes their own self-mark.
    const next = await rescheduleCase(tx, studentId, shown.caseId, input.mark, now);
    await notifySessionRoom(tx, input.sessionId);
    await recordAudit(tx, operator, {
      action: 'session.case_marked',
      targetType: 'live_session',
      targetId: input.sessionId,
      after: saved,
    });
    return next;
  });
  return { message: vivaMessages.marked, data: { due: iso(due) } };
};

export const sessionRoomSignal: Service<typeof liveSessionCalls.sessionRoomSignal> = async (
  deps,
  { studentId },
  { sessionId, kind, data },
) => {
  const { room } = await bookedRoom(deps.db, studentId, sessionId, deps.now());
  // Only the hot seat drives the viewer and points: a watcher's signals go nowhere.
  if (room.hotSeatStudentId !== studentId) {
    throw conflict(sessionMessages.hotSeatOnly, 'hot_seat_only');
  }
  await notifySessionSignal(deps.db, sessionId, 'hot seat', kind, data);
  return { message: vivaMessages.signalled, data: null };
};

export const consoleSessionSignal: Service<typeof liveSessionCalls.consoleSessionSignal> = async (
  deps,
  operator,
  { sessionId, kind, data },
) => {
  const { session } = await runnersRoom(deps.db, operator, sessionId);
  if (session.cancelledAt || session.endsAt <= deps.now()) {
    throw conflict(sessionMessages.roomClosed, 'room_closed');
  }
  await notifySessionSignal(deps.db, sessionId, 'consultant', kind, data);
  return { message: vivaMessages.signalled, data: null };
};

/** The image of the case on screen by its name in the room, or 404. */
async function imageOfRoom(
  deps: Parameters<StreamService<typeof liveSessionCalls.sessionRoomImage>>[0],
  room: RoomRow,
  name: string,
) {
  const row = await currentCase(deps.db, room.id, false);
  if (!row) return streamNotFound();
  return serveCaseImage(
    deps,
    storedImageNamed(scopeOf(room.id), await storedImages(deps.db, row), name),
  );
}

export const sessionRoomImage: StreamService<typeof liveSessionCalls.sessionRoomImage> = async (
  deps,
  actor,
  { sessionId, name },
) => {
  if (actor.kind !== 'student') return streamNotFound();
  try {
    const { room } = await bookedRoom(deps.db, actor.studentId, sessionId, deps.now());
    return await imageOfRoom(deps, room, name);
  } catch (error) {
    // Anyone the room does not admit gets 404, as for a name that is not one.
    if (error instanceof ServiceError) return streamNotFound();
    throw error;
  }
};

export const consoleSessionRoomImage: StreamService<
  typeof liveSessionCalls.consoleSessionRoomImage
> = async (deps, actor, { sessionId, name }) => {
  if (actor.kind !== 'operator') return streamNotFound();
  try {
    const { room } = await runnersRoom(deps.db, actor, sessionId);
    return await imageOfRoom(deps, room, name);
  } catch (error) {
    // Anyone the room does not admit gets 404, as for a name that is not one.
    if (error instanceof ServiceError) return streamNotFound();
    throw error;
  }
};
