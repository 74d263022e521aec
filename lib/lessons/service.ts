import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';

import type { Video } from '@/lib/lessons/calls';
import { videoMessages } from '@/lib/lessons/calls';

import type { StudentActor, VisitorActor } from '../calls/actor';
import type { BackendDeps } from '../calls/deps';
import { countRows, pageTotal, totalOf } from '../db/paging';
import { lessonPackages, videoProgress, videoRelatedLessons, videos } from '../db/schema';
import { storedFileUrl } from '../storage/files';
import { notFound } from '../calls/service-error';
import type { Service } from '../calls/service';
import { isSubscribed, subscribedColumn } from '../plans/subscription-status';
import type { lessonCalls } from './calls';
import { issueLessonStream } from './lesson-stream';
import { watchedBy } from './progress';

/*
 * The video library. Anyone may list the lessons; the media of a lesson (`path`, `captions`)
 * reaches only a signed-in student with an active subscription, and is null for everyone else.
 * Hosted files are checked again by the media route when they are streamed.
 */

export const published = (now: Date) =>
  and(isNotNull(videos.publishedAt), lte(videos.publishedAt, now));

const lessonColumns = {
  videoId: videos.id,
  name: videos.name,
  description: videos.description,
  thumbnail: videos.thumbnail,
  cover: videos.cover,
  path: videos.path,
  captions: videos.captions,
  durationSeconds: videos.durationSeconds,
  publishedAt: videos.publishedAt,
  freePreview: videos.freePreview,
  /** Whether the lesson streams: its original is then never given out (docs/streaming.md). */
  packaged: sql<boolean>`exists(${sql`select 1 from ${lessonPackages} where ${lessonPackages.videoId} = ${videos.id} and ${lessonPackages.state} = 'ready'`})`,
};

type LessonRow = {
  videoId: number;
  name: string;
  description: string;
  thumbnail: string | null;
  cover: string | null;
  path: string;
  captions: string | null;
  durationSeconds: number | null;
  publishedAt: Date | null;
  freePreview: boolean;
  packaged: boolean;
};

/** Whether the actor may play the lessons: a student holding a current purchase. */
async function maySubscriberWatch(
  deps: BackendDeps,
  actor: VisitorActor | StudentActor,
): Promise<boolean> {
  return actor.kind === 'student' && isSubscribed(deps.db, actor.studentId, deps.now());
}

/** The same, as a column of the lessons' query (computed once for it). */
function maySubscriberWatchColumn(deps: BackendDeps, actor: VisitorActor | StudentActor) {
  if (actor.kind !== 'student') return sql<boolean>`false`;
  return subscribedColumn(deps.db, actor.studentId, deps.now());
}

/** Whether the student has watched the row's lesson to 90 %, as a column; false for a visitor. */
function watchedColumn(deps: BackendDeps, actor: VisitorActor | StudentActor) {
  if (actor.kind !== 'student') return sql<boolean>`false`;
  return sql<boolean>`exists(${deps.db
    .select({ one: sql`1` })
    .from(videoProgress)
    .where(and(eq(videoProgress.videoId, videos.id), watchedBy(actor.studentId)))})`;
}

function toVideo(
  row: LessonRow,
  subscribed: boolean,
  watched: boolean,
  stream: Video['stream'] = null,
): Video {
  // A packaged lesson plays its stream alone; the list gives no stream (each would be a playback).
  const original = subscribed && !row.packaged;
  return {
    videoId: row.videoId,
    name: row.name,
    description: row.description,
    thumbnail: storedFileUrl(row.thumbnail ?? row.cover) ?? '',
    cover: storedFileUrl(row.cover ?? row.thumbnail) ?? '',
    path: original ? row.path : null,
    captions: original ? row.captions : null,
    durationSeconds: row.durationSeconds,
    published: row.publishedAt?.toISOString() ?? null,
    watched,
    freePreview: row.freePreview,
    stream,
  };
}

