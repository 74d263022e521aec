import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import type { BackendDeps, FileStorage } from '../calls/deps';
import type { Executor } from '../db/client';
import { lessonPackages, videos, type LessonRenditionInfo } from '../db/schema';
import { dataDir } from '../data-dir';
import { defineJob } from '../jobs/define-job';
import { findFfmpeg } from '../media/ffmpeg';
import { packageHls, type HlsPackage } from '../media/hls-package';
import { openContentKey, sealContentKey } from '../media/key-seal';
import { NotAVideoError } from '../media/media-probe';
import { DEFAULT_LADDER, type Rung } from '../media/rendition-ladder';
import { newContentKey } from '../media/segment-encryption';
import { logError } from '../log';
import { authSecret } from '../security/secret';
import { mediaStoreOf } from './lesson-media';
import { packageFileKey, removePackageFiles } from './lesson-package-files';
import { isLessonMediaName } from './media';
import { CAPTIONS_MAX_BYTES, LESSON_MEDIA_MAX_BYTES, lessonPackageMessages as say } from './texts';

/*
 * Packaging a lesson's original into its encrypted adaptive stream, as a durable job
 * (docs/streaming.md, "Packaging as a job"). The job is keyed by the lesson, its original and the
 * round (a retry an editor asks for is a new round), so queuing the same upload twice writes one
 * job. Its key is made and sealed when the job is queued, so every attempt makes the same package
 * byte for byte, and the package's files are stored under names fixed by its fingerprint: an
 * attempt that dies half-way is repeated by the next one without a second copy.
 */

/** An attempt on a long lesson takes a while on two cores; past this pg-boss counts it failed. */
const PACKAGE_EXPIRE_SECONDS = 4 * 60 * 60;

/**
 * The qualities a lesson is packaged in: the default ladder with a 240-line rung below it, for a
 * phone on a hospital's network (and so a 360-line lesson still has a quality to switch to).
 */
const LESSON_LADDER: readonly Rung[] = [
  { name: '240p', height: 240, maxVideoKbps: 300 },
  ...DEFAULT_LADDER,
];

/** x264's preset: LESSON_PACKAGE_PRESET, else `veryfast` (docs/streaming.md, "Packaging"). */
const presetOf = () =>
  /^(ultrafast|superfast|veryfast|faster|fast|medium|slow)$/.test(
    process.env.LESSON_PACKAGE_PRESET ?? '',
  )
    ? process.env.LESSON_PACKAGE_PRESET
    : undefined;

/** How often progress is written while encoding, at most. */
const PROGRESS_EVERY_MS = 2000;

const packageJobData = z.object({
  videoId: z.number().int(),
  /** The original's stored name, or the https link of a direct .mp4/.webm file. */
  source: z.string(),
  /** Which round of packaging this source (a retry an editor asks for is a new one). */
  round: z.number().int(),
});

/** The storage prefix of a package: the lesson and its fingerprint, so a new one never overlaps. */
const storagePrefixOf = (videoId: number, fingerprint: string) =>
  `lp-${videoId}-${fingerprint.slice(0, 16)}`;

/**
 * Queues the packaging of lesson `videoId` from `source` (a hosted original's name, or the https
 * link of a direct .mp4/.webm file) in the transaction `tx` that makes it the lesson's media: the
 * lesson shows "processing" at once. The same source queued again while its package is being
 * made or is ready changes nothing.
 */
export async function queueLessonPackaging(
  tx: Executor,
  videoId: number,
  source: string,
): Promise<void> {
  const [current] = await tx
    .select({ source: lessonPackages.source, state: lessonPackages.state })
    .from(lessonPackages)
    .where(eq(lessonPackages.videoId, videoId))
    .for('update');
  if (current?.source === source && current.state !== 'failed') return;
  const sealedKey = sealContentKey(newContentKey(), authSecret());
  const fresh = {
    source,
    state: 'processing' as const,
    percent: 0,
    failure: null,
    sealedKey,
    // `storagePrefix` is left as it is: the package being replaced, whose files are removed once
    // the new one is ready.
    fingerprint: null,
    durationSeconds: null,
    renditions: [],
    captions: false,
    attempts: 0,
    readyAt: null,
  };
  const [row] = await tx
    .insert(lessonPackages)
    .values({ videoId, ...fresh })
    .onConflictDoUpdate({
      target: lessonPackages.videoId,
      // A failed package of the same source keeps its key: the retry makes the same package.
      set:
        current?.source === source
          ? { state: 'processing', percent: 0, failure: null }
          : { ...fresh, attempts: 0 },
    })
    .returning({ attempts: lessonPackages.attempts });
  await lessonPackageJob.enqueue(
    tx,
    { videoId, source, round: row!.attempts },
    { key: `lesson:${videoId}:${source}:${row!.attempts}` },
  );
}

