import { randomBytes } from 'node:crypto';

import { and, asc, eq, inArray, max, or, sql } from 'drizzle-orm';

import type { OperatorActor } from '../calls/actor';
import type { BackendDeps } from '../calls/deps';
import type { Service } from '../calls/service';
import { conflict, notFound, unprocessable } from '../calls/service-error';
import { auditedChange } from '../audit/audited-change';
import { changePicture } from '../audit/picture-change';
import { recordAudit } from '../audit/audit-log';
import { ADVISORY_LOCK_KEYS } from '../db/advisory-locks';
import type { Executor } from '../db/client';
import { countRows, pageTotal, totalOf } from '../db/paging';
import { lessonPackages, videoRelatedLessons, videos, type Video } from '../db/schema';
import { storedFileUrl } from '../storage/files';
import type { ImageRules } from '../storage/images';
import type { ConsoleLesson, lessonCalls } from './calls';
import { mediaStoreOf } from './lesson-media';
import { removePackageFiles } from './lesson-package-files';
import { queueLessonPackaging, retryLessonPackaging } from './lesson-packaging';
import { isLessonMediaName, mediaLinkKind } from './media';
import {
  CAPTIONS_MAX_BYTES,
  consoleLessonMessages as say,
  lessonPackageMessages as packaging,
} from './texts';

/*
 * The console's side of the lessons (docs/console.md): drafts, their words, media, captions,
 * cover, place in the library and related lessons. Every write is audited in its transaction;
 * saving what is already there writes nothing.
 */

/** The lesson page's cover, at most 1280 px wide there (and in the sitemap). */
const COVER: ImageRules = { maxSide: 1280, messages: say.cover };
/** The lists' thumbnail: a few hundred pixels wide at most. */
const THUMBNAIL: ImageRules = { maxSide: 480, messages: say.cover };

const libraryOrder = [asc(videos.position), asc(videos.id)];

function mediaSource(path: string): ConsoleLesson['media'] {
  if (path === '') return 'none';
  return isLessonMediaName(path) ? 'file' : 'link';
}

type PackageRow = Pick<
  typeof lessonPackages.$inferSelect,
  'state' | 'percent' | 'failure' | 'renditions'
> | null;

/** The package columns the console shows, joined to a lesson's row. */
const packageColumns = {
  state: lessonPackages.state,
  percent: lessonPackages.percent,
  failure: lessonPackages.failure,
  renditions: lessonPackages.renditions,
};

function toConsoleStream(pkg: PackageRow): ConsoleLesson['stream'] {
  if (!pkg) return null;
  return {
    state: pkg.state,
    percent: pkg.percent,
    failure: pkg.failure,
    renditions: pkg.state === 'ready' ? pkg.renditions.map((r) => r.height) : [],
  };
}

function toConsoleLesson(row: Video, place: number, pkg: PackageRow = null): ConsoleLesson {
  return {
    videoId: row.id,
    name: row.name,
    place,
    published: row.publishedAt !== null,
    media: mediaSource(row.path),
    captions: row.captions !== null,
    thumbnail: storedFileUrl(row.thumbnail ?? row.cover),
    stream: toConsoleStream(pkg),
  };
}

/** A lesson's package as the console shows it; null when it has none. */
async function packageOf(db: Executor, videoId: number): Promise<PackageRow> {
  const [pkg] = await db
    .select(packageColumns)
    .from(lessonPackages)
    .where(eq(lessonPackages.videoId, videoId));
  return pkg ?? null;
}

export const listLessonsForConsole: Service<typeof lessonCalls.listLessonsForConsole> = async (
  deps,
  _operator,
  { limit, offset },
) => {
  const rows = await deps.db
    .select({ row: videos, pkg: packageColumns, total: totalOf(deps.db, videos) })
    .from(videos)
    .leftJoin(lessonPackages, eq(lessonPackages.videoId, videos.id))
    .orderBy(...libraryOrder)
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, () => countRows(deps.db, videos));
  return {
    message: say.listed,
    data: {
      list: rows.map(({ row, pkg }, index) =>
        toConsoleLesson(row, offset + index + 1, pkg?.state ? pkg : null),
      ),
      total,
    },
  };
};

/** A lesson's place in the library's order, from 1. */
async function placeOf(db: Executor, row: Video): Promise<number> {
  const [{ before }] = (await db
    .select({ before: sql<number>`count(*)::int` })
    .from(videos)
    .where(
      or(
        sql`${videos.position} < ${row.position}`,
        and(eq(videos.position, row.position), sql`${videos.id} < ${row.id}`),
      ),
    )) as [{ before: number }];
  return before + 1;
}

