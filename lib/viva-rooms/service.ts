import { createHmac, timingSafeEqual } from 'node:crypto';

import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { ServiceError, conflict, notFound, unprocessable } from '../calls/service-error';
import type { Executor } from '../db/client';
import { practicePaperCases, students, cases, vivaRoomMarks, vivaRooms } from '../db/schema';
import type { CaseMark, OralDomain } from '../db/vocabulary';
import { isSubscribed } from '../plans/subscription-status';
import { caseColumns, imagesOf } from '../practice/draw';
import { rescheduleCase } from '../practice/marking';
import { paperImageNames } from '../practice/paper-images';
import { openVivaPaper } from '../practice/papers';
import { recordingUrl } from '../practice/links';
import { storeRecording } from '../practice/recordings';
import { authSecret } from '../security/secret';
import type { vivaRoomCalls, VivaSummary } from './calls';
import { vivaInviteHref, vivaRoomImageUrl } from './links';
import { notifyRoom } from './room-events';
import {
  candidateSeat,
  roleOf,
  sittingAt,
  type SittingNow,
  oralCaseMs,
  VIVA_ROOM_LENGTHS,
  type VivaSeat,
} from './rules';
import { examinerPrompts, vivaMessages } from './texts';

/*
 * Viva rooms (docs/viva-rooms.md). The room's state is rows: who is in it, when its sitting
 * started, how far each half's examiner has moved on, and the marks. Everything else (the half,
 * the roles, the case, the clock) is computed from those and the server's time on every read,
 * so any instance answers the same and a reload finds each person where they were.
 */

type Room = typeof vivaRooms.$inferSelect;

const iso = (ms: number | Date) => new Date(ms).toISOString();

const roomMissing = () => notFound(vivaMessages.roomMissing, 'not_found');

/** The invitation's secret: a keyed hash of the room, so nothing is stored and the owner can be shown it again. */
function inviteOf(roomId: number) {
  return createHmac('sha256', authSecret())
    .update(`viva-room-invite:${roomId}`)
    .digest('base64url')
    .slice(0, 32);
}