/** A lesson's failed packaging queued again (the console's Retry); false when it had not failed. */
export async function retryLessonPackaging(tx: Executor, videoId: number): Promise<boolean> {
  const [row] = await tx
    .update(lessonPackages)
    .set({
      state: 'processing',
      percent: 0,
      failure: null,
      attempts: sql`${lessonPackages.attempts} + 1`,
    })
    .where(and(eq(lessonPackages.videoId, videoId), eq(lessonPackages.state, 'failed')))
    .returning({ source: lessonPackages.source, attempts: lessonPackages.attempts });
  if (!row) return false;
  await lessonPackageJob.enqueue(
    tx,
    { videoId, source: row.source, round: row.attempts },
    { key: `lesson:${videoId}:${row.source}:${row.attempts}` },
  );
  return true;
}

/** A failure no retry mends: the original is not a video, or is gone. */
class PermanentPackagingFailure extends Error {}

/** Streams `body` to `file`, refused past `cap` bytes. */
async function saveCapped(body: AsyncIterable<Uint8Array>, file: string, cap: number) {
  let total = 0;
  await pipeline(
    Readable.from(
      (async function* () {
        for await (const chunk of body) {
          total += chunk.length;
          if (total > cap) throw new PermanentPackagingFailure(say.unreachable);
          yield chunk;
        }
      })(),
    ),
    createWriteStream(file),
  );
}