/** The related lessons an editor chose for a lesson, in their order. */
async function chosenRelated(db: Executor, videoId: number): Promise<number[]> {
  const rows = await db
    .select({ relatedId: videoRelatedLessons.relatedId })
    .from(videoRelatedLessons)
    .where(eq(videoRelatedLessons.videoId, videoId))
    .orderBy(asc(videoRelatedLessons.position));
  return rows.map((row) => row.relatedId);
}

/** The stored lesson (locked for the transaction's write with `lock`); the call refused when there is none. */
async function storedLesson(db: Executor, videoId: number, lock = false): Promise<Video> {
  const query = db.select().from(videos).where(eq(videos.id, videoId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(say.notFound, 'lesson_not_found');
  return row;
}

export const consoleLessonDetails: Service<typeof lessonCalls.consoleLessonDetails> = async (
  deps,
  _operator,
  { videoId },
) => {
  const row = await storedLesson(deps.db, videoId);
  const choices = await deps.db
    .select({ videoId: videos.id, name: videos.name, publishedAt: videos.publishedAt })
    .from(videos)
    .orderBy(...libraryOrder);
  return {
    message: say.listed,
    data: {
      lesson: {
        ...toConsoleLesson(row, await placeOf(deps.db, row), await packageOf(deps.db, videoId)),
        description: row.description,
        cover: storedFileUrl(row.cover),
        path: row.path === '' ? null : row.path,
        captionsPath: row.captions,
        durationSeconds: row.durationSeconds,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        freePreview: row.freePreview,
        relatedIds: await chosenRelated(deps.db, videoId),
      },
      total: choices.length,
      choices: choices.map((choice) => ({
        videoId: choice.videoId,
        name: choice.name,
        published: choice.publishedAt !== null,
      })),
    },
  };
};

/**
 * Takes turns with the other writes of the library's order until the transaction ends: two
 * editors moving lessons (or adding one at the end) at once would otherwise interleave.
 */
async function lockLibraryOrder(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.lessonOrder})`);
}

/** A lesson's address name: its title's words, and a suffix so two of one title never clash. */
function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'lesson'}-${randomBytes(4).toString('hex')}`;
}

/**
 * A new lesson as a draft at the end of the library: the console shows it; students, visitors,
 * the sitemap and search engines do not until it is published.
 */
export const createLesson: Service<typeof lessonCalls.createLesson> = async (
  deps,
  operator,
  input,
) => {
  const videoId = await deps.db.transaction(async (tx) => {
    await lockLibraryOrder(tx);
    const [{ last }] = (await tx.select({ last: max(videos.position) }).from(videos)) as [
      { last: number | null },
    ];
    const [created] = await tx
      .insert(videos)
      .values({
        name: input.name,
        slug: slugOf(input.name),
        description: input.description,
        path: '',
        position: (last ?? 0) + 1,
        publishedAt: null,
      })
      .returning();
    await recordAudit(tx, operator, {
      action: 'lesson.created',
      targetType: 'video',
      targetId: created!.id,
      after: created!,
    });
    return created!.id;
  });
  return { message: say.created, data: { videoId } };
};

/**
 * Changes a lesson's columns in one audited transaction; nothing is written or logged when they
 * hold those values already. Answers the row as it was, or null when nothing changed.
 */
async function changeLesson(
  deps: BackendDeps,
  operator: OperatorActor,
  videoId: number,
  action: string,
  change: Partial<
    Pick<
      Video,
      | 'name'
      | 'description'
      | 'path'
      | 'captions'
      | 'cover'
      | 'thumbnail'
      | 'publishedAt'
      | 'durationSeconds'
      | 'freePreview'
    >
  >,
  check?: (before: Video, tx: Executor) => void | Promise<void>,
  /** What else the change writes, in its transaction (a packaging job queued). */
  also?: (tx: Executor) => Promise<void>,
): Promise<Video | null> {
  return deps.db.transaction(async (tx) => {
    const { before, changed } = await auditedChange(tx, operator, {
      table: videos,
      where: eq(videos.id, videoId),
      missing: () => notFound(say.notFound, 'lesson_not_found'),
      check: (before) => check?.(before, tx),
      unchanged: (before) =>
        Object.entries(change).every(([key, value]) => {
          const current = before[key as keyof Video];
          return current instanceof Date || value instanceof Date
            ? (current === null) === (value === null)
            : current === value;
        }),
      set: () => change,
      then: () => also?.(tx),
      action,
      targetType: 'video',
      targetId: videoId,
    });
    return changed ? before : null;
  });
}

/** Removes a file the console uploaded that a change left unused; demo files stay. */
async function removeReplacedMedia(deps: BackendDeps, name: string | null) {
  if (name && isLessonMediaName(name)) await mediaStoreOf(deps).remove(name);
}

