import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { BackendDeps } from '../calls/deps';
import type { Database } from '../db/client';
import type { Service, StreamService } from '../calls/service';
import { bytesAnswer, streamNotFound } from '../calls/stream';
import { conflict, notFound, ServiceError, unprocessable } from '../calls/service-error';
import { practicePaperCases, practicePapers } from '../db/schema';
import { recordingUrl } from './links';
import { recordingMessages as say } from './texts';
import type { practiceCalls } from './calls';

/*
 * The oral station's recordings (docs/practice.md, "Recordings"). Audio cannot be re-encoded
 * without ffmpeg, which the project does not ship, so a recording is kept as the browser made it:
 * checked by its first bytes, stored under a name the server chooses, and only ever served with
 * the type those bytes showed, to the student whose paper it is.
 */

type RecordingKind = { type: string; extension: string };

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** ISO base media brands that are pictures (HEIF, AVIF), not recordings. */
const PICTURE_BRANDS = /^(avif|avis|heic|heix|hevc|mif1|msf1)$/;

/** What a recording's first bytes say it is: WebM (Chromium, Firefox), Ogg, or MP4 (Safari). */
export function sniffRecording(bytes: Uint8Array): RecordingKind | null {
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return { type: 'audio/webm', extension: 'webm' };
  }
  if (ascii(bytes, 0, 4) === 'OggS') return { type: 'audio/ogg', extension: 'ogg' };
  if (
    bytes.length >= 12 &&
    ascii(bytes, 4, 8) === 'ftyp' &&
    !PICTURE_BRANDS.test(ascii(bytes, 8, 12))
  ) {
    return { type: 'audio/mp4', extension: 'm4a' };
  }
  return null;
}

/*
 * Stored names start with "rec-" and end in an audio extension: the file route's names are
 * pictures only (isStoredFileName), so it can never serve a recording to anyone.
 */
const storedRecordingName = (kind: RecordingKind) => `rec-${randomUUID()}.${kind.extension}`;

/** One case of one of the student's papers, with its paper's clock; null when it is not theirs. */
async function ownCase(db: Database, studentId: number, paperId: number, position: number) {
  const [row] = await db
    .select({
      kind: practicePapers.kind,
      endsAt: practicePapers.endsAt,
      closedAt: practicePapers.closedAt,
      recording: practicePaperCases.recording,
      recordingType: practicePaperCases.recordingType,
    })
    .from(practicePaperCases)
    .innerJoin(practicePapers, eq(practicePapers.id, practicePaperCases.paperId))
    .where(
      and(
        eq(practicePaperCases.paperId, paperId),
        eq(practicePaperCases.position, position),
        eq(practicePapers.studentId, studentId),
      ),
    )
    .limit(1);
  return row ?? null;
}

const thisCase = (paperId: number, position: number) =>
  and(eq(practicePaperCases.paperId, paperId), eq(practicePaperCases.position, position));

/**
 * Points the case at `stored` (or at nothing) and answers the name it pointed at before. With
 * `openAt`, only while the paper is still open then: it may have ended since it was checked.
 */
async function pointCaseAt(
  db: Database,
  paperId: number,
  position: number,
  stored: { recording: string; recordingType: string } | null,
  openAt?: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        recording: practicePaperCases.recording,
        endsAt: practicePapers.endsAt,
        closedAt: practicePapers.closedAt,
      })
      .from(practicePaperCases)
      .innerJoin(practicePapers, eq(practicePapers.id, practicePaperCases.paperId))
      .where(thisCase(paperId, position))
      .for('update');
    if (openAt && (!before || before.closedAt || openAt >= before.endsAt)) {
      throw conflict(say.paperOver);
    }
    await tx
      .update(practicePaperCases)
      .set(stored ?? { recording: null, recordingType: null })
      .where(thisCase(paperId, position));
    return before?.recording ?? null;
  });
}

/**
 * Stores the student's recording of one case of their open oral station, replacing the one it
 * had (whose file is removed once the case points at the new one). 404 for a case that is not
 * theirs, 422 for a case of another kind of paper, 409 once the paper has ended, 415 for a file
 * that is not WebM, Ogg or MP4.
 */
export const uploadRecording: Service<typeof practiceCalls.uploadRecording> = async (
  deps,
  actor,
  input,
) => {
  const { paperId, position, file } = input;
  const url = await storeRecording(deps, actor.studentId, paperId, position, file);
  return { message: say.uploaded, data: { paperId, position, url } };
};

/**
 * Stores a recording of one case of a student's open oral paper as `uploadRecording` does, and
 * answers where its owner plays it. A viva room's recording is the candidate's, stored on their
 * half's paper by this (docs/viva-rooms.md, "Recording"), so it is kept, played and deleted as
 * the oral station's are.
 */
export async function storeRecording(
  deps: Pick<BackendDeps, 'db' | 'storage' | 'now'>,
  studentId: number,
  paperId: number,
  position: number,
  file: Blob,
): Promise<string> {
  const found = await ownCase(deps.db, studentId, paperId, position);
  if (!found) throw notFound(say.noSuchCase);
  if (found.kind !== 'oral') throw unprocessable(say.notOral);
  if (found.closedAt || deps.now() >= found.endsAt) throw conflict(say.paperOver);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffRecording(bytes);
  if (!kind) throw new ServiceError(415, say.notAudio);

  const stored = storedRecordingName(kind);
  await deps.storage.put(stored, bytes);
  let replaced: string | null;
  try {
    replaced = await pointCaseAt(
      deps.db,
      paperId,
      position,
      { recording: stored, recordingType: kind.type },
      deps.now(),
    );
  } catch (error) {
    await deps.storage.remove(stored);
    throw error;
  }
  if (replaced) await deps.storage.remove(replaced);
  return recordingUrl(paperId, position, stored);
}

/** Deletes the student's recording of a case, whenever they ask; 404 for a case not theirs. */
export const deleteRecording: Service<typeof practiceCalls.deleteRecording> = async (
  deps,
  actor,
  input,
) => {
  const { paperId, position } = input;
  const found = await ownCase(deps.db, actor.studentId, paperId, position);
  if (!found) throw notFound(say.noSuchCase);
  if (!found.recording) return { message: say.nothingToDelete, data: { paperId, position } };
  const removed = await pointCaseAt(deps.db, paperId, position, null);
  if (removed) await deps.storage.remove(removed);
  return { message: say.deleted, data: { paperId, position } };
};

/**
 * A recording, or the byte range the request names, for the student whose paper it is. Anyone
 * else gets 404, as for a recording that is not there, so the answer says nothing about other
 * students' papers.
 */
export const openRecording: StreamService<typeof practiceCalls.playRecording> = async (
  deps,
  actor,
  { paperId, position },
  request,
) => {
  const { head } = request;
  if (actor.kind !== 'student') return streamNotFound(head);
  const student = actor;
  const found = await ownCase(deps.db, student.studentId, paperId, position);
  if (!found?.recording || !found.recordingType) return streamNotFound(head);
  const bytes = await deps.storage.get(found.recording);
  if (!bytes) return streamNotFound(head);

  return bytesAnswer(bytes, request, {
    'content-type': found.recordingType,
    'content-disposition': 'inline',
    // Only for this student, and kept nowhere: the next request is checked again.
    'cache-control': 'private, no-store',
  });
};