/**
 * The published lessons in the library's order, a page at a time, with the total and whether the
 * student may play them (`subscription` 1). Lessons the student has watched are marked. With the
 * lesson of the page (`videoId`), the related lessons an editor chose for it come first.
 */
export const relatedVideos: Service<typeof lessonCalls.relatedVideos> = async (
  deps,
  actor,
  { limit, offset, videoId },
) => {
  const where = published(deps.now());
  const chosen = videoId ? await hasChosenRelated(deps, videoId) : false;
  // The page, its total, the student's watched marks and subscription in one round trip.
  const query = deps.db
    .select({
      ...lessonColumns,
      total: totalOf(deps.db, videos, where),
      watched: watchedColumn(deps, actor),
      subscribed: maySubscriberWatchColumn(deps, actor),
    })
    .from(videos);
  // Only a lesson with chosen ones sorts the library; the others read it in the index's order.
  const rows = await (
    chosen
      ? query
          .leftJoin(
            videoRelatedLessons,
            and(
              eq(videoRelatedLessons.videoId, videoId!),
              eq(videoRelatedLessons.relatedId, videos.id),
            ),
          )
          .where(where)
          .orderBy(
            sql`${videoRelatedLessons.position} asc nulls last`,
            asc(videos.position),
            asc(videos.id),
          )
      : query.where(where).orderBy(asc(videos.position), asc(videos.id))
  )
    .limit(limit)
    .offset(offset);
  const subscribed =
    rows.length > 0 ? rows[0].subscribed === true : await maySubscriberWatch(deps, actor);
  const total = await pageTotal(rows, offset, () => countRows(deps.db, videos, where));
  return {
    message: 'Success',
    data: {
      lists: rows.map((row) => toVideo(row, subscribed, row.watched === true)),
      total,
      subscription: subscribed ? 1 : 0,
    },
  };
};

/** Whether an editor chose related lessons for the lesson. */
async function hasChosenRelated(deps: BackendDeps, videoId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ one: sql`1` })
    .from(videoRelatedLessons)
    .where(eq(videoRelatedLessons.videoId, videoId))
    .limit(1);
  return row !== undefined;
}

/**
 * One published lesson, with the same rule for its media as the list; a free preview lesson plays
 * for anyone. A packaged lesson comes with its stream and a fresh playback token (a renewal when
 * `stream` is the token in use), or 429 with words the student can act on (lib/lessons/
 * lesson-stream.ts).
 */
export const viewVideo: Service<typeof lessonCalls.viewVideo> = async (
  deps,
  actor,
  { videoId, stream: renew },
) => {
  const [row] = await deps.db
    .select({
      ...lessonColumns,
      watched: watchedColumn(deps, actor),
      subscribed: maySubscriberWatchColumn(deps, actor),
    })
    .from(videos)
    .where(and(eq(videos.id, videoId), published(deps.now())))
    .limit(1);
  if (!row) throw notFound(videoMessages.noSuchVideo, 'lesson_not_found');
  const mayWatch = row.subscribed === true || row.freePreview;
  const stream =
    mayWatch && row.packaged ? await issueLessonStream(deps, actor, videoId, renew) : null;
  return {
    message: 'Success',
    data: {
      video: toVideo(row, mayWatch, row.watched === true, stream),
      subscription: mayWatch ? 1 : 0,
    },
  };
};

/** Every published lesson in the library's order, with what the sitemap shows (extension). */
export const lessonSitemap: Service<typeof lessonCalls.lessonSitemap> = async (deps) => {
  const rows = await deps.db
    .select({
      videoId: videos.id,
      cover: videos.cover,
      thumbnail: videos.thumbnail,
      publishedAt: videos.publishedAt,
    })
    .from(videos)
    .where(published(deps.now()))
    .orderBy(asc(videos.position), asc(videos.id));
  return {
    message: 'Success',
    data: {
      lists: rows.map((row) => ({
        videoId: row.videoId,
        cover: storedFileUrl(row.cover ?? row.thumbnail) ?? '',
        published: row.publishedAt?.toISOString() ?? null,
      })),
    },
  };
};
