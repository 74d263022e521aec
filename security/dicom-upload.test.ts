import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { zipSync } from 'fflate';

import { dicomSeriesFiles, dicomSlice, zipOf } from '@/test/dicom-fixtures';

import { Browser } from './support/client';
import { addOperatorByCommandLine, signInOperator as signInAs } from './support/console-actions';
import { startServer, type RunningServer } from './support/server';

/*
 * A case's DICOM series over HTTP on a real `next start` (docs/imaging.md, "DICOM in"): malformed
 * and hostile uploads (truncated, huge dimensions, a compressed syntax the server does not
 * decode, a zip bomb, a zip escaping its folder) are refused with a 4xx and leave no file and no
 * waiting series; only an editor's session from this site may upload at all.
 */

const OWNER = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
};
const CASE = 1;
const ROUTE = `/console/case-dicom/${CASE}`;
const CASE_PAGE = `/console/case/${CASE}`;
const WAITING = 'Uploaded series, not yet published';

let server: RunningServer;
let dataDir: string;
let owner: Browser;
let supportBrowser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-dicom-'));
  const support = addOperatorByCommandLine(dataDir, 'support@frcrviva.test', 'support');
  server = await startServer({ dataDir });
  owner = await signInAs(server.baseURL, OWNER);
  supportBrowser = await signInAs(server.baseURL, support);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The uploads, but for the demo lessons' streams the server packages as it starts (lp-…), and
 * their files while still being written (.lp-….part, lib/storage/disk-storage.ts).
 */
const storedFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'uploads'))
      .filter((name) => !/^\.?lp-/.test(name))
      .sort();
  } catch {
    return [];
  }
};

const upload = (browser: Browser, body: Uint8Array, origin = server.baseURL) =>
  fetch(`${server.baseURL}${ROUTE}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin,
      'content-type': 'application/zip',
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
    },
    body: body as BodyInit,
  });

const casePage = async () =>
  (
    await fetch(`${server.baseURL}${CASE_PAGE}`, { headers: { cookie: owner.cookie ?? '' } })
  ).text();

/** A zip whose one entry inflates 1,000-fold: 48 MB of zeros in about 48 kB. */
function zipBomb(): Uint8Array {
  return zipSync({ 'IM0001.dcm': new Uint8Array(48 * 1024 * 1024) }, { level: 9 });
}

it.each([
  ['a truncated file', () => zipOf([{ name: 'a.dcm', bytes: dicomSlice().subarray(0, 300) }])],
  [
    'huge dimensions',
    () =>
      zipOf([
        { name: 'a.dcm', bytes: dicomSlice({ attributes: { Rows: 65535, Columns: 65535 } }) },
      ]),
  ],
  [
    'a compressed transfer syntax (JPEG baseline)',
    () =>
      zipOf([{ name: 'a.dcm', bytes: dicomSlice({ transferSyntax: '1.2.840.10008.1.2.4.50' }) }]),
  ],
  [
    'a compressed transfer syntax (JPEG 2000)',
    () =>
      zipOf([{ name: 'a.dcm', bytes: dicomSlice({ transferSyntax: '1.2.840.10008.1.2.4.90' }) }]),
  ],
  ['a zip bomb', zipBomb],
  [
    'a zip naming a file outside itself',
    () => zipOf([{ name: '../../escape.dcm', bytes: dicomSlice() }]),
  ],
  ['no DICOM at all', () => new TextEncoder().encode('<html><script>alert(1)</script></html>')],
  ['an empty body', () => new Uint8Array(0)],
])('refuses %s with a 4xx and leaves nothing behind', async (_what, body) => {
  const before = storedFiles();
  const answer = await upload(owner, body());
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  const envelope = (await answer.json()) as { message: string };
  expect(envelope.message.length).toBeGreaterThan(0);
  expect(storedFiles()).toEqual(before);
  expect(await casePage()).not.toContain(WAITING);
});

it('takes an upload only from an editor’s session on this site', async () => {
  const series = zipOf(dicomSeriesFiles(3));
  const before = storedFiles();
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  expect((await upload(new Browser(server.baseURL), series)).status).toBe(401);
  expect((await upload(student, series)).status).toBe(401);
  expect((await upload(supportBrowser, series)).status).toBe(403);
  expect((await upload(owner, series, 'https://evil.example')).status).toBe(403);
  expect(storedFiles()).toEqual(before);

  const taken = await upload(owner, series);
  expect(taken.status).toBe(200);
  // Three slices and their thumbnails (docs/imaging.md, "Thumbnails").
  expect(storedFiles()).toHaveLength(before.length + 6);
  const page = await casePage();
  expect(page).toContain(WAITING);
  expect(page).toContain('PatientName');
  expect(page).not.toContain('Doe^Jane');
});
