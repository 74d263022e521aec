import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { calls } from '@/lib/platform/calls';
import { RECORDING_MAX_BYTES } from '@/lib/practice/rules';
import { FILE_POLICY } from '@/lib/security/security-headers';
import { webmRecording } from '@/test/recording-fixtures';

import { Browser } from './support/client';
import { startServer, type RunningServer } from './support/server';

/*
 * The oral station's recordings over HTTP on a real `next start`: only the student whose paper
 * it is uploads, plays or deletes a recording; everyone else gets the answer a missing one gets.
 * Other sites, oversized and malformed bodies get a 4xx and change nothing.
 */

const root = path.resolve(__dirname, '..');
const UPLOAD = `/api/${calls.uploadRecording.path}`;
const DELETE = `/api/${calls.deleteRecording.path}`;
const PASSWORD = 'Radiology1';

/*
 * Gives a student an open oral station of the seed's first six cases, straight in the database
 * the stopped server left behind, and prints its id: the suite needs a paper however papers
 * come to be started.
 */
const ADD_ORAL_PAPER = `
import('@electric-sql/pglite').then(async ({ PGlite }) => {
  const db = new PGlite(process.env.PGLITE_DIR);
  const email = process.argv[1];
  const { rows } = await db.query(
    "INSERT INTO practice_papers (student_id, kind, started_at, ends_at) " +
      "SELECT id, 'oral', now(), now() + interval '2 hours' FROM students WHERE email = $1 RETURNING id",
    [email],
  );
  await db.query(
    "INSERT INTO practice_paper_cases (paper_id, position, sub_short_id) " +
      "SELECT $1, row_number() OVER (ORDER BY id), id FROM sub_shorts ORDER BY id LIMIT 6",
    [rows[0].id],
  );
  await db.close();
  console.log('Paper ' + rows[0].id);
});
`;

let server: RunningServer;
let dataDir: string;
let asha: Browser;
let ben: Browser;
let paperId: number;

