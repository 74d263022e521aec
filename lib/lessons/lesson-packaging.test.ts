import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';

import type { DataOf } from '@/lib/calls/define-call';
import { caller } from '@/test/accounts-helpers';
import { addOperator } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { addLessons } from '@/test/video-fixtures';

import { log } from '@/lib/log';

import { lessonPackages } from '../db/schema';
import { findFfmpeg, runFfmpeg } from '../media/ffmpeg';
import type { lessonCalls } from './calls';
import { createDirectoryMediaStore } from './lesson-media';
import { queueLessonPackaging } from './lesson-packaging';
import { lessonPackageMessages as packaging } from './texts';

/*
 * The packaging job on in-memory PGlite with the real migrations and the ffmpeg `npm install`
 * brings (or the system's): an uploaded original becomes an encrypted HLS package in the file
 * storage, queued twice it is packaged once, a failed attempt is retried, a file that is not a
 * video fails with the reason, and a lesson is published only once its stream is ready.
 */

jest.setTimeout(120_000);

let t: TestBackend;
let call: ReturnType<typeof caller>;
let work: string;
let mediaDir: string;
let editor: string;
const ORIGINAL = 'lesson-1-0123456789abcdef.mp4';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'lesson-packaging-'));
  process.env.DATA_DIR = path.join(work, 'data');
  mediaDir = path.join(work, 'media');
  t = await createTestBackend(
    {},
    { media: createDirectoryMediaStore(mediaDir) },
    { jobs: 'by hand' },
  );
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  // A 2.5 s 320×180 source with sound: one rendition at its own size, one segment and a bit.
  await mkdir(mediaDir, { recursive: true });
  await runFfmpeg(await findFfmpeg(), [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15:duration=2.5'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=2.5'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    path.join(mediaDir, ORIGINAL),
  ]);
  await writeFile(
    path.join(mediaDir, 'lesson-1.vtt'),
    'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nThe hilum\n',
  );
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

const packageOf = async (videoId: number) =>
  (await t.db.select().from(lessonPackages).where(eq(lessonPackages.videoId, videoId)))[0];

const jobsOf = async (videoId: number) =>
  (
    await t.db.execute<{ state: string; retry_count: number }>(
      sql`select state::text, retry_count from pgboss.job
          where name = 'lesson-package' and (data->>'videoId')::int = ${videoId}`,
    )
  ).rows;

/** What the passing of a retry's delay does: the waiting attempt becomes due. */
const retryNow = () =>
  t.db.execute(
    sql`update pgboss.job set start_after = now() - interval '1 second'
        where name = 'lesson-package' and state in ('created', 'retry')`,
  );

const stored = async () => (await readdir(path.join(t.dir, 'uploads')).catch(() => [])).sort();

const consoleStream = async (videoId: number) =>
  (
    (await call('consoleLessonDetails', { videoId }, editor)).data as DataOf<
      typeof lessonCalls.consoleLessonDetails
    >
  ).lesson.stream;

it('packages an uploaded original once however often it is queued, and only then publishes', async () => {
  const [videoId] = await addLessons(t.db, 1, () => ({
    path: ORIGINAL,
    captions: 'lesson-1.vtt',
    publishedAt: null,
    durationSeconds: null,
  }));
  await t.db.transaction(async (tx) => {
    await queueLessonPackaging(tx, videoId!, ORIGINAL);
    await queueLessonPackaging(tx, videoId!, ORIGINAL);
  });
  await t.db.transaction((tx) => queueLessonPackaging(tx, videoId!, ORIGINAL));
  expect(await jobsOf(videoId!)).toHaveLength(1);
  expect(await consoleStream(videoId!)).toEqual({
    state: 'processing',
    percent: 0,
    failure: null,
    renditions: [],
  });

  // Not before it is ready: the editor is told why.
  const early = await call('publishLesson', { videoId, published: true }, editor);
  expect(early).toMatchObject({ status: 409, message: packaging.notReady, code: 'not_ready' });

  expect(await t.runJobs()).toBe(1);
  const ready = await packageOf(videoId!);
  expect(ready).toMatchObject({ state: 'ready', percent: 100, failure: null, captions: true });
  expect(ready!.renditions.map((r) => r.height)).toEqual([180]);
  expect(ready!.durationSeconds).toBeCloseTo(2.5, 0);
  const files = await stored();
  const prefix = ready!.storagePrefix!;
  expect(files).toEqual(
    expect.arrayContaining([
      `${prefix}-master.m3u8`,
      `${prefix}-180p.m3u8`,
      `${prefix}-180p-init.mp4`,
      `${prefix}-180p-00000.m4s`,
      `${prefix}-captions.vtt`,
    ]),
  );
  // The key is in no stored file.
  expect(files.some((name) => name.includes('key') || name.includes('manifest'))).toBe(false);
  expect(await consoleStream(videoId!)).toMatchObject({ state: 'ready', renditions: [180] });

  // The same upload queued again once ready: nothing more to do.
  await t.db.transaction((tx) => queueLessonPackaging(tx, videoId!, ORIGINAL));
  expect(await t.runJobs()).toBe(0);
  expect(await stored()).toEqual(files);

  const published = await call('publishLesson', { videoId, published: true }, editor);
  expect(published.status).toBe(200);
});