/** A copy of `source` (hosted name or https link) at `file`; false when there is none. */
async function copyOriginal(
  deps: BackendDeps,
  source: string,
  file: string,
  cap: number,
): Promise<boolean> {
  if (isLessonMediaName(source)) {
    const store = mediaStoreOf(deps);
    const info = await store.stat(source);
    if (!info) return false;
    const stream = store.read(source, 0, Math.max(info.size - 1, 0));
    await saveCapped(Readable.fromWeb(stream as never), file, cap);
    return true;
  }
  if (!/^https:\/\//i.test(source)) return false;
  const answer = await fetch(source, {
    redirect: 'follow',
    signal: AbortSignal.timeout(30 * 60_000),
  });
  if (!answer.ok || !answer.body) return false;
  await saveCapped(Readable.fromWeb(answer.body as never), file, cap);
  return true;
}

/** Writes percentages to the lesson's row, at most every two seconds and only rising. */
function progressWriter(db: Executor, videoId: number, source: string) {
  let written = 0;
  let at = 0;
  let pending: Promise<unknown> = Promise.resolve();
  return {
    report(percent: number) {
      const now = Date.now();
      if (percent <= written || (now - at < PROGRESS_EVERY_MS && percent < 100)) return;
      written = percent;
      at = now;
      const value = Math.min(percent, 99);
      pending = pending.then(() =>
        db
          .update(lessonPackages)
          .set({ percent: value })
          .where(
            and(
              eq(lessonPackages.videoId, videoId),
              eq(lessonPackages.source, source),
              eq(lessonPackages.state, 'processing'),
            ),
          )
          .catch(() => {}),
      );
    },
    settled: () => pending,
  };
}

/** Copies every file of the package in `dir` into the storage under `prefix`. */
async function storePackage(storage: FileStorage, dir: string, prefix: string, made: HlsPackage) {
  for (const name of made.files) {
    await storage.put(packageFileKey(prefix, name), await readFile(path.join(dir, name)));
  }
}

/** Why packaging failed, in the console's words; the detail goes to the log. */
function reasonOf(error: unknown): string {
  if (error instanceof NotAVideoError) return say.notAVideo;
  if (error instanceof PermanentPackagingFailure) return error.message;
  return say.unexpected;
}

/**
 * Packages one lesson original: a local copy, `packageHls` with the lesson's sealed key, the files
 * into the storage, then the lesson ready in one write. A lesson whose media changed meanwhile is
 * left alone (its own job is queued); a ready one is not packaged again.
 */
export const lessonPackageJob = defineJob({
  name: 'lesson-package',
  data: packageJobData,
  // Retried three times, from a minute on, doubling: a full disk or a restart has time to pass.
  retry: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
  expireInSeconds: PACKAGE_EXPIRE_SECONDS,
  concurrency: 1,
  async run(deps, { videoId, source }, job) {
    const [row] = await deps.db
      .select()
      .from(lessonPackages)
      .where(eq(lessonPackages.videoId, videoId));
    if (!row || row.source !== source || row.state === 'ready' || !row.sealedKey) return;
    const [lesson] = await deps.db
      .select({ captions: videos.captions })
      .from(videos)
      .where(eq(videos.id, videoId));
    if (!lesson) return;

    const work = path.join(
      dataDir(),
      'lesson-packaging',
      `${videoId}-${createHash('sha256').update(source).digest('hex').slice(0, 16)}`,
    );
    const progress = progressWriter(deps.db, videoId, source);
    try {
      await mkdir(work, { recursive: true });
      const original = path.join(work, 'original');
      if (!(await copyOriginal(deps, source, original, LESSON_MEDIA_MAX_BYTES))) {
        throw new PermanentPackagingFailure(say.unreachable);
      }
      let captions: string | null = null;
      if (lesson.captions) {
        captions = path.join(work, 'captions.vtt');
        if (!(await copyOriginal(deps, lesson.captions, captions, CAPTIONS_MAX_BYTES))) {
          captions = null;
        }
      }
      const made = await packageHls({
        ffmpeg: await findFfmpeg(),
        source: original,
        outputDir: path.join(work, 'package'),
        key: openContentKey(row.sealedKey, authSecret()),
        captions: captions ? { file: captions } : null,
        ladder: LESSON_LADDER,
        preset: presetOf(),
        onProgress: (percent) => progress.report(percent),
      });
      const prefix = storagePrefixOf(videoId, made.fingerprint);
      await storePackage(deps.storage, path.join(work, 'package'), prefix, made);
      await progress.settled();
      const renditions: LessonRenditionInfo[] = made.renditions.map((r) => ({ ...r }));
      const replaced = await deps.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ prefix: lessonPackages.storagePrefix })
          .from(lessonPackages)
          .where(and(eq(lessonPackages.videoId, videoId), eq(lessonPackages.source, source)))
          .for('update');
        if (!before) return null;
        await tx
          .update(lessonPackages)
          .set({
            state: 'ready',
            percent: 100,
            failure: null,
            storagePrefix: prefix,
            fingerprint: made.fingerprint,
            durationSeconds: made.durationSeconds,
            renditions,
            captions: made.captions,
            readyAt: deps.now(),
          })
          .where(eq(lessonPackages.videoId, videoId));
        await tx
          .update(videos)
          .set({ durationSeconds: Math.round(made.durationSeconds) })
          .where(and(eq(videos.id, videoId), sql`${videos.durationSeconds} is null`));
        return before;
      });
      await rm(work, { recursive: true, force: true });
      if (replaced === null) {
        // The lesson's media changed while this one was packaged: its files are nobody's.
        for (const name of made.files) await deps.storage.remove(packageFileKey(prefix, name));
      } else if (replaced.prefix && replaced.prefix !== prefix) {
        // The package this one replaces (an earlier upload's) is played no more.
        await removePackageFiles(deps.storage, replaced.prefix).catch((error: unknown) =>
          logError('Could not remove a replaced lesson package', error, { videoId }),
        );
      }
    } catch (error) {
      await progress.settled();
      const permanent =
        error instanceof NotAVideoError || error instanceof PermanentPackagingFailure;
      if (permanent || job.lastAttempt) {
        await rm(work, { recursive: true, force: true });
        await deps.db
          .update(lessonPackages)
          .set({ state: 'failed', failure: reasonOf(error) })
          .where(and(eq(lessonPackages.videoId, videoId), eq(lessonPackages.source, source)));
        if (permanent) return;
      }
      throw error;
    }
  },
});
