import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';

import type { DataOf } from '@/lib/calls/define-call';
import type { Envelope } from '@/lib/calls/envelope';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, lessonPackages, lessonUploads, videos } from '../db/schema';
import { lessonCalls } from './calls';
import { consoleLessonMessages as say, LESSON_MEDIA_MAX_BYTES } from './texts';

/*
 * The console's resumable lesson upload on in-memory PGlite with local disk storage, where the
 * app receives the parts itself (docs/storage.md, "Resumable uploads"): start, sign, send parts,
 * list, complete, cancel; the roles, the caps and the check by content, and nothing left behind.
 */

let t: TestBackend;
let call: ReturnType<typeof caller>;
let editor: string;
let owner: string;
let support: string;

const DEMO_WEBM = path.join(process.cwd(), 'media', 'lessons', 'barium-swallow-achalasia.webm');

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  owner = (await addOperator(t.db, 'owner@example.com', 'owner')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
});
afterAll(() => t.close());

const uploadsDir = () => path.join(t.dir, 'uploads');
/** Every file under the storage folder, parts in progress included. */
/** The originals and parts kept in storage; the encrypted stream made from them (`lp-…`) aside. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(uploadsDir(), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir(), path.join(entry.parentPath, entry.name)))
    .filter((key) => !key.startsWith('lp-'))
    .sort();
}

async function createDraft() {
  const created = await call(
    'createLesson',
    { name: 'Adrenal washout', description: 'CT.' },
    editor,
  );
  return (created.data as DataOf<typeof lessonCalls.createLesson>).videoId;
}

type Started = { uploadId: string; key: string };

async function start(videoId: number, name: string, size: number, token = editor) {
  return (await call('createLessonUpload', { videoId, name, type: '', size }, token)) as Envelope<
    (Started & { videoId: number }) | null
  >;
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** One part as the part route sends it: input checked by the call's schema, the body streamed. */
async function sendPart(
  videoId: number,
  upload: Started,
  partNumber: number,
  bytes: Uint8Array,
  token = editor,
) {
  const input = lessonCalls.receiveLessonUploadPart.request.parse({
    videoId,
    ...upload,
    partNumber,
  });
  return (await t.backend.receive('receiveLessonUploadPart', token, input, {
    stream: streamOf(bytes),
    declaredBytes: bytes.length,
  })) as Envelope<{ etag: string; size: number } | null>;
}

async function complete(
  videoId: number,
  upload: Started,
  parts: { partNumber: number; etag: string }[],
) {
  return (await call(
    'completeLessonUpload',
    { videoId, ...upload, parts },
    editor,
  )) as Envelope<DataOf<typeof lessonCalls.completeLessonUpload> | null>;
}

/** Uploads `bytes` in parts of `partSize` and answers the completion. */
async function uploadWhole(videoId: number, name: string, bytes: Uint8Array, partSize: number) {
  const started = await start(videoId, name, bytes.length);
  expect(started.status).toBe(200);
  const upload = { uploadId: started.data!.uploadId, key: started.data!.key };
  const parts: { partNumber: number; etag: string }[] = [];
  for (let offset = 0, n = 1; offset < bytes.length; offset += partSize, n += 1) {
    const sent = await sendPart(videoId, upload, n, bytes.subarray(offset, offset + partSize));
    expect(sent.status).toBe(200);
    parts.push({ partNumber: n, etag: sent.data!.etag });
  }
  return { upload, completed: await complete(videoId, upload, parts) };
}

/** A minimal whole MP4: its type, the movie's header and the media, boxes that tile the file. */
function mp4(): Uint8Array {
  const box = (type: string, body: Uint8Array) => {
    const out = new Uint8Array(8 + body.length);
    new DataView(out.buffer).setUint32(0, out.length);
    out.set(Buffer.from(type, 'latin1'), 4);
    out.set(body, 8);
    return out;
  };
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1')),
    box('moov', new Uint8Array(32)),
    box('mdat', new Uint8Array(1000).fill(7)),
  ]);
}

const auditOf = async (videoId: number) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'video'), eq(auditLog.targetId, String(videoId))))
  ).map((row) => row.action);