function inviteMatches(roomId: number, invite: string) {
  const expected = Buffer.from(inviteOf(roomId));
  const given = Buffer.from(invite);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The asker's room and seat in it; anyone else gets 404, exactly as for a missing room. */
async function ownRoom(db: Executor, studentId: number, roomId: number, lock = false) {
  const query = db
    .select()
    .from(vivaRooms)
    .where(
      and(
        eq(vivaRooms.id, roomId),
        or(eq(vivaRooms.ownerId, studentId), eq(vivaRooms.partnerId, studentId)),
      ),
    );
  const [room] = lock ? await query.for('update') : await query;
  if (!room) throw roomMissing();
  const seat: VivaSeat = room.ownerId === studentId ? 'owner' : 'partner';
  return { room, seat };
}

const clockOf = (room: Room) => ({
  startedAt: room.startedAt!.getTime(),
  casesPerHalf: room.casesPerHalf,
  caseMs: room.caseMs,
  moved: [room.firstHalfPosition, room.secondHalfPosition] as [number, number],
});

const studentOf = (room: Room, seat: VivaSeat) =>
  seat === 'owner' ? room.ownerId : room.partnerId!;
const paperOf = (room: Room, half: 1 | 2) => (half === 1 ? room.ownerPaperId : room.partnerPaperId);

export const openVivaRoom: Service<typeof vivaRoomCalls.openVivaRoom> = async (
  deps,
  { studentId },
  { length },
) => {
  const now = deps.now();
  if (!(await isSubscribed(deps.db, studentId, now))) {
    throw new ServiceError(402, vivaMessages.subscriptionRequired, 'subscription_required');
  }
  const caseMs = oralCaseMs(deps.practiceTimeScale);
  const [room] = await deps.db
    .insert(vivaRooms)
    .values({
      ownerId: studentId,
      length,
      casesPerHalf: VIVA_ROOM_LENGTHS[length].cases,
      caseMs,
      createdAt: now,
    })
    .returning({ id: vivaRooms.id });
  return {
    message: vivaMessages.roomOpened,
    data: { roomId: room!.id, inviteUrl: vivaInviteHref(room!.id, inviteOf(room!.id)) },
  };
};

export const joinVivaRoom: Service<typeof vivaRoomCalls.joinVivaRoom> = async (
  deps,
  { studentId },
  { roomId, invite },
) => {
  if (!inviteMatches(roomId, invite)) throw notFound(vivaMessages.inviteInvalid, 'not_found');
  // One UPDATE: of two people racing with the link, one becomes the partner.
  const [taken] = await deps.db
    .update(vivaRooms)
    .set({ partnerId: studentId })
    .where(
      and(
        eq(vivaRooms.id, roomId),
        isNull(vivaRooms.partnerId),
        sql`${vivaRooms.ownerId} <> ${studentId}`,
      ),
    )
    .returning({ id: vivaRooms.id });
  if (!taken) {
    const [room] = await deps.db.select().from(vivaRooms).where(eq(vivaRooms.id, roomId));
    if (!room) throw roomMissing();
    if (room.ownerId === studentId) return { message: vivaMessages.ownRoom, data: { roomId } };
    if (room.partnerId !== studentId) {
      throw conflict(vivaMessages.notInvited, 'not_invited');
    }
  } else {
    await notifyRoom(deps.db, roomId, 'partner', 'state', {});
  }
  return { message: vivaMessages.joined, data: { roomId } };
};

export const startVivaRoom: Service<typeof vivaRoomCalls.startVivaRoom> = async (
  deps,
  { studentId },
  { roomId },
) => {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { room, seat } = await ownRoom(tx, studentId, roomId, true);
    if (room.startedAt) throw conflict(vivaMessages.alreadyStarted, 'sitting_started');
    if (!room.partnerId) throw conflict(vivaMessages.partnerMissing, 'partner_missing');
    const halfMs = room.casesPerHalf * room.caseMs;
    // Each candidate's half is an oral paper of their own, on the sitting's clock.
    const ownerPaper = await openVivaPaper(tx, room.ownerId, room.casesPerHalf, now, halfMs, now);
    if (!ownerPaper) throw unprocessable(vivaMessages.bankTooSmall);
    // The second candidate has examined the first's cases: theirs differ where the bank allows.
    const partnerPaper = await openVivaPaper(
      tx,
      room.partnerId,
      room.casesPerHalf,
      new Date(now.getTime() + halfMs),
      halfMs,
      now,
      ownerPaper.images,
    );
    if (!partnerPaper) throw unprocessable(vivaMessages.bankTooSmall);
    await tx
      .update(vivaRooms)
      .set({ startedAt: now, ownerPaperId: ownerPaper.id, partnerPaperId: partnerPaper.id })
      .where(eq(vivaRooms.id, roomId));
    await notifyRoom(tx, roomId, seat, 'state', {});
  });
  return { message: vivaMessages.started, data: null };
};

/** The case of a half's paper at a position, with the examiner's fields read only when asked. */
async function caseAt(db: Executor, paperId: number, position: number, forExaminer: boolean) {
  const [row] = await db
    // The examiner's fields only for the examiner: the candidate's row holds placeholders.
    .select(caseColumns(forExaminer))
    .from(practicePaperCases)
    .innerJoin(cases, eq(cases.id, practicePaperCases.caseId))
    .where(and(eq(practicePaperCases.paperId, paperId), eq(practicePaperCases.position, position)));
  return row ?? null;
}

async function namesOf(db: Executor, room: Room) {
  const rows = await db
    .select({ id: students.id, name: students.fullName })
    .from(students)
    .where(or(eq(students.id, room.ownerId), eq(students.id, room.partnerId ?? -1)));
  const name = (id: number | null) => rows.find((row) => row.id === id)?.name ?? null;
  return { owner: name(room.ownerId) ?? '', partner: name(room.partnerId) };
}

async function markOf(db: Executor, roomId: number, half: 1 | 2, position: number) {
  const [row] = await db
    .select({
      mark: vivaRoomMarks.mark,
      oralScores: vivaRoomMarks.oralScores,
      comment: vivaRoomMarks.comment,
    })
    .from(vivaRoomMarks)
    .where(
      and(
        eq(vivaRoomMarks.roomId, roomId),
        eq(vivaRoomMarks.half, half),
        eq(vivaRoomMarks.position, position),
      ),
    );
  return row ?? null;
}

