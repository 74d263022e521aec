import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { imageBlob } from '@/test/accounts-helpers';

import { Browser } from './support/client';
import {
  addOperatorByCommandLine,
  postAction as postConsoleAction,
  signInOperator as signInAs,
} from './support/console-actions';
import { startServer, type RunningServer } from './support/server';

/*
 * The console's cases over HTTP on a real `next start`: its pages and writes need the console's
 * session (a student's opens nothing), support reads but does not write, other sites and
 * malformed or oversized bodies get a 4xx, and taking a case back to draft takes it off its
 * public page and the sitemap at once.
 */

const OWNER = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
};
const SUPPORT_EMAIL = 'support@frcrviva.test';
const UPLOAD = '/console/api/console/short/sub/image';

let server: RunningServer;
let dataDir: string;
let support: { password: string; totpSecret: string };
const owner = () => operatorBrowsers.owner!;
const supportBrowser = () => operatorBrowsers.support!;
const operatorBrowsers: { owner?: Browser; support?: Browser } = {};
let student: Browser;

/** Posts a console action as its page does (security/support/console-actions.ts). */
const postAction = (
  action: string,
  page: string,
  browser: Browser,
  body: string,
  origin = server.baseURL,
) => postConsoleAction(server.baseURL, action, page, browser, body, origin);

const signInOperator = (email: string, password: string, totpSecret: string) =>
  signInAs(server.baseURL, { email, password, totpSecret });