it('uploads a WebM in parts, resumably, and makes it the lesson’s original', async () => {
  const videoId = await createDraft();
  const bytes = new Uint8Array(await readFile(DEMO_WEBM));
  const started = await start(videoId, 'Washout lecture.webm', bytes.length);
  expect(started).toMatchObject({ status: 200 });
  const upload = { uploadId: started.data!.uploadId, key: started.data!.key };
  expect(upload.key).toMatch(
    new RegExp(`^lesson-originals/lesson-${videoId}-[0-9a-f]{16}\\.webm$`),
  );

  // On local disk the parts come to the app, at its own address.
  const signed = await call('signLessonUploadPart', { videoId, ...upload, partNumber: 1 }, editor);
  expect(signed).toMatchObject({ status: 200 });
  const url = new URL((signed.data as { url: string }).url, 'http://localhost');
  expect(url.pathname).toBe(`/console/lesson-upload/${videoId}/part`);
  expect(Object.fromEntries(url.searchParams)).toEqual({ ...upload, partNumber: '1' });

  const half = Math.ceil(bytes.length / 2);
  const first = await sendPart(videoId, upload, 1, bytes.subarray(0, half));
  expect(first).toMatchObject({ status: 200, data: { size: half } });

  // Interrupted here: the uploader asks which parts arrived and sends only the rest.
  const listed = await call('listLessonUploadParts', { videoId, ...upload }, editor);
  expect(listed.data).toEqual({
    parts: [{ partNumber: 1, etag: first.data!.etag, size: half }],
  });
  const second = await sendPart(videoId, upload, 2, bytes.subarray(half));
  expect(second.status).toBe(200);

  const done = await complete(videoId, upload, [
    { partNumber: 1, etag: first.data!.etag },
    // Uppy sends the tags without their quotes, which S3 takes too.
    { partNumber: 2, etag: second.data!.etag.replaceAll('"', '') },
  ]);
  expect(done).toMatchObject({ status: 200, message: say.media.saved });
  const name = done.data!.media;
  expect(`lesson-originals/${name}`).toBe(upload.key);

  const [lesson] = await t.db.select().from(videos).where(eq(videos.id, videoId));
  expect(lesson).toMatchObject({ path: name, originalKey: upload.key });
  // The completed upload queued its packaging into the encrypted stream (docs/streaming.md).
  const [packaged] = await t.db
    .select()
    .from(lessonPackages)
    .where(eq(lessonPackages.videoId, videoId));
  expect(packaged).toMatchObject({ source: name });
  expect(Buffer.from(await readFile(path.join(uploadsDir(), upload.key))).equals(bytes)).toBe(true);
  // The parts are gone, and so is the upload's row.
  expect(await storedFiles()).toEqual([upload.key]);
  expect(await t.db.select().from(lessonUploads)).toEqual([]);
  expect(await auditOf(videoId)).toEqual(
    expect.arrayContaining(['lesson.upload_started', 'lesson.media_uploaded']),
  );

  // A second upload replaces the first, whose file is removed.
  const again = await uploadWhole(videoId, 'retake.mp4', mp4(), 600);
  expect(again.completed).toMatchObject({ status: 200 });
  expect(await storedFiles()).toEqual([again.upload.key]);
  const [replaced] = await t.db.select().from(videos).where(eq(videos.id, videoId));
  expect(replaced!.originalKey).toBe(again.upload.key);
});

it('lets only owners and editors upload', async () => {
  const videoId = await createDraft();
  expect((await start(videoId, 'a.mp4', 100, owner)).status).toBe(200);
  expect(await start(videoId, 'a.mp4', 100, support)).toMatchObject({ status: 403 });
  const { token } = await addStudent(t.db, 'student-uploader@example.com');
  expect((await start(videoId, 'a.mp4', 100, token)).status).toBe(403);
  expect((await call('createLessonUpload', { videoId, name: 'a.mp4', size: 100 })).status).toBe(
    403,
  );

  const started = (await start(videoId, 'b.mp4', 2000)).data!;
  const upload = { uploadId: started.uploadId, key: started.key };
  for (const step of [
    'signLessonUploadPart',
    'listLessonUploadParts',
    'abortLessonUpload',
  ] as const) {
    const answer = await call(step, { videoId, ...upload, partNumber: 1 }, support);
    expect(answer.status).toBe(403);
  }
  const before = await storedFiles();
  expect((await sendPart(videoId, upload, 1, mp4(), support)).status).toBe(403);
  expect(await storedFiles()).toEqual(before);
});

