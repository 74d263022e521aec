import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';

import {
  DEFAULT_PLAYER_PREFERENCES,
  videoMessages,
  WATCHED_SHARE,
  type PlaybackRate,
  type VideoProgress,
} from '@/lib/lessons/calls';

import type { Database } from '../db/client';
import { recordWatch } from '../insight/watching';
import { subscribedColumn } from '../plans/subscription-status';
import {
  playerPreferences as preferenceRows,
  videoProgress as progressRows,
  videos,
} from '../db/schema';
import { notFound } from '../calls/service-error';
import type { Service } from '../calls/service';
import type { lessonCalls } from './calls';

/*
 * Where each student stopped in each lesson, and how they like the player. Extensions beyond the
 * original API. Every read and write is for the session's student: the request names no student,
 * so another student's position can be neither read nor written.
 */

/** A published lesson's stored length, or throws "Video not found". */
async function requireLesson(db: Database, videoId: number, now: Date) {
  const [lesson] = await db
    .select({ durationSeconds: videos.durationSeconds })
    .from(videos)
    .where(and(eq(videos.id, videoId), isNotNull(videos.publishedAt), lte(videos.publishedAt, now)))
    .limit(1);
  if (!lesson) throw notFound(videoMessages.noSuchVideo, 'lesson_not_found');
  return lesson;
}

function toProgress(
  videoId: number,
  row: { positionSeconds: number; watchedAt: Date | null; updatedAt: Date } | undefined,
): VideoProgress {
  return {
    videoId,
    position: row?.positionSeconds ?? 0,
    watched: !!row?.watchedAt,
    updated: row?.updatedAt.toISOString() ?? null,
  };
}

/** Where the student stopped in a lesson (0 for one never played) and whether they watched it. */
export const videoProgress: Service<typeof lessonCalls.videoProgress> = async (
  { db, now },
  { studentId },
  { videoId },
) => {
  await requireLesson(db, videoId, now());
  const [row] = await db
    .select({
      positionSeconds: progressRows.positionSeconds,
      watchedAt: progressRows.watchedAt,
      updatedAt: progressRows.updatedAt,
    })
    .from(progressRows)
    .where(and(eq(progressRows.studentId, studentId), eq(progressRows.videoId, videoId)));
  return { message: 'Success', data: toProgress(videoId, row) };
};

/** The student's progress rows of the lessons they have watched to 90 %. */
export const watchedBy = (studentId: number) =>
  and(eq(progressRows.studentId, studentId), isNotNull(progressRows.watchedAt));

/**
 * Which of the lessons asked the student has watched, and whether they may play the library, in
 * one query: the video page's personal part of a related list it reads from the visitors' cache.
 */
export const watchedMarks: Service<typeof lessonCalls.watchedMarks> = async (
  { db, now },
  { studentId },
  { videoIds },
) => {
  const watched = db
    .select({ videoId: progressRows.videoId })
    .from(progressRows)
    .where(and(watchedBy(studentId), inArray(progressRows.videoId, videoIds)));
  const {
    rows: [marks],
  } = await db.execute<{ watched: number[]; subscribed: boolean }>(
    sql`select array(${watched}) as watched, ${subscribedColumn(db, studentId, now())} as subscribed`,
  );
  return {
    message: 'Success',
    data: { watched: marks!.watched, subscription: marks!.subscribed ? 1 : 0 },
  };
};

/**
 * Saves where the student is in a lesson. Measured against the lesson's stored length (or, for a
 * lesson without one, the length the player reports), reaching 90 % marks it watched, for good:
 * watching it again from the start does not unmark it.
 */
export const saveVideoProgress: Service<typeof lessonCalls.saveVideoProgress> = async (
  { db, now },
  { studentId },
  { videoId, position, duration, from },
) => {
  const at = now();
  const lesson = await requireLesson(db, videoId, at);
  const length = lesson.durationSeconds ?? duration ?? null;
  const clamped = length === null ? position : Math.min(position, length);
  const reached = length !== null && clamped >= WATCHED_SHARE * length;
  const [row] = await db
    .insert(progressRows)
    .values({
      studentId,
      videoId,
      positionSeconds: clamped,
      durationSeconds: length,
      watchedAt: reached ? at : null,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [progressRows.studentId, progressRows.videoId],
      set: {
        positionSeconds: clamped,
        durationSeconds: length,
        watchedAt: sql`coalesce(${progressRows.watchedAt}, excluded.watched_at)`,
        updatedAt: at,
      },
    })
    .returning({
      positionSeconds: progressRows.positionSeconds,
      watchedAt: progressRows.watchedAt,
      updatedAt: progressRows.updatedAt,
    });
  // The same report leaves the bins seen and the completion for insight (docs/insight.md).
  await recordWatch(db, studentId, videoId, {
    at,
    position: clamped,
    length,
    from: from === undefined ? null : Math.min(from, clamped),
  });
  return { message: videoMessages.progressSaved, data: toProgress(videoId, row) };
};

async function readPreferences(db: Database, studentId: number) {
  const [row] = await db
    .select({ playbackRate: preferenceRows.playbackRate, captions: preferenceRows.captions })
    .from(preferenceRows)
    .where(eq(preferenceRows.studentId, studentId));
  return row
    ? { playbackRate: row.playbackRate as PlaybackRate, captions: row.captions }
    : DEFAULT_PLAYER_PREFERENCES;
}

/** The student's playback speed and captions choice (1× and off until they choose). */
export const playerPreferences: Service<typeof lessonCalls.playerPreferences> = async (
  { db },
  { studentId },
) => {
  return { message: 'Success', data: await readPreferences(db, studentId) };
};

/** Changes the student's playback speed, captions choice, or both. */
export const savePlayerPreferences: Service<typeof lessonCalls.savePlayerPreferences> = async (
  { db, now },
  { studentId },
  { playbackRate, captions },
) => {
  const changes = {
    ...(playbackRate !== undefined && { playbackRate }),
    ...(captions !== undefined && { captions }),
    updatedAt: now(),
  };
  await db
    .insert(preferenceRows)
    .values({ ...DEFAULT_PLAYER_PREFERENCES, studentId, ...changes })
    .onConflictDoUpdate({ target: preferenceRows.studentId, set: changes });
  return { message: videoMessages.preferencesSaved, data: await readPreferences(db, studentId) };
};
