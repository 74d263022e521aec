import { readdir } from 'node:fs/promises';
import path from 'node:path';

import type { StudentSignIn } from '@/lib/calls/api';
import { handleBrowserCall } from '@/lib/platform/bff';
import { MULTIPART_BODY_LIMIT } from '@/lib/calls/define-call';
import { calls } from '@/lib/platform/calls';
import { addStudent } from '@/test/fixtures';
import { multipartBody } from '@/test/multipart-body';
import { addPaper, addPracticeCases, webmRecording } from '@/test/recording-fixtures';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { RECORDING_MAX_BYTES } from './rules';

/* The upload as the browser sends it, through the BFF that caps its body while it streams. */

const SITE = 'http://localhost:3000';
const t = embeddedTestBackend();
let signIn: StudentSignIn;
let paperId: number;

beforeAll(async () => {
  const { student, token } = await addStudent(t.db, 'speaker@example.com');
  signIn = { studentId: student.id, token };
  paperId = await addPaper(t.db, student.id, await addPracticeCases(t.db));
});

const uploadPath = calls.uploadRecording.path;
async function sendUpload(file: Blob) {
  const form = new FormData();
  form.set('paperId', String(paperId));
  form.set('position', '1');
  form.set('file', file, 'case.webm');
  const { contentType, body } = await multipartBody(form);
  const request = new Request(`${SITE}/api/${uploadPath}`, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: SITE, 'content-type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
  return handleBrowserCall(request, uploadPath, async () => signIn);
}
const stored = async () =>
  (await readdir(path.join(t.dir, 'uploads')).catch(() => [])).filter((n) => n.startsWith('rec-'));

it('takes a recording larger than any picture, up to the recording cap', async () => {
  const file = webmRecording(MULTIPART_BODY_LIMIT + 1024);
  const response = await sendUpload(file);
  expect(response.status).toBe(200);
  expect(await stored()).toHaveLength(1);
});

it('refuses a body past the cap with 413 while it streams, and stores nothing', async () => {
  const before = await stored();
  const response = await sendUpload(webmRecording(RECORDING_MAX_BYTES + 64 * 1024 + 1));
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
  expect(await stored()).toEqual(before);
});