export const vivaRoomView: Service<typeof vivaRoomCalls.vivaRoomView> = async (
  deps,
  { studentId },
  { roomId },
) => {
  const now = deps.now();
  const { room, seat } = await ownRoom(deps.db, studentId, roomId);
  const names = await namesOf(deps.db, room);
  const base = {
    roomId: room.id,
    length: room.length,
    casesPerHalf: room.casesPerHalf,
    me: seat,
    names,
    inviteUrl:
      seat === 'owner' && !room.partnerId ? vivaInviteHref(room.id, inviteOf(room.id)) : null,
    meetingLink: room.meetingLink,
    recordingConsent: consentOf(room, seat),
    serverNow: iso(now),
    startedAt: room.startedAt ? iso(room.startedAt) : null,
  };
  const idle = {
    half: null,
    role: null,
    position: null,
    caseEndsAt: null,
    halfEndsAt: null,
    case: null,
    examiner: null,
  };
  if (!room.startedAt) {
    return {
      message: vivaMessages.read,
      data: { ...base, ...idle, toMark: [], status: 'waiting' as const, endsAt: null },
    };
  }
  const sitting = sittingAt(clockOf(room), now.getTime());
  const toMark = await unmarkedCases(deps.db, room, seat, sitting);
  if (sitting.status === 'ended') {
    return {
      message: vivaMessages.read,
      data: { ...base, ...idle, toMark, status: 'ended' as const, endsAt: iso(sitting.endsAt) },
    };
  }
  const role = roleOf(seat, sitting.half);
  const paperId = paperOf(room, sitting.half);
  const row = paperId
    ? await caseAt(deps.db, paperId, sitting.position, role === 'examiner')
    : null;
  let roomCase = null;
  if (row && paperId) {
    const images = (await imagesOf(deps.db, [{ id: row.caseId, image: row.image }])).get(
      row.caseId,
    )!;
    const names = paperImageNames(paperId, [{ position: sitting.position, images }]);
    const caseImages = names.get(sitting.position)!;
    roomCase = {
      half: sitting.half,
      position: sitting.position,
      header: {
        patientAge: row.patientAge,
        patientSex: row.patientSex,
        referralSource: row.referralSource,
        clinicalDetails: row.clinicalDetails,
      },
      modality: caseImages.length > 1 ? row.modality : null,
      images: caseImages.map((name) => vivaRoomImageUrl(room.id, name)),
    };
  }
  const examiner =
    row && role === 'examiner'
      ? {
          name: row.name,
          modelAnswer: row.modelAnswer ?? '',
          keyFindings: row.keyFindings,
          normal: row.normal,
          prompts: examinerPrompts(row.keyFindings),
          mark: await markOf(deps.db, room.id, sitting.half, sitting.position),
        }
      : null;
  return {
    message: vivaMessages.read,
    data: {
      ...base,
      status: 'running' as const,
      half: sitting.half,
      role,
      position: sitting.position,
      caseEndsAt: iso(sitting.caseEndsAt),
      halfEndsAt: iso(sitting.halfEndsAt),
      endsAt: iso(sitting.endsAt),
      case: roomCase,
      examiner,
      toMark,
    },
  };
};

/**
 * The cases the asker examined that are past (the current one is in the examiner's panel) and
 * not marked yet, with their names: the examiner may still mark them, during the sitting or after.
 */
async function unmarkedCases(db: Executor, room: Room, seat: VivaSeat, sitting: SittingNow) {
  // Never while the asker is the candidate: their answers carry no case's name then.
  if (sitting.status === 'running' && roleOf(seat, sitting.half) === 'candidate') return [];
  const half: 1 | 2 = seat === 'owner' ? 2 : 1;
  const paperId = paperOf(room, half);
  const past =
    sitting.status === 'ended' || sitting.half > half
      ? room.casesPerHalf
      : sitting.half === half
        ? sitting.position - 1
        : 0;
  if (!paperId || past < 1) return [];
  const rows = await db
    .select({
      position: practicePaperCases.position,
      name: cases.name,
      normal: cases.normal,
    })
    .from(practicePaperCases)
    .innerJoin(cases, eq(cases.id, practicePaperCases.caseId))
    .leftJoin(
      vivaRoomMarks,
      and(
        eq(vivaRoomMarks.roomId, room.id),
        eq(vivaRoomMarks.half, half),
        eq(vivaRoomMarks.position, practicePaperCases.position),
      ),
    )
    .where(
      and(
        eq(practicePaperCases.paperId, paperId),
        lte(practicePaperCases.position, past),
        isNull(vivaRoomMarks.roomId),
      ),
    )
    .orderBy(asc(practicePaperCases.position));
  return rows.map((row) => ({ half, ...row }));
}

