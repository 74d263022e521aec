import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';

import { practicePaperCases } from '@/lib/db/schema';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { addPaper, addPracticeCases, mp4Recording, webmRecording } from '@/test/recording-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { sniffRecording } from './recordings';
import { recordingMessages } from './texts';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let cases: number[];
let asha: { id: number; token: string };
let ben: { id: number; token: string };

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  cases = await addPracticeCases(t.db);
  const a = await addStudent(t.db, 'asha@example.com');
  const b = await addStudent(t.db, 'ben@example.com', 'Ben Okafor');
  asha = { id: a.student.id, token: a.token };
  ben = { id: b.student.id, token: b.token };
});
afterEach(() => t.setNow(new Date()));
afterAll(() => t.close());

const uploads = () => path.join(t.dir, 'uploads');
const storedFiles = async () => {
  try {
    return (await readdir(uploads())).filter((name) => name.startsWith('rec-'));
  } catch {
    return [];
  }
};
const caseRow = async (paperId: number, position: number) =>
  (
    await t.db
      .select()
      .from(practicePaperCases)
      .where(
        and(eq(practicePaperCases.paperId, paperId), eq(practicePaperCases.position, position)),
      )
  )[0];
const upload = (token: string, paperId: number, position: number, file: Blob = webmRecording()) =>
  call('uploadRecording', { paperId, position: String(position), file }, token);

it('stores a recording of an open oral case and points the case at it', async () => {
  const paperId = await addPaper(t.db, asha.id, cases);
  const answer = await upload(asha.token, paperId, 2);
  expect(answer).toMatchObject({ status: 200, message: recordingMessages.uploaded });
  const row = await caseRow(paperId, 2);
  expect(row.recording).toMatch(/^rec-[0-9a-f-]{36}\.webm$/);
  expect(row.recordingType).toBe('audio/webm');
  expect(await storedFiles()).toContain(row.recording);
  expect((answer.data as { url: string }).url).toBe(
    `/api/practice/recording?paper=${paperId}&position=2&v=${row.recording!.slice(4, 12)}`,
  );
});

it('keeps Safari’s MP4 recordings as audio/mp4', async () => {
  const paperId = await addPaper(t.db, asha.id, cases);
  expect((await upload(asha.token, paperId, 1, mp4Recording())).status).toBe(200);
  const row = await caseRow(paperId, 1);
  expect(row).toMatchObject({ recordingType: 'audio/mp4' });
  expect(row.recording).toMatch(/\.m4a$/);
});

it('answers another student’s paper as a missing one, and stores nothing', async () => {
  const paperId = await addPaper(t.db, asha.id, cases);
  const before = await storedFiles();
  const answer = await upload(ben.token, paperId, 1);
  expect(answer).toMatchObject({
    status: 404,
    message: recordingMessages.noSuchCase,
    code: 'not_found',
  });
  expect(await upload(ben.token, paperId + 1000, 1)).toMatchObject({ status: 404 });
  expect(await storedFiles()).toEqual(before);
  expect((await caseRow(paperId, 1)).recording).toBeNull();
});

it('refuses a recording once the paper has ended or was closed', async () => {
  const paperId = await addPaper(t.db, asha.id, cases);
  t.setNow(new Date(Date.now() + 31 * 60_000));
  expect(await upload(asha.token, paperId, 1)).toMatchObject({
    status: 409,
    message: recordingMessages.paperOver,
  });
  t.setNow(new Date());
  const closed = await addPaper(t.db, asha.id, cases, { closedAt: new Date() });
  expect(await upload(asha.token, closed, 1)).toMatchObject({ status: 409 });
  expect((await caseRow(paperId, 1)).recording).toBeNull();
});

it('records only the cases of an oral station', async () => {
  const paperId = await addPaper(t.db, asha.id, cases, { kind: 'long' });
  expect(await upload(asha.token, paperId, 1)).toMatchObject({
    status: 422,
    message: recordingMessages.notOral,
  });
});

