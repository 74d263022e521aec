import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Browser } from './support/client';
import {
  addOperatorByCommandLine,
  postAction as postConsoleAction,
  signInOperator as signInAs,
  type OperatorCredentials,
} from './support/console-actions';
import { startServer, type RunningServer } from './support/server';

/*
 * The console's lessons over HTTP on a real `next start`: its pages, actions, uploads and the
 * streaming route for lesson files need the console's session and a content role; other sites,
 * students, support and malformed or oversized bodies get a 4xx; a draft stays off the site.
 */

const root = path.resolve(__dirname, '..');
const OWNER = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
};
const DEMO_WEBM = path.join(root, 'media', 'lessons', 'barium-swallow-achalasia.webm');

let server: RunningServer;
let dataDir: string;
// Each authenticator code opens the console once: each operator signs in once for the file.
let owner: Browser;
let supportBrowser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-lessons-'));
  // A support operator, made by the command line before the server opens the database.
  const support = addOperatorByCommandLine(dataDir, 'support@frcrviva.test', 'support');
  server = await startServer({ dataDir });
  owner = await signInOperator(OWNER);
  supportBrowser = await signInOperator(support);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Posts a console action as its page does (security/support/console-actions.ts). */
const postAction = (
  action: string,
  page: string,
  browser: Browser,
  body: string,
  origin = server.baseURL,
) => postConsoleAction(server.baseURL, action, page, browser, body, origin);

const signInOperator = (who: OperatorCredentials) => signInAs(server.baseURL, who);

const get = (browser: Browser, page: string) =>
  fetch(`${server.baseURL}${page}`, {
    redirect: 'manual',
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });

/** The demo's draft lesson, as the console lists it. */
async function draftId(owner: Browser): Promise<number> {
  const html = await (await get(owner, '/console/lessons?page=2')).text();
  const all = html + (await (await get(owner, '/console/lessons')).text());
  const id = /href="\/console\/lesson\/(\d+)"[^>]*>[^<]*<\/a><span[^>]*>Draft/.exec(all)?.[1];
  if (!id) throw new Error('The demo draft is not in the console’s list');
  return Number(id);
}

const uploadedFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'uploads', 'lesson-originals')).sort();
  } catch {
    return [];
  }
};

it('opens the lessons’ pages to operators alone, never cached or indexed, and keeps the draft off the site', async () => {
  const draft = await draftId(owner);
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  for (const page of [
    '/console/lessons',
    `/console/lesson/${draft}`,
    `/console/lesson-preview/${draft}`,
  ]) {
    const answer = await get(owner, page);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    for (const someone of [student, new Browser(server.baseURL)]) {
      const refused = await get(someone, page);
      expect(refused.status).toBe(307);
      expect(refused.headers.get('location')).toBe('/console/signin');
    }
  }
  expect((await get(supportBrowser, '/console/lessons')).status).toBe(200);

  // The draft: no page, no place in the sitemap, for visitors and subscribers alike.
  expect((await get(new Browser(server.baseURL), `/video?v=${draft}`)).status).toBe(404);
  expect((await get(student, `/video?v=${draft}`)).status).toBe(404);
  const sitemap = await (await get(new Browser(server.baseURL), '/sitemap.xml')).text();
  expect(sitemap).toContain('/video?v=1</loc>');
  expect(sitemap).not.toContain(`/video?v=${draft}</loc>`);
});