it('refuses a file over the cap, a part over its share, and an upload it did not start', async () => {
  const videoId = await createDraft();
  expect(await start(videoId, 'huge.mp4', LESSON_MEDIA_MAX_BYTES + 1)).toMatchObject({
    status: 413,
    message: say.media.tooLarge,
  });
  expect(await start(videoId, 'notes.pdf', 100)).toMatchObject({
    status: 415,
    message: say.media.notAVideo,
  });

  const before = await storedFiles();
  const started = (await start(videoId, 'small.mp4', 500)).data!;
  const upload = { uploadId: started.uploadId, key: started.key };
  // A part larger than the whole file declared is cut off while it streams.
  expect(await sendPart(videoId, upload, 1, new Uint8Array(501))).toMatchObject({
    status: 413,
    message: say.media.partTooLarge,
  });
  // Parts a 500-byte file cannot have are not signed.
  expect(
    (await call('signLessonUploadPart', { videoId, ...upload, partNumber: 2 }, editor)).status,
  ).toBe(413);
  // Another lesson's upload, or a key it was not started with, is unknown.
  const other = await createDraft();
  expect(
    await call('signLessonUploadPart', { videoId: other, ...upload, partNumber: 1 }, editor),
  ).toMatchObject({ status: 404, message: say.media.uploadUnknown });
  expect(
    (
      await call(
        'listLessonUploadParts',
        { videoId, uploadId: upload.uploadId, key: 'lesson-originals/other.mp4' },
        editor,
      )
    ).status,
  ).toBe(404);

  // Cancelled: nothing is left, and cancelling again changes nothing.
  expect((await call('abortLessonUpload', { videoId, ...upload }, editor)).status).toBe(200);
  expect((await call('abortLessonUpload', { videoId, ...upload }, editor)).status).toBe(200);
  expect(await storedFiles()).toEqual(before);
  expect(await auditOf(videoId)).toContain('lesson.upload_aborted');
});

it('checks the whole file by its content and leaves nothing of a refused one', async () => {
  const videoId = await createDraft();
  const [lessonBefore] = await t.db.select().from(videos).where(eq(videos.id, videoId));
  const kept = await storedFiles();

  const html = new TextEncoder().encode('<html><script>alert(1)</script></html>'.repeat(10));
  expect((await uploadWhole(videoId, 'lecture.mp4', html, 200)).completed).toMatchObject({
    status: 415,
    message: say.media.notWholeVideo,
  });
  // An MP4 cut short: its boxes no longer tile the file.
  const whole = mp4();
  const cut = (await uploadWhole(videoId, 'cut.mp4', whole.subarray(0, 500), 300)).completed;
  expect(cut).toMatchObject({ status: 415, message: say.media.notWholeVideo });
  // A WebM named as an MP4 is not what it says.
  const webm = new Uint8Array(await readFile(DEMO_WEBM));
  expect((await uploadWhole(videoId, 'named.mp4', webm, 100_000)).completed).toMatchObject({
    status: 415,
    message: say.media.notAVideo,
  });
  // Parts that do not add up to the size declared.
  const started = (await start(videoId, 'short.mp4', whole.length + 10)).data!;
  const upload = { uploadId: started.uploadId, key: started.key };
  const sent = await sendPart(videoId, upload, 1, whole);
  expect(await complete(videoId, upload, [{ partNumber: 1, etag: sent.data!.etag }])).toMatchObject(
    { status: 400, message: say.media.incomplete },
  );

  expect(await storedFiles()).toEqual(kept);
  expect(await t.db.select().from(lessonUploads).where(eq(lessonUploads.videoId, videoId))).toEqual(
    [],
  );
  const [lessonAfter] = await t.db.select().from(videos).where(eq(videos.id, videoId));
  expect(lessonAfter).toEqual(lessonBefore);
});