/** The running sitting and the asker's role in it, or 409. */
function runningFor(room: Room, seat: VivaSeat, now: Date) {
  if (!room.startedAt) throw conflict(vivaMessages.notRunning, 'sitting_not_running');
  const sitting = sittingAt(clockOf(room), now.getTime());
  if (sitting.status !== 'running') throw conflict(vivaMessages.notRunning, 'sitting_not_running');
  return { sitting, role: roleOf(seat, sitting.half) };
}

export const nextVivaCase: Service<typeof vivaRoomCalls.nextVivaCase> = async (
  deps,
  { studentId },
  { roomId },
) => {
  const now = deps.now();
  const position = await deps.db.transaction(async (tx) => {
    const { room, seat } = await ownRoom(tx, studentId, roomId, true);
    const { sitting, role } = runningFor(room, seat, now);
    if (role !== 'examiner') throw conflict(vivaMessages.examinerOnly, 'examiner_only');
    if (sitting.position >= room.casesPerHalf) throw conflict(vivaMessages.lastCase, 'last_case');
    const next = sitting.position + 1;
    await tx
      .update(vivaRooms)
      .set(sitting.half === 1 ? { firstHalfPosition: next } : { secondHalfPosition: next })
      .where(eq(vivaRooms.id, roomId));
    await notifyRoom(tx, roomId, seat, 'state', {});
    return next;
  });
  return { message: vivaMessages.movedOn, data: { position } };
};

export const markVivaCase: Service<typeof vivaRoomCalls.markVivaCase> = async (
  deps,
  { studentId },
  input,
) => {
  const now = deps.now();
  const due = await deps.db.transaction(async (tx) => {
    const { room, seat } = await ownRoom(tx, studentId, input.roomId, true);
    if (!room.startedAt) throw conflict(vivaMessages.notRunning, 'sitting_not_running');
    // The examiner of a half is the one who is not its candidate.
    if (candidateSeat(input.half) === seat) {
      throw conflict(vivaMessages.examinerOnly, 'examiner_only');
    }
    const sitting = sittingAt(clockOf(room), now.getTime());
    const shown =
      sitting.status === 'ended' ||
      sitting.half > input.half ||
      (sitting.half === input.half && sitting.position >= input.position);
    if (!shown || input.position > room.casesPerHalf) {
      throw conflict(vivaMessages.caseNotShown, 'case_not_shown');
    }
    const paperId = paperOf(room, input.half)!;
    const row = await caseAt(tx, paperId, input.position, true);
    if (!row) throw notFound(vivaMessages.chooseCase, 'not_found');
    if (input.mark === 'overcalled' && !row.normal) {
      throw unprocessable(vivaMessages.overcallNeedsNormal);
    }
    const candidateId = studentOf(room, candidateSeat(input.half));
    const [saved] = await tx
      .insert(vivaRoomMarks)
      .values({
        roomId: room.id,
        half: input.half,
        position: input.position,
        examinerId: studentId,
        candidateId,
        caseId: row.caseId,
        mark: input.mark,
        oralScores: input.oralScores as Record<OralDomain, number>,
        comment: input.comment,
        markedAt: now,
      })
      .onConflictDoNothing()
      .returning({ position: vivaRoomMarks.position });
    if (!saved) throw conflict(vivaMessages.alreadyMarked, 'already_marked');
    // The candidate's review queue takes the examiner's mark as it takes their own.
    const next = await rescheduleCase(tx, candidateId, row.caseId, input.mark, now);
    await notifyRoom(tx, room.id, seat, 'state', {});
    return next;
  });
  return { message: vivaMessages.marked, data: { due: due.toISOString() } };
};