it('refuses a file that is not a recording by its content, whatever its type says', async () => {
  const paperId = await addPaper(t.db, asha.id, cases);
  const before = await storedFiles();
  const text = new Blob(['<html><script>alert(1)</script>'], { type: 'audio/webm' });
  expect(await upload(asha.token, paperId, 1, text)).toMatchObject({
    status: 415,
    message: recordingMessages.notAudio,
    code: 'unsupported_media_type',
  });
  expect(await storedFiles()).toEqual(before);
  expect(await upload(asha.token, paperId, 1, new Blob([]))).toMatchObject({
    status: 422,
    message: recordingMessages.fileMissing,
  });
});

it('tells a picture in an MP4-like box from a recording', () => {
  const avif = new Uint8Array(32);
  avif.set([0, 0, 0, 0x1c, ...new TextEncoder().encode('ftypavif')]);
  expect(sniffRecording(avif)).toBeNull();
  expect(sniffRecording(new TextEncoder().encode('OggS\0\u0002'))).toEqual({
    type: 'audio/ogg',
    extension: 'ogg',
  });
});

it('replaces a recording with a new one and removes the old file', async () => {
  const paperId = await addPaper(t.db, asha.id, cases);
  await upload(asha.token, paperId, 3);
  const first = (await caseRow(paperId, 3)).recording!;
  await upload(asha.token, paperId, 3, webmRecording(4096));
  const second = (await caseRow(paperId, 3)).recording!;
  expect(second).not.toBe(first);
  const files = await storedFiles();
  expect(files).toContain(second);
  expect(files).not.toContain(first);
});

it('deletes a recording on request, even after the paper, and only the owner’s', async () => {
  const paperId = await addPaper(t.db, asha.id, cases);
  await upload(asha.token, paperId, 4);
  const stored = (await caseRow(paperId, 4)).recording!;

  expect(await call('deleteRecording', { paperId, position: 4 }, ben.token)).toMatchObject({
    status: 404,
  });
  expect(await storedFiles()).toContain(stored);

  t.setNow(new Date(Date.now() + 2 * 60 * 60_000));
  expect(await call('deleteRecording', { paperId, position: 4 }, asha.token)).toMatchObject({
    status: 200,
    message: recordingMessages.deleted,
  });
  expect(await caseRow(paperId, 4)).toMatchObject({ recording: null, recordingType: null });
  expect(await storedFiles()).not.toContain(stored);
  expect(await call('deleteRecording', { paperId, position: 4 }, asha.token)).toMatchObject({
    status: 200,
    message: recordingMessages.nothingToDelete,
  });
});

it('plays a recording to its owner only, in the ranges asked for', async () => {
  const paperId = await addPaper(t.db, asha.id, cases);
  const file = webmRecording(3000);
  await upload(asha.token, paperId, 5, file);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Through the backend, which finds who a token names, as every transport's request does.
  type Request = { paperId: number; position: number; range: string | null; head: boolean };
  const openRecording = (token: string | null, { paperId, position, range, head }: Request) =>
    t.backend.stream('playRecording', token, { paperId, position }, { range, ifRange: null, head });
  const request = { paperId, position: 5, range: null, head: false };

  const whole = await openRecording(asha.token, request);
  expect(whole.status).toBe(200);
  expect(whole.headers).toMatchObject({
    'content-type': 'audio/webm',
    'content-disposition': 'inline',
    'cache-control': 'private, no-store',
    'content-length': '3000',
  });
  expect(new Uint8Array(await new Response(whole.body).arrayBuffer())).toEqual(bytes);

  const part = await openRecording(asha.token, { ...request, range: 'bytes=100-199' });
  expect(part.status).toBe(206);
  expect(part.headers['content-range']).toBe('bytes 100-199/3000');
  expect(new Uint8Array(await new Response(part.body).arrayBuffer())).toEqual(
    bytes.subarray(100, 200),
  );

  expect((await openRecording(ben.token, request)).status).toBe(404);
  expect((await openRecording(null, request)).status).toBe(404);
  expect((await openRecording(asha.token, { ...request, position: 1 })).status).toBe(404);
});
