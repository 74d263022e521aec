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
 * A case's series over HTTP on a real `next start`: its upload and its writes need the console's
 * session (a student's opens nothing), support sees the series but does not change it, other
 * sites and malformed or oversized bodies get a 4xx, and a change reaches the public case page
 * at once.
 */

const OWNER = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
};
const SUPPORT_EMAIL = 'support@frcrviva.test';
const UPLOAD = '/console/api/console/short/sub/series/upload';
const CASE_PAGE = '/console/case/1';

let server: RunningServer;
let dataDir: string;
const operators: { owner?: Browser; support?: Browser } = {};
const owner = () => operators.owner!;
const supportBrowser = () => operators.support!;
let student: Browser;

const postAction = (action: string, browser: Browser, body: string, origin = server.baseURL) =>
  postConsoleAction(server.baseURL, action, CASE_PAGE, browser, body, origin);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-series-'));
  const support = addOperatorByCommandLine(dataDir, SUPPORT_EMAIL, 'support');
  server = await startServer({ dataDir });
  operators.owner = await signInAs(server.baseURL, OWNER);
  operators.support = await signInAs(server.baseURL, support);
  student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The public case page's HTML as a visitor gets it (the viewer's alt text names a series' slice). */
const publicCasePage = () =>
  fetch(`${server.baseURL}/subshortsdetails?case=1`).then((answer) => answer.text());

/** Posts a slice as the console's series form does. */
async function upload(browser: Browser, picture: Blob, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('caseId', fields.caseId ?? '1');
  form.set('picture', picture, 'slice.png');
  return browser.send(UPLOAD, {
    body: form,
    headers: fields.origin ? { origin: fields.origin } : {},
  });
}

it('takes slices from the console’s upload alone, checked and capped', async () => {
  const png = await imageBlob('png', 64);
  expect((await upload(new Browser(server.baseURL), png)).status).toBe(401);
  expect((await upload(student, png)).status).toBe(401);
  expect((await upload(supportBrowser(), png)).status).toBe(403);
  expect((await upload(owner(), png, { origin: 'https://evil.example' })).status).toBe(403);
  // Not reachable through the students' BFF.
  expect(
    (await owner().send(`/api/console/short/sub/series/upload`, { body: new FormData() })).status,
  ).toBe(404);

  expect((await upload(owner(), new Blob([new Uint8Array(6 * 1024 * 1024)]))).status).toBe(413);
  expect(
    (await upload(owner(), new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>']))).status,
  ).toBe(422);
  for (const body of ['not a form', '--x\r\nbroken']) {
    const malformed = await owner().send(UPLOAD, {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
  }
  const json = await owner().send(UPLOAD, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ caseId: 1 }),
  });
  expect(json.status).toBe(415);
  expect((await upload(owner(), png, { caseId: 'abc' })).status).toBe(422);
  expect((await upload(owner(), png, { caseId: '999999' })).status).toBe(404);

  // Nothing above stored a slice: the public page still shows the single film.
  expect(await publicCasePage()).not.toContain('(slice 1 of');
});

const WRITES = [
  ['removeCaseSlice', { caseId: 1, position: 1 }],
  ['moveCaseSlice', { caseId: 1, position: 1, direction: 'down' }],
  ['clearCaseSeries', { caseId: 1 }],
] as const;

it('refuses the series writes without the console’s session, from another site, to support, or malformed', async () => {
  for (const [action, input] of WRITES) {
    const valid = JSON.stringify([input]);
    expect((await postAction(action, student, valid)).result).toMatchObject({ status: 401 });
    expect((await postAction(action, new Browser(server.baseURL), valid)).result).toMatchObject({
      status: 401,
    });
    expect((await postAction(action, owner(), valid, 'https://evil.example')).status).toBe(403);
    expect((await postAction(action, supportBrowser(), valid)).result).toMatchObject({
      status: 403,
    });
    for (const body of [
      '[null]',
      '[[]]',
      '["x"]',
      JSON.stringify([{ caseId: {}, position: 'first', direction: 'sideways' }]),
      JSON.stringify([{ caseId: 0 }]),
      JSON.stringify([{ caseId: 1, padding: 'z'.repeat(2 * 1024 * 1024) }]),
      // A position past the cap or beyond a number (clearing takes none: for it these are valid).
      ...('position' in input
        ? [
            JSON.stringify([{ caseId: 1, position: 201, direction: 'up' }]),
            JSON.stringify([{ caseId: 1, position: 2 ** 40 }]),
          ]
        : []),
    ]) {
      const attempt = await postAction(action, owner(), body);
      const status = attempt.result?.status ?? attempt.status;
      expect({ action, body: body.slice(0, 40), ok: status >= 400 && status < 500 }).toEqual({
        action,
        body: body.slice(0, 40),
        ok: true,
      });
    }
  }
});

it('shows a new series on the public case page at once, and takes it off again', async () => {
  // The page's first image, for a browser without JavaScript, says how many the case holds.
  expect(await publicCasePage()).toContain('image 1 of 1"');
  for (const size of [64, 80]) {
    expect((await upload(owner(), await imageBlob('png', size))).status).toBe(200);
  }
  expect(await publicCasePage()).toContain('image 1 of 2"');
  const cleared = await postAction('clearCaseSeries', owner(), JSON.stringify([{ caseId: 1 }]));
  expect(cleared.result).toMatchObject({ status: 200 });
  expect(await publicCasePage()).toContain('image 1 of 1"');
});