export const vivaSignal: Service<typeof vivaRoomCalls.vivaSignal> = async (
  deps,
  { studentId },
  { roomId, kind, data },
) => {
  const now = deps.now();
  const { room, seat } = await ownRoom(deps.db, studentId, roomId);
  if (kind === 'viewer') {
    // Only the candidate drives the viewer; the examiner's copy follows it.
    const { role } = runningFor(room, seat, now);
    if (role !== 'candidate') {
      throw conflict(vivaMessages.viewerCandidateOnly, 'candidate_only');
    }
  }
  await notifyRoom(deps.db, roomId, seat, kind, data);
  return { message: vivaMessages.signalled, data: null };
};

export const setVivaMeetingLink: Service<typeof vivaRoomCalls.setVivaMeetingLink> = async (
  deps,
  { studentId },
  { roomId, meetingLink },
) => {
  const { seat } = await ownRoom(deps.db, studentId, roomId);
  await deps.db.update(vivaRooms).set({ meetingLink }).where(eq(vivaRooms.id, roomId));
  await notifyRoom(deps.db, roomId, seat, 'state', {});
  return { message: vivaMessages.meetingLinkSaved, data: null };
};

/** Each person's consent to recording, as the asker sees it. */
const consentOf = (room: Room, seat: VivaSeat) => ({
  mine: seat === 'owner' ? room.ownerConsentsRecording : room.partnerConsentsRecording,
  partner: seat === 'owner' ? room.partnerConsentsRecording : room.ownerConsentsRecording,
});

/**
 * Either person agrees to recording or withdraws (docs/viva-rooms.md, "Recording"). The other's
 * screen hears of it by the room's event: the candidate's browser starts recording only once
 * both agree, and stops (discarding the case's recording so far) when either withdraws.
 */
export const setVivaRecordingConsent: Service<
  typeof vivaRoomCalls.setVivaRecordingConsent
> = async (deps, { studentId }, { roomId, consent }) => {
  const consents = await deps.db.transaction(async (tx) => {
    const { seat } = await ownRoom(tx, studentId, roomId, true);
    const [updated] = await tx
      .update(vivaRooms)
      .set(
        seat === 'owner'
          ? { ownerConsentsRecording: consent }
          : { partnerConsentsRecording: consent },
      )
      .where(eq(vivaRooms.id, roomId))
      .returning();
    await notifyRoom(tx, roomId, seat, 'state', {});
    return consentOf(updated!, seat);
  });
  return {
    message: consent ? vivaMessages.consentGiven : vivaMessages.consentWithdrawn,
    data: consents,
  };
};

/**
 * The candidate's recording of a case of their half, while both agree: stored on the
 * candidate's paper as the oral station's recordings are (`storeRecording`), so it is theirs to
 * play back (with Range, to them only) and to delete. 409 `candidate_only` for the examiner,
 * `recording_not_agreed` unless both agree, `case_not_shown` for a case not on screen yet or a
 * half not running; the paper's own checks then (409 once the half has ended, 415 not audio).
 */
export const uploadVivaRecording: Service<typeof vivaRoomCalls.uploadVivaRecording> = async (
  deps,
  { studentId },
  { roomId, half, position, file },
) => {
  const now = deps.now();
  const { room, seat } = await ownRoom(deps.db, studentId, roomId);
  if (!room.startedAt) throw conflict(vivaMessages.notRunning, 'sitting_not_running');
  if (candidateSeat(half) !== seat) {
    throw conflict(vivaMessages.recordingCandidateOnly, 'candidate_only');
  }
  if (!room.ownerConsentsRecording || !room.partnerConsentsRecording) {
    throw conflict(vivaMessages.recordingNotAgreed, 'recording_not_agreed');
  }
  const sitting = sittingAt(clockOf(room), now.getTime());
  if (sitting.status !== 'running' || sitting.half !== half || position > sitting.position) {
    throw conflict(vivaMessages.caseNotShown, 'case_not_shown');
  }
  const url = await storeRecording(deps, studentId, paperOf(room, half)!, position, file);
  return { message: vivaMessages.recordingSaved, data: { url } };
};

type MarkRow = { mark: CaseMark; oralScores: Record<string, number> | null };

/** Where two marks of one case differ: the overall mark, then each domain scored differently. */
function disagreementsOf(examiner: MarkRow | null, self: MarkRow | null): string[] {
  if (!examiner || !self) return [];
  const differ = examiner.mark !== self.mark ? ['mark'] : [];
  for (const [domain, score] of Object.entries(examiner.oralScores ?? {})) {
    if (self.oralScores && self.oralScores[domain] !== score) differ.push(domain);
  }
  return differ;
}