export const updateLessonDetails: Service<typeof lessonCalls.updateLessonDetails> = async (
  deps,
  operator,
  { videoId, name, description },
) => {
  const before = await changeLesson(deps, operator, videoId, 'lesson.edited', {
    name,
    description,
  });
  return { message: before ? say.saved : say.unchanged, data: { videoId } };
};

export const setLessonMediaLink: Service<typeof lessonCalls.setLessonMediaLink> = async (
  deps,
  operator,
  { videoId, mediaUrl },
) => {
  let retiredPackage: string | null = null;
  const before = await changeLesson(
    deps,
    operator,
    videoId,
    'lesson.media_linked',
    { path: mediaUrl, durationSeconds: null },
    undefined,
    // A direct video file is imported and packaged; YouTube and Vimeo play from there.
    (tx) =>
      mediaLinkKind(mediaUrl) === 'file'
        ? queueLessonPackaging(tx, videoId, mediaUrl)
        : tx
            .delete(lessonPackages)
            .where(eq(lessonPackages.videoId, videoId))
            .returning({ prefix: lessonPackages.storagePrefix })
            .then(([row]) => {
              retiredPackage = row?.prefix ?? null;
            }),
  );
  await removeReplacedMedia(deps, before?.path ?? null);
  if (retiredPackage) await removePackageFiles(deps.storage, retiredPackage);
  return { message: before ? say.mediaLink.saved : say.unchanged, data: { videoId } };
};

export const setLessonCaptionsLink: Service<typeof lessonCalls.setLessonCaptionsLink> = async (
  deps,
  operator,
  { videoId, captionsUrl },
) => {
  const before = await changeLesson(deps, operator, videoId, 'lesson.captions_linked', {
    captions: captionsUrl,
  });
  await removeReplacedMedia(deps, before?.captions ?? null);
  const message = !before
    ? say.unchanged
    : captionsUrl
      ? say.captionsLink.saved
      : say.captionsLink.removed;
  return { message, data: { videoId } };
};

export const publishLesson: Service<typeof lessonCalls.publishLesson> = async (
  deps,
  operator,
  { videoId, published },
) => {
  await changeLesson(
    deps,
    operator,
    videoId,
    published ? 'lesson.published' : 'lesson.unpublished',
    { publishedAt: published ? deps.now() : null },
    async (before, tx) => {
      if (!published || before.publishedAt !== null) return;
      if (before.path === '') throw conflict(say.needsMedia);
      // A lesson whose video is being packaged is published once its stream is ready.
      const pkg = await packageOf(tx, videoId);
      if (pkg?.state === 'failed') throw conflict(packaging.failedCannotPublish, 'not_ready');
      if (pkg && pkg.state !== 'ready') throw conflict(packaging.notReady, 'not_ready');
    },
  );
  return {
    message: published ? say.published : say.unpublished,
    data: { videoId, published },
  };
};

/**
 * Makes a lesson a free preview, which anyone may watch (its stream's playlists and key included),
 * or a subscribers' lesson again; audited.
 */
export const setLessonFreePreview: Service<typeof lessonCalls.setLessonFreePreview> = async (
  deps,
  operator,
  { videoId, freePreview },
) => {
  const before = await changeLesson(
    deps,
    operator,
    videoId,
    freePreview ? 'lesson.free_preview_on' : 'lesson.free_preview_off',
    { freePreview },
  );
  return {
    message: !before ? say.unchanged : freePreview ? say.freePreview.on : say.freePreview.off,
    data: { videoId, freePreview },
  };
};

/**
 * Moves a lesson to a place in the library (past the end means last); the lessons between close
 * up. The places are written as 1…n for the lessons whose place changed.
 */
export const moveLesson: Service<typeof lessonCalls.moveLesson> = async (
  deps,
  operator,
  { videoId, to },
) => {
  const place = await deps.db.transaction(async (tx) => {
    await lockLibraryOrder(tx);
    const order = await tx
      .select({ id: videos.id, position: videos.position })
      .from(videos)
      .orderBy(...libraryOrder);
    const from = order.findIndex((row) => row.id === videoId);
    if (from === -1) throw notFound(say.notFound, 'lesson_not_found');
    const target = Math.min(to, order.length) - 1;
    const [moving] = order.splice(from, 1);
    order.splice(target, 0, moving!);
    const changed = order
      .map((row, index) => ({ ...row, wanted: index + 1 }))
      .filter((row) => row.position !== row.wanted);
    if (changed.length === 0) return null;
    for (const row of changed) {
      await tx.update(videos).set({ position: row.wanted }).where(eq(videos.id, row.id));
    }
    await recordAudit(tx, operator, {
      action: 'lesson.moved',
      targetType: 'video',
      targetId: videoId,
      before: { place: from + 1, positions: changed.map(({ id, position }) => ({ id, position })) },
      after: {
        place: target + 1,
        positions: changed.map(({ id, wanted }) => ({ id, position: wanted })),
      },
    });
    return target + 1;
  });
  return {
    message: place === null ? say.unchanged : say.moved,
    data: { videoId, place: place ?? to },
  };
};

