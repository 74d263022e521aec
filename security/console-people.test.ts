import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { encodeSessionId } from '@/lib/live-sessions/texts';

import { Browser } from './support/client';
import {
  addOperatorByCommandLine,
  postAction,
  signInOperator,
  type OperatorCredentials,
} from './support/console-actions';
import { startServer, type RunningServer } from './support/server';

/*
 * The console's people and live sessions over HTTP on a real `next start`: who booked a session,
 * the students and the purchases reach owners and support and never an editor (docs/console.md,
 * "Who sees people's details"), and a meeting link reaches a calendar file and a page only as the
 * URL parser writes it.
 */

const STUDENT = { email: 'subscribed@frcrviva.test', password: 'DemoPass123' };
const INJECTED = 'ATTENDEE;CN=Mallory:mailto:mallory@example.com';

let server: RunningServer;
let dataDir: string;
const operators = {} as Record<'owner' | 'editor' | 'support', Browser>;
let student: Browser;
let booked: { sessionId: number; date: string; from: string; to: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'frcr-security-people-'));
  // Operators made by the command line before the server opens the database, as a deployment's.
  const made = {} as Record<keyof typeof operators, OperatorCredentials>;
  for (const role of ['owner', 'editor', 'support'] as const) {
    made[role] = addOperatorByCommandLine(dataDir, `${role}.people@frcrviva.test`, role);
  }
  server = await startServer({ dataDir });
  for (const role of ['owner', 'editor', 'support'] as const) {
    operators[role] = await signInOperator(server.baseURL, made[role]);
  }
  // The demo student books a session of their plan, so it has an attendee to keep from editors.
  student = new Browser(server.baseURL);
  await student.signIn(STUDENT.email, STUDENT.password);
  type Row = typeof booked & { subscription: number; isJoined: number };
  const listed = await student.call('listStudentSessions', { limit: 50, offset: 0 });
  const open = (listed.body?.data as { lists: Row[] }).lists.find(
    (row) => row.subscription === 1 && row.isJoined === 0,
  );
  if (!open) throw new Error('The demo has no session for the student to book');
  expect((await student.call('bookSession', { sessionId: open.sessionId })).status).toBe(200);
  booked = { sessionId: open.sessionId, date: open.date, from: open.from, to: open.to };
}, 240_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (browser: Browser, page: string) =>
  fetch(`${server.baseURL}${page}`, {
    redirect: 'manual',
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });

it('shows who booked a session, the students and the purchases to owners and support, never to an editor', async () => {
  const { sessionId } = booked;
  const downloads = [
    `/console/session/${sessionId}/attendees`,
    '/console/students/export',
    '/console/purchases/export',
  ];
  for (const role of ['owner', 'support'] as const) {
    for (const download of downloads) {
      const answer = await get(operators[role], download);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(STUDENT.email);
    }
    const page = await get(operators[role], `/console/session/${sessionId}`);
    expect(await page.text()).toContain(STUDENT.email);
  }

  const editor = operators.editor;
  for (const download of downloads) {
    const refused = await get(editor, download);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('@frcrviva.test');
  }
  // The session's page is the editor's to work on: its count, not who.
  const page = await get(editor, `/console/session/${sessionId}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('see who booked; the count is above.');
  expect(html).not.toContain(STUDENT.email);
  expect(html).not.toContain('Download attendees (CSV)');
  for (const people of ['/console/students', '/console/purchases', '/console/student/1']) {
    expect(await (await get(editor, people)).text()).not.toContain(STUDENT.email);
  }
});

it('refuses a meeting link with a line break, and keeps quotes inside the link it stores', async () => {
  const { sessionId, date, from, to } = booked;
  const page = `/console/session/${sessionId}`;
  const save = (meetingLink: string) =>
    postAction(
      server.baseURL,
      'updateSessionSchedule',
      page,
      operators.editor,
      JSON.stringify([{ sessionId, date, from, to, meetingLink }]),
    );

  for (const link of [
    `https://meet.example.com/room\r\n${INJECTED}`,
    `https://meet.example.com/room\r${INJECTED}`,
    'https://meet.example.com/room\u0000',
  ]) {
    expect((await save(link)).result).toMatchObject({
      status: 422,
      message: 'The meeting link cannot contain control characters or line breaks',
    });
  }

  expect(
    (await save('https://meet.example.com/room"onmouseover="alert(1)"<b>')).result,
  ).toMatchObject({ status: 200 });
  const stored = 'https://meet.example.com/room%22onmouseover=%22alert(1)%22%3Cb%3E';
  const consolePage = await (await get(operators.editor, page)).text();
  expect(consolePage).toContain(stored);
  expect(consolePage).not.toContain('onmouseover="');

  // The student's calendar file carries it on its one line.
  const calendar = await get(student, `/api/session-calendar/${encodeSessionId(sessionId)}`);
  expect(calendar.status).toBe(200);
  const lines = (await calendar.text()).replace(/\r\n[ \t]/g, '').split(/\r\n|\r|\n/);
  expect(lines).toContain(`LOCATION:${stored}`);
  expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(0);
});