it('refuses the lesson actions without a console session, to support, from another site, or malformed', async () => {
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  for (const [action, page, input] of [
    ['createLesson', '/console/lessons', { name: 'Injected', description: '' }],
    ['updateLessonDetails', '/console/lesson/1', { videoId: 1, name: 'X', description: '' }],
    [
      'setLessonMediaLink',
      '/console/lesson/1',
      { videoId: 1, mediaUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ],
    ['setLessonCaptionsLink', '/console/lesson/1', { videoId: 1, captionsUrl: '' }],
    ['moveLesson', '/console/lessons', { videoId: 1, to: 3 }],
    ['setRelatedLessons', '/console/lesson/1', { videoId: 1, relatedIds: [2] }],
    ['publishLesson', '/console/lesson/1', { videoId: 1, published: false }],
  ] as const) {
    const valid = JSON.stringify([input]);
    expect((await postAction(action, page, student, valid)).result).toMatchObject({
      status: 401,
    });
    expect((await postAction(action, page, supportBrowser, valid)).result).toMatchObject({
      status: 403,
    });
    expect(
      (await postAction(action, page, supportBrowser, valid, 'https://evil.example')).status,
    ).toBe(403);
    for (const body of [
      '[null]',
      '[[]]',
      JSON.stringify([{ videoId: 2 ** 31, name: {}, to: -1, relatedIds: 'all', published: 'y' }]),
      JSON.stringify([{ videoId: 1, mediaUrl: 'javascript:alert(1)', captionsUrl: 7 }]),
      JSON.stringify([{ videoId: 1, name: 'x'.repeat(70 * 1024) }]),
    ]) {
      const attempt = await postAction(action, page, supportBrowser, body);
      const status = attempt.result?.status ?? attempt.status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  }
  // The lesson the actions named is unchanged.
  expect(await (await get(owner, '/console/lesson/1')).text()).not.toContain('Injected');
});

it('takes cover and captions uploads through the console’s BFF from editors alone, within their caps', async () => {
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  const draft = await draftId(owner);
  const captionsForm = (text: string | Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.set('videoId', String(draft));
    form.set('captions', new Blob([text], { type: 'text/vtt' }), 'captions.vtt');
    return form;
  };
  const post = (browser: Browser, call: string, body: BodyInit, origin?: string) =>
    browser.send(`/console/api/${call}`, {
      body,
      headers: origin ? { origin } : {},
    });

  const coverForm = () => {
    const form = new FormData();
    form.set('videoId', String(draft));
    form.set('picture', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'cover.png');
    return form;
  };
  for (const [call, form] of [
    ['console/lesson/captions', () => captionsForm('WEBVTT\n')],
    ['console/lesson/cover', coverForm],
  ] as const) {
    expect((await post(new Browser(server.baseURL), call, form())).status).toBe(401);
    expect((await post(student, call, form())).status).toBe(401);
    expect((await post(supportBrowser, call, form())).status).toBe(403);
    expect((await post(owner, call, form(), 'https://evil.example')).status).toBe(403);
    // Not reachable through the students' BFF.
    expect((await student.send(`/api/${call}`, { body: form() })).status).toBe(404);
  }
  // A cover that is no picture is refused by its content, whatever it is called.
  expect((await post(owner, 'console/lesson/cover', coverForm())).status).toBe(422);
  const before = uploadedFiles();
  const oversized = await post(
    owner,
    'console/lesson/captions',
    captionsForm(`WEBVTT\n${'x'.repeat(1200 * 1024)}`),
  );
  expect(oversized.status).toBe(413);
  for (const body of [
    captionsForm('<script>alert(1)</script>'),
    captionsForm(new Uint8Array([0xff, 0xfe, 0x00])),
    'not multipart at all',
  ]) {
    const answer = await post(owner, 'console/lesson/captions', body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  }
  const broken = await owner.send('/console/api/console/lesson/captions', {
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: '--x\r\nContent-Disposition: form-data; name="captions"\r\n\r\nWEBVTT',
  });
  expect(broken.status).toBeGreaterThanOrEqual(400);
  expect(broken.status).toBeLessThan(500);
  expect(uploadedFiles()).toEqual(before);

  const saved = await post(owner, 'console/lesson/captions', captionsForm('WEBVTT\n\n'));
  expect(saved.status).toBe(200);
  expect(uploadedFiles()).toHaveLength(before.length + 1);
});

it('streams a lesson file only for an editor’s session from this site, refusing what is no video', async () => {
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  const draft = await draftId(owner);
  const video = readFileSync(DEMO_WEBM);
  const upload = (
    browser: Browser,
    body: BodyInit,
    origin = server.baseURL,
    id: number | string = draft,
  ) =>
    fetch(`${server.baseURL}/console/lesson-media/${id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        origin,
        'content-type': 'video/webm',
        ...(browser.cookie ? { cookie: browser.cookie } : {}),
      },
      body,
    });
  const forger = new Browser(server.baseURL);
  forger.cookie = `frcr.console=${'A'.repeat(43)}`;

  const before = uploadedFiles();
  expect((await upload(new Browser(server.baseURL), video)).status).toBe(401);
  expect((await upload(student, video)).status).toBe(401);
  expect((await upload(forger, video)).status).toBe(403);
  expect((await upload(supportBrowser, video)).status).toBe(403);
  expect((await upload(owner, video, 'https://evil.example')).status).toBe(403);
  for (const id of ['abc', '0', '01', String(2 ** 31)]) {
    expect((await upload(owner, video, server.baseURL, id)).status).toBe(404);
  }
  const html = await upload(owner, '<html><script>alert(1)</script></html>');
  expect(html.status).toBe(415);
  expect((await upload(owner, '')).status).toBe(422);
  expect(uploadedFiles()).toEqual(before);

  const stored = await upload(owner, video);
  expect(stored.status).toBe(200);
  const { data } = (await stored.json()) as { data: { media: string } };
  expect(data.media).toMatch(new RegExp(`^lesson-${draft}-[0-9a-f]{16}\\.webm$`));
  expect(uploadedFiles()).toContain(data.media);
  expect(
    readFileSync(path.join(dataDir, 'uploads', 'lesson-originals', data.media)).equals(video),
  ).toBe(true);
  // Still a draft: not even a subscriber gets its file.
  expect((await get(student, `/api/media/${data.media}`)).status).toBe(404);
});

it('takes a resumable upload only from an editor on this site, and keeps nothing it refuses', async () => {
  const draft = await draftId(owner);
  const video = readFileSync(DEMO_WEBM);
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  const base = `${server.baseURL}/console/lesson-upload/${draft}`;
  const send = (
    browser: Browser,
    address: string,
    init: { method: string; body?: BodyInit; type?: string },
    origin = server.baseURL,
  ) =>
    fetch(address.startsWith('/') ? `${server.baseURL}${address}` : address, {
      method: init.method,
      redirect: 'manual',
      headers: {
        origin,
        ...(init.type ? { 'content-type': init.type } : {}),
        ...(browser.cookie ? { cookie: browser.cookie } : {}),
      },
      body: init.body,
    });
  const startBody = (size: number, name = 'lecture.webm') =>
    JSON.stringify({ filename: name, type: 'video/webm', metadata: { name, size: String(size) } });
  const start = (browser: Browser, size = video.length, origin = server.baseURL) =>
    send(
      browser,
      `${base}/s3/multipart`,
      { method: 'POST', body: startBody(size), type: 'application/json' },
      origin,
    );

  expect((await start(new Browser(server.baseURL))).status).toBe(401);
  expect((await start(student)).status).toBe(401);
  expect((await start(supportBrowser)).status).toBe(403);
  expect((await start(owner, video.length, 'https://evil.example')).status).toBe(403);
  const tooLarge = await start(owner, 3 * 1024 ** 3);
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.statusText).toBe('The video must be 2 GB or smaller.');

  // A whole upload: started, a part signed and sent to this app (local disk), completed.
  const started = await start(owner);
  expect(started.status).toBe(200);
  const { uploadId, key } = (await started.json()) as { uploadId: string; key: string };
  const query = new URLSearchParams({ key });
  const signed = await send(owner, `${base}/s3/multipart/${uploadId}/1?${query}`, {
    method: 'GET',
  });
  const { url } = (await signed.json()) as { url: string };
  expect(url.startsWith(`/console/lesson-upload/${draft}/part?`)).toBe(true);
  // The part's address is no use without the console's session and this site's origin.
  expect((await send(student, url, { method: 'PUT', body: video })).status).toBe(401);
  expect(
    (await send(owner, url, { method: 'PUT', body: video }, 'https://evil.example')).status,
  ).toBe(403);
  const part = await send(owner, url, { method: 'PUT', body: video });
  expect(part.status).toBe(200);
  const etag = part.headers.get('etag');
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const listed = await send(owner, `${base}/s3/multipart/${uploadId}?${query}`, { method: 'GET' });
  expect(await listed.json()).toEqual([{ PartNumber: 1, ETag: etag, Size: video.length }]);
  const completed = await send(owner, `${base}/s3/multipart/${uploadId}/complete?${query}`, {
    method: 'POST',
    type: 'application/json',
    body: JSON.stringify({ parts: [{ PartNumber: 1, ETag: etag }] }),
  });
  expect(completed.status).toBe(200);
  const { location } = (await completed.json()) as { location: string };
  expect(readFileSync(path.join(dataDir, 'uploads', key)).equals(video)).toBe(true);
  expect(uploadedFiles()).toContain(location);

  // HTML posing as a video: refused when completed, and nothing of it is kept.
  const before = uploadedFiles();
  const html = Buffer.from('<html><script>alert(1)</script></html>'.repeat(4));
  const fake = await start(owner, html.length);
  const ref = (await fake.json()) as { uploadId: string; key: string };
  const fakeQuery = new URLSearchParams({ key: ref.key });
  const fakeSigned = await send(owner, `${base}/s3/multipart/${ref.uploadId}/1?${fakeQuery}`, {
    method: 'GET',
  });
  const fakePart = await send(owner, ((await fakeSigned.json()) as { url: string }).url, {
    method: 'PUT',
    body: html,
  });
  const refused = await send(owner, `${base}/s3/multipart/${ref.uploadId}/complete?${fakeQuery}`, {
    method: 'POST',
    type: 'application/json',
    body: JSON.stringify({ parts: [{ PartNumber: 1, ETag: fakePart.headers.get('etag') }] }),
  });
  expect(refused.status).toBe(415);
  expect(uploadedFiles()).toEqual(before);
  expect(readdirSync(path.join(dataDir, 'uploads', '.multipart'))).toEqual([]);
});