it('retries an attempt that failed, which then stores the package', async () => {
  const [videoId] = await addLessons(t.db, 1, () => ({ path: ORIGINAL, captions: null }), 'retry');
  await t.db.transaction((tx) => queueLessonPackaging(tx, videoId!, ORIGINAL));
  const put = jest
    .spyOn(t.backend.deps.storage, 'put')
    .mockRejectedValueOnce(new Error('No space left on device'));
  const warn = jest.spyOn(log, 'warn').mockImplementation(() => log);
  try {
    await t.runJobs();
    expect(await jobsOf(videoId!)).toEqual([{ state: 'retry', retry_count: 0 }]);
    expect((await packageOf(videoId!))?.state).toBe('processing');

    await retryNow();
    expect(await t.runJobs()).toBe(1);
  } finally {
    put.mockRestore();
    warn.mockRestore();
  }
  expect(await jobsOf(videoId!)).toEqual([{ state: 'completed', retry_count: 1 }]);
  expect(await packageOf(videoId!)).toMatchObject({ state: 'ready', captions: false });
});

it('fails a file that is not a video with the reason, and retries it when asked', async () => {
  const broken = 'lesson-9-00000000deadbeef.mp4';
  await writeFile(path.join(mediaDir, broken), Buffer.from('....ftypisom not really a movie'));
  const [videoId] = await addLessons(
    t.db,
    1,
    () => ({ path: broken, captions: null, publishedAt: null }),
    'broken',
  );
  await t.db.transaction((tx) => queueLessonPackaging(tx, videoId!, broken));
  await t.runJobs();
  expect(await consoleStream(videoId!)).toEqual({
    state: 'failed',
    percent: 0,
    failure: packaging.notAVideo,
    renditions: [],
  });
  // Nothing waits to retry a file that is not a video.
  expect((await jobsOf(videoId!)).map((job) => job.state)).toEqual(['completed']);

  const publish = await call('publishLesson', { videoId, published: true }, editor);
  expect(publish).toMatchObject({ status: 409, message: packaging.failedCannotPublish });

  const retried = await call('retryLessonPackaging', { videoId }, editor);
  expect(retried).toMatchObject({ status: 200, message: packaging.retried });
  expect((await consoleStream(videoId!))?.state).toBe('processing');
  expect(await jobsOf(videoId!)).toHaveLength(2);
  const again = await call('retryLessonPackaging', { videoId }, editor);
  expect(again).toMatchObject({ status: 409, message: packaging.nothingToRetry });
});

it('removes a replaced package’s files once the new one is ready, and a package a link replaced', async () => {
  const first = 'lesson-7-aaaaaaaaaaaaaaaa.mp4';
  const second = 'lesson-7-bbbbbbbbbbbbbbbb.mp4';
  await copyFile(path.join(mediaDir, ORIGINAL), path.join(mediaDir, first));
  // Another video (the same bytes again would make the same package under the same names).
  await runFfmpeg(await findFfmpeg(), [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast'],
    path.join(mediaDir, second),
  ]);
  const [videoId] = await addLessons(
    t.db,
    1,
    () => ({ path: first, captions: 'lesson-1.vtt' }),
    'replaced',
  );
  const filesOf = async () => (await stored()).filter((name) => name.startsWith(`lp-${videoId}-`));
  await t.db.transaction((tx) => queueLessonPackaging(tx, videoId!, first));
  await t.runJobs();
  const old = (await packageOf(videoId!))!.storagePrefix!;
  const oldFiles = await filesOf();
  expect(oldFiles).toEqual(
    expect.arrayContaining([`${old}-master.m3u8`, `${old}-180p-00000.m4s`, `${old}-captions.vtt`]),
  );

  // A new upload: the old package stays in the storage while the new one is being made…
  await t.db.transaction((tx) => queueLessonPackaging(tx, videoId!, second));
  expect(await filesOf()).toEqual(oldFiles);
  // …and is gone, every file of it, once the new one is ready.
  await t.runJobs();
  const fresh = await packageOf(videoId!);
  expect(fresh).toMatchObject({ state: 'ready', source: second });
  expect(fresh!.storagePrefix).not.toBe(old);
  const newFiles = await filesOf();
  expect(newFiles.filter((name) => name.startsWith(`${old}-`))).toEqual([]);
  expect(newFiles).toEqual(
    expect.arrayContaining([
      `${fresh!.storagePrefix}-master.m3u8`,
      `${fresh!.storagePrefix}-180p-00000.m4s`,
    ]),
  );

  // A YouTube link instead: the lesson has no package, and its files are removed at once.
  const linked = await call(
    'setLessonMediaLink',
    { videoId, mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    editor,
  );
  expect(linked.status).toBe(200);
  expect(await packageOf(videoId!)).toBeUndefined();
  expect(await filesOf()).toEqual([]);
});