/** Replaces a lesson's chosen related lessons with `relatedIds`, in that order. */
export const setRelatedLessons: Service<typeof lessonCalls.setRelatedLessons> = async (
  deps,
  operator,
  { videoId, relatedIds },
) => {
  if (relatedIds.includes(videoId)) throw unprocessable(say.relatedItself);
  const changed = await deps.db.transaction(async (tx) => {
    await storedLesson(tx, videoId, true);
    if (relatedIds.length > 0) {
      const known = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(inArray(videos.id, relatedIds));
      if (known.length !== relatedIds.length) throw unprocessable(say.relatedUnknown);
    }
    const before = await chosenRelated(tx, videoId);
    if (before.join() === relatedIds.join()) return false;
    await tx.delete(videoRelatedLessons).where(eq(videoRelatedLessons.videoId, videoId));
    if (relatedIds.length > 0) {
      await tx
        .insert(videoRelatedLessons)
        .values(
          relatedIds.map((relatedId, index) => ({ videoId, relatedId, position: index + 1 })),
        );
    }
    await recordAudit(tx, operator, {
      action: 'lesson.related_changed',
      targetType: 'video',
      targetId: videoId,
      before: { relatedIds: before },
      after: { relatedIds },
    });
    return true;
  });
  return { message: changed ? say.relatedSaved : say.unchanged, data: { videoId, relatedIds } };
};

/** Sets a lesson's cover and thumbnail from one picture; the ones it replaces are removed. */
export const uploadLessonCover: Service<typeof lessonCalls.uploadLessonCover> = async (
  deps,
  operator,
  { videoId, picture },
) => {
  const { cover } = await changePicture(deps, operator, {
    table: videos,
    where: eq(videos.id, videoId),
    missing: () => notFound(say.notFound, 'lesson_not_found'),
    picture,
    columns: { cover: COVER, thumbnail: THUMBNAIL },
    action: 'lesson.cover_changed',
    targetType: 'video',
    targetId: videoId,
  });
  return { message: say.cover.saved, data: { videoId, cover: storedFileUrl(cover)! } };
};

const BOM = [0xef, 0xbb, 0xbf];

/**
 * Whether bytes are WebVTT a browser will read: UTF-8 that starts with "WEBVTT" (after an
 * optional byte order mark) followed by a space, a tab, a line break or the end.
 */
function isWebVtt(bytes: Uint8Array): boolean {
  const start = BOM.every((b, i) => bytes[i] === b) ? 3 : 0;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start));
  } catch {
    return false;
  }
  return /^WEBVTT(?:[ \t\r\n]|$)/.test(text) && !text.includes('\u0000');
}

/** Stores a WebVTT file beside the lesson files and makes it the lesson's captions. */
export const uploadLessonCaptions: Service<typeof lessonCalls.uploadLessonCaptions> = async (
  deps,
  operator,
  { videoId, captions },
) => {
  await storedLesson(deps.db, videoId);
  if (captions.size > CAPTIONS_MAX_BYTES) throw unprocessable(say.captions.tooLarge);
  const bytes = new Uint8Array(await captions.arrayBuffer());
  if (!isWebVtt(bytes)) throw unprocessable(say.captions.notWebVtt);
  const store = mediaStoreOf(deps);
  const name = `lesson-${videoId}-${randomBytes(8).toString('hex')}.vtt`;
  await store.write(name, [bytes]);
  let before: Video | null;
  try {
    before = await changeLesson(deps, operator, videoId, 'lesson.captions_uploaded', {
      captions: name,
    });
  } catch (error) {
    await store.remove(name);
    throw error;
  }
  await removeReplacedMedia(deps, before?.captions ?? null);
  return { message: say.captions.saved, data: { videoId, captions: name } };
};

/** Packages a lesson again after its packaging failed (the console's Retry), audited. */
export const retryLessonPackagingCall: Service<typeof lessonCalls.retryLessonPackaging> = async (
  deps,
  operator,
  { videoId },
) => {
  await deps.db.transaction(async (tx) => {
    const before = await storedLesson(tx, videoId, true);
    if (!(await retryLessonPackaging(tx, videoId))) {
      throw conflict(packaging.nothingToRetry, 'not_failed');
    }
    await recordAudit(tx, operator, {
      action: 'lesson.packaging_retried',
      targetType: 'video',
      targetId: videoId,
      before,
      after: before,
    });
  });
  return { message: packaging.retried, data: { videoId } };
};