beforeAll(async () => {
  // A support operator made from the command line before the server first opens the database.
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-cases-'));
  support = addOperatorByCommandLine(dataDir, SUPPORT_EMAIL, 'support');
  server = await startServer({ dataDir });
  operatorBrowsers.owner = await signInOperator(OWNER.email, OWNER.password, OWNER.totpSecret);
  operatorBrowsers.support = await signInOperator(
    SUPPORT_EMAIL,
    support.password,
    support.totpSecret,
  );
  student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const PAGES = [
  '/console/cases',
  '/console/category/1',
  '/console/case/1',
  '/console/case-preview/1',
];

it('shows the case pages to operators alone, never indexed', async () => {
  for (const page of PAGES) {
    for (const operator of [owner(), supportBrowser()]) {
      const answer = await operator.send(page, { method: 'GET' });
      expect({ page, status: answer.status }).toEqual({ page, status: 200 });
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    for (const someone of [student, new Browser(server.baseURL)]) {
      const answer = await someone.send(page, { method: 'GET' });
      expect(answer.status).toBe(307);
      expect(answer.headers.get('location')).toBe('/console/signin');
    }
  }
  // The calls are the console's: not reachable through the students' BFF.
  for (const call of ['console/short/list', 'console/short/sub/save', 'console/short/sub/image']) {
    const answer = await owner().send(`/api/${call}`, {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(404);
  }
});

const WRITES = [
  ['createCaseCategory', '/console/cases', { name: 'Security' }],
  ['renameCaseCategory', '/console/category/1', { categoryId: 1, name: 'Chest' }],
  ['publishCaseCategory', '/console/category/1', { categoryId: 1, published: true }],
  ['moveCaseCategory', '/console/cases', { categoryId: 1, direction: 'down' }],
  ['createCase', '/console/category/1', { categoryId: 1, name: 'Security case' }],
  ['updateCase', '/console/case/1', { caseId: 1, name: 'Case', system: 'chest' }],
  ['publishCase', '/console/case/1', { caseId: 1, published: true }],
  ['moveCase', '/console/case/1', { caseId: 1, direction: 'down' }],
] as const;

it('refuses the case writes without the console’s session, from another site, to support, or malformed', async () => {
  for (const [action, page, input] of WRITES) {
    const valid = JSON.stringify([input]);
    expect((await postAction(action, page, student, valid)).result).toMatchObject({ status: 401 });
    expect(
      (await postAction(action, page, new Browser(server.baseURL), valid)).result,
    ).toMatchObject({ status: 401 });
    expect((await postAction(action, page, owner(), valid, 'https://evil.example')).status).toBe(
      403,
    );
    expect((await postAction(action, page, supportBrowser(), valid)).result).toMatchObject({
      status: 403,
    });
    for (const body of [
      '[null]',
      '[[]]',
      '["x"]',
      JSON.stringify([{ categoryId: 2 ** 31, caseId: {}, name: 7, published: 'yes' }]),
      JSON.stringify([
        {
          caseId: 1,
          name: 'x'.repeat(300),
          system: 'paediatric',
          modality: 'PET',
          keyFindings: Array(50).fill('y'.repeat(500)),
          answer: null,
          direction: 'sideways',
        },
      ]),
      JSON.stringify([{ caseId: 1, name: 'Case', answer: 'z'.repeat(200 * 1024) }]),
    ]) {
      const attempt = await postAction(action, page, owner(), body);
      const status = attempt.result?.status ?? attempt.status;
      expect({ action, body: body.slice(0, 40), ok: status >= 400 && status < 500 }).toEqual({
        action,
        body: body.slice(0, 40),
        ok: true,
      });
    }
  }
});

/** Posts a film for a case as the console's upload form does. */
async function upload(browser: Browser, picture: Blob, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('caseId', fields.caseId ?? '1');
  form.set('picture', picture, 'film.png');
  return browser.send(UPLOAD, { body: form });
}

it('takes a case’s film from the console’s upload alone, checked and capped', async () => {
  const png = await imageBlob('png', 64);
  expect((await upload(new Browser(server.baseURL), png)).status).toBe(401);
  expect((await upload(student, png)).status).toBe(401);
  expect((await upload(supportBrowser(), png)).status).toBe(403);
  const foreign = await owner().send(UPLOAD, {
    headers: { origin: 'https://evil.example' },
    body: (() => {
      const form = new FormData();
      form.set('caseId', '1');
      form.set('picture', png, 'film.png');
      return form;
    })(),
  });
  expect(foreign.status).toBe(403);

  const tooLarge = await upload(owner(), new Blob([new Uint8Array(6 * 1024 * 1024)]));
  expect(tooLarge.status).toBe(413);
  const notAnImage = await upload(owner(), new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']));
  expect(notAnImage.status).toBe(422);
  for (const body of ['not a form', '--x\r\nbroken']) {
    const malformed = await owner().send(UPLOAD, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  }
  const wrongType = await owner().send(UPLOAD, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ caseId: 1 }),
  });
  expect(wrongType.status).toBeGreaterThanOrEqual(400);
  expect(wrongType.status).toBeLessThan(500);
  expect((await upload(owner(), png, { caseId: 'abc' })).status).toBe(422);
  expect((await upload(owner(), png, { caseId: String(2 ** 31) })).status).toBe(422);
  expect((await upload(owner(), png, { caseId: '999999' })).status).toBe(404);

  const stored = await upload(owner(), png);
  expect(stored.status).toBe(200);
  expect(stored.body).toMatchObject({ status: 200, data: { caseId: 1 } });
});

it('takes a case back to draft off its public page and the sitemap at once, and back', async () => {
  const visitor = new Browser(server.baseURL);
  const publicPage = () => visitor.send('/subshortsdetails?case=1', { method: 'GET' });
  const sitemap = async () =>
    (await fetch(`${server.baseURL}/sitemap.xml`).then((answer) => answer.text())).includes(
      'subshortsdetails?case=1<',
    );
  expect((await publicPage()).status).toBe(200);
  expect(await sitemap()).toBe(true);

  const draft = await postAction(
    'publishCase',
    '/console/case/1',
    owner(),
    JSON.stringify([{ caseId: 1, published: false }]),
  );
  expect(draft.result).toMatchObject({ status: 200 });
  expect((await publicPage()).status).toBe(404);
  expect(await sitemap()).toBe(false);
  // Its comments and its answer are gone with it.
  expect((await student.call('listComments', { subshortId: 1, limit: 10 })).status).toBe(404);
  expect((await student.call('caseAnswer', { subshortId: 1 })).status).toBe(404);

  const published = await postAction(
    'publishCase',
    '/console/case/1',
    owner(),
    JSON.stringify([{ caseId: 1, published: true }]),
  );
  expect(published.result).toMatchObject({ status: 200 });
  expect((await publicPage()).status).toBe(200);
  expect(await sitemap()).toBe(true);
});