async function halfSummary(db: Executor, room: Room, half: 1 | 2) {
  const paperId = paperOf(room, half);
  if (!paperId) return [];
  const rows = await db
    .select({
      position: practicePaperCases.position,
      name: cases.name,
      modelAnswer: cases.answer,
      selfMark: practicePaperCases.mark,
      selfScores: practicePaperCases.oralScores,
      recording: practicePaperCases.recording,
      examinerMark: vivaRoomMarks.mark,
      examinerScores: vivaRoomMarks.oralScores,
      comment: vivaRoomMarks.comment,
    })
    .from(practicePaperCases)
    .innerJoin(cases, eq(cases.id, practicePaperCases.caseId))
    .leftJoin(
      vivaRoomMarks,
      and(
        eq(vivaRoomMarks.roomId, room.id),
        eq(vivaRoomMarks.half, half),
        eq(vivaRoomMarks.position, practicePaperCases.position),
      ),
    )
    .where(eq(practicePaperCases.paperId, paperId))
    .orderBy(asc(practicePaperCases.position));
  return rows.map((row) => {
    const examinerMark = row.examinerMark
      ? { mark: row.examinerMark, oralScores: row.examinerScores!, comment: row.comment ?? '' }
      : null;
    const selfMark = row.selfMark ? { mark: row.selfMark, oralScores: row.selfScores } : null;
    return {
      position: row.position,
      name: row.name,
      modelAnswer: row.modelAnswer ?? '',
      examinerMark,
      selfMark,
      disagreements: disagreementsOf(examinerMark, selfMark),
      recording: row.recording ? recordingUrl(paperId, row.position, row.recording) : null,
    };
  });
}

export const vivaSummary: Service<typeof vivaRoomCalls.vivaSummary> = async (
  deps,
  { studentId },
  { roomId },
) => {
  const now = deps.now();
  const { room, seat } = await ownRoom(deps.db, studentId, roomId);
  if (!room.startedAt || sittingAt(clockOf(room), now.getTime()).status !== 'ended') {
    throw conflict(vivaMessages.notEnded, 'sitting_not_ended');
  }
  const names = await namesOf(deps.db, room);
  const myHalf = seat === 'owner' ? 1 : 2;
  const summary: VivaSummary = {
    roomId: room.id,
    startedAt: iso(room.startedAt),
    endsAt: iso(room.startedAt.getTime() + 2 * room.casesPerHalf * room.caseMs),
    names: { owner: names.owner, partner: names.partner ?? '' },
    asCandidate: await halfSummary(deps.db, room, myHalf),
    asExaminer: await halfSummary(deps.db, room, myHalf === 1 ? 2 : 1),
  };
  // The examined person's own self-marks are theirs: the examiner sees only the marks they gave.
  // So is their recording: it belongs to the candidate of the half (docs/viva-rooms.md).
  summary.asExaminer = summary.asExaminer.map((item) => ({
    ...item,
    selfMark: null,
    disagreements: [],
    recording: null,
  }));
  return { message: vivaMessages.summaryRead, data: summary };
};

/**
 * The papers whose images the asker may load in a room: the first candidate's from the start,
 * the second's from half time (until then their cases stay unseen, by them too). None for anyone
 * not in the room.
 */
export async function roomPapersFor(db: Executor, studentId: number, roomId: number, now: Date) {
  const [room] = await db
    .select()
    .from(vivaRooms)
    .where(
      and(
        eq(vivaRooms.id, roomId),
        or(eq(vivaRooms.ownerId, studentId), eq(vivaRooms.partnerId, studentId)),
      ),
    );
  if (!room?.startedAt || !room.partnerId) return [];
  const sitting = sittingAt(clockOf(room), now.getTime());
  const papers = [{ paperId: room.ownerPaperId, studentId: room.ownerId }];
  if (sitting.status === 'ended' || sitting.half === 2) {
    papers.push({ paperId: room.partnerPaperId, studentId: room.partnerId });
  }
  return papers.filter((paper): paper is { paperId: number; studentId: number } => !!paper.paperId);
}