const play = (browser: Browser, position: number, headers: Record<string, string> = {}) =>
  browser.send(`/api/practice/recording?paper=${paperId}&position=${position}`, {
    method: 'GET',
    headers,
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-recordings-'));
  // Sign up on a first run, give Asha an oral paper while the database is free, then serve again.
  server = await startServer({ dataDir });
  await new Browser(server.baseURL).signUp('asha.oral@example.com', PASSWORD, 'Asha Oral');
  await new Browser(server.baseURL).signUp('ben.oral@example.com', PASSWORD, 'Ben Oral');
  await server.stop();
  const printed = execFileSync(process.execPath, ['-e', ADD_ORAL_PAPER, 'asha.oral@example.com'], {
    cwd: root,
    env: { ...process.env, PGLITE_DIR: path.join(dataDir, 'pglite') },
    encoding: 'utf8',
  });
  paperId = Number(/Paper (\d+)/.exec(printed)![1]);
  server = await startServer({ dataDir });
  asha = new Browser(server.baseURL);
  ben = new Browser(server.baseURL);
  await asha.signIn('asha.oral@example.com', PASSWORD);
  await ben.signIn('ben.oral@example.com', PASSWORD);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('lets the owner upload and play back, privately and with the sniffed type', async () => {
  const file = webmRecording(4000);
  const saved = await asha.call('uploadRecording', { paperId, position: 1, file });
  expect(saved.status).toBe(200);
  const played = await fetch(
    `${server.baseURL}/api/practice/recording?paper=${paperId}&position=1`,
    {
      headers: { cookie: asha.cookie, range: 'bytes=0-99' },
    },
  );
  expect(played.status).toBe(206);
  expect(played.headers.get('content-type')).toBe('audio/webm');
  expect(played.headers.get('x-content-type-options')).toBe('nosniff');
  expect(played.headers.get('content-disposition')).toBe('inline');
  expect(played.headers.get('cache-control')).toBe('private, no-store');
  // A stored file opened on its own runs nothing (next.config's pages' policy must not replace it).
  expect(played.headers.get('content-security-policy')).toBe(FILE_POLICY);
  expect((await played.arrayBuffer()).byteLength).toBe(100);
});

it("answers Ben, a visitor and a missing recording alike: Asha's stays hers", async () => {
  expect((await play(ben, 1)).status).toBe(404);
  expect((await play(asha, 6)).status).toBe(404);
  expect((await play(new Browser(server.baseURL), 0)).status).toBe(401);

  const upload = await ben.call('uploadRecording', { paperId, position: 2, file: webmRecording() });
  expect(upload.status).toBe(404);
  expect(upload.body).toMatchObject({ status: 404, code: 'not_found' });
  expect((await ben.call('deleteRecording', { paperId, position: 1 })).status).toBe(404);
  expect((await play(asha, 1)).status).toBe(200);
  expect((await play(asha, 2)).status).toBe(404);

  const visitor = new Browser(server.baseURL);
  expect(
    (await visitor.call('uploadRecording', { paperId, position: 2, file: webmRecording() })).status,
  ).toBe(401);
  expect((await visitor.call('deleteRecording', { paperId, position: 1 })).status).toBe(401);
});

it('refuses writes from another site', async () => {
  const form = new FormData();
  form.set('paperId', String(paperId));
  form.set('position', '2');
  form.set('file', webmRecording());
  const foreign = { origin: 'https://evil.example' };
  expect((await asha.send(UPLOAD, { headers: foreign, body: form })).status).toBe(403);
  const remove = await asha.send(DELETE, {
    headers: { ...foreign, 'content-type': 'application/json' },
    body: JSON.stringify({ paperId, position: 1 }),
  });
  expect(remove.status).toBe(403);
  expect((await play(asha, 1)).status).toBe(200);
  expect((await play(asha, 3)).status).toBe(404);
});

it('refuses a 20 MB body with 413 while it streams', async () => {
  const form = new FormData();
  form.set('paperId', String(paperId));
  form.set('position', '3');
  form.set('file', webmRecording(20 * 1024 * 1024));
  expect(RECORDING_MAX_BYTES).toBeLessThan(20 * 1024 * 1024);
  const answer = await asha.send(UPLOAD, { body: form });
  expect(answer.status).toBe(413);
  expect((await play(asha, 4)).status).toBe(404);
});

it('answers malformed fields and bodies with a 4xx and a message, never a 5xx', async () => {
  const cases: Array<Record<string, unknown>> = [
    { paperId: 'abc', position: 1, file: webmRecording() },
    { paperId, position: -1, file: webmRecording() },
    { paperId, position: 'first', file: webmRecording() },
    { paperId, position: 5 },
    { paperId, position: 5, file: 'not a file' },
    { paperId, position: 5, file: new Blob(['<svg onload=alert(1)>'], { type: 'audio/webm' }) },
    { paperId: 2 ** 31, position: 5, file: webmRecording() },
  ];
  for (const input of cases) {
    const answer = await asha.call('uploadRecording', input);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body?.message).toBeTruthy();
  }
  const asJson = await asha.send(UPLOAD, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paperId, position: 5 }),
  });
  expect(asJson.status).toBe(415);
  const broken = await asha.send(DELETE, {
    headers: { 'content-type': 'application/json' },
    body: '{"paperId":',
  });
  expect(broken.status).toBe(400);
  for (const query of ['paper=x&position=1', 'paper=1e9&position=1', 'position=1']) {
    const answer = await asha.send(`/api/practice/recording?${query}`, { method: 'GET' });
    expect(answer.status).toBe(404);
  }
  expect((await play(asha, 5)).status).toBe(404);
});

it('deletes on request, after which nobody can play it', async () => {
  expect((await asha.call('deleteRecording', { paperId, position: 1 })).status).toBe(200);
  expect((await play(asha, 1)).status).toBe(404);
});
