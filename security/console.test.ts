import { generate } from 'otplib';

import { Browser } from './support/client';
import { postAction as postConsoleAction } from './support/console-actions';
import { startServer, type RunningServer } from './support/server';

/*
 * The console over HTTP on a real `next start`: its pages need the console's own session, a
 * student's does not open them, its cookie stays on /console, its sign-in refuses other sites
 * and malformed input with a 4xx, and its calls are not reachable through the students' BFF.
 */

// The demo operator the server makes on a fresh database on this machine.
const OPERATOR = {
  email: 'operator@frcrviva.test',
  password: 'ConsoleDemo123',
  totpSecret: 'FRCRVIVACONSOLEDEMOSECRETKEY2345',
};

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(() => server?.stop());

/** Posts a console action as its page does (security/support/console-actions.ts). */
const postAction = (
  action: string,
  page: string,
  browser: Browser,
  body: string,
  origin = server.baseURL,
) => postConsoleAction(server.baseURL, action, page, browser, body, origin);

const postSignIn = (browser: Browser, body: string, origin?: string) =>
  postAction('operatorSignInAction', '/console/signin', browser, body, origin);

const location = async (browser: Browser, page: string) => {
  const answer = await browser.send(page, { method: 'GET' });
  return { status: answer.status, location: answer.headers.get('location') };
};

it('sends a visitor and a signed-in student to the console’s own sign-in', async () => {
  const visitor = new Browser(server.baseURL);
  for (const page of ['/console', '/console/audit']) {
    expect(await location(visitor, page)).toMatchObject({
      status: 307,
      location: '/console/signin',
    });
  }
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  expect(student.cookie).toMatch(/frcr\.session=/);
  expect((await location(student, '/console')).location).toBe('/console/signin');
  // A forged console cookie is looked up, found nowhere and sent to sign in.
  const forger = new Browser(server.baseURL);
  forger.cookie = `frcr.console=${'A'.repeat(43)}`;
  expect((await location(forger, '/console/audit')).location).toMatch(/\/console\/signin$/);
});

it('refuses a sign-in posted from another site', async () => {
  const attempt = await postSignIn(
    new Browser(server.baseURL),
    JSON.stringify([{ email: OPERATOR.email, password: OPERATOR.password, code: '123456' }]),
    'https://evil.example',
  );
  expect(attempt.status).toBe(403);
});

it('answers malformed sign-ins with a 4xx, never a 500', async () => {
  const browser = new Browser(server.baseURL);
  for (const body of [
    '[null]',
    '["x"]',
    '[[]]',
    JSON.stringify([{ email: 2 ** 31, password: null, code: {} }]),
    JSON.stringify([{ email: OPERATOR.email, password: 'x', code: '1'.repeat(5000) }]),
    JSON.stringify([{ email: OPERATOR.email, password: 'x'.repeat(20 * 1024 * 1024) }]),
  ]) {
    const attempt = await postSignIn(browser, body);
    const status = attempt.result?.status ?? attempt.status;
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  }
});

it('keeps the console’s session in a cookie of its own, which opens nothing of a student', async () => {
  const operator = new Browser(server.baseURL);
  const code = await generate({ secret: OPERATOR.totpSecret });
  const signedIn = await postSignIn(
    operator,
    JSON.stringify([{ email: OPERATOR.email, password: OPERATOR.password, code }]),
  );
  expect(signedIn.result).toMatchObject({ status: 200 });
  const cookie = signedIn.setCookies.find((set) => set.startsWith('frcr.console='));
  expect(cookie).toMatch(/; Path=\/console/i);
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Strict/i);
  operator.cookie = cookie!.split(';')[0]!;

  const overview = await operator.send('/console', { method: 'GET' });
  expect(overview.status).toBe(200);
  expect(overview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(overview.headers.get('cache-control')).toMatch(/no-store/);
  // The console's calls are read by its pages alone, not through the students' BFF.
  expect((await operator.call('getProfile')).status).toBe(401);
  for (const call of [
    'console/overview',
    'console/audit/list',
    'console/signin',
    'console/contact/reply',
  ]) {
    const answer = await operator.send(`/api/${call}`, {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(404);
  }
  expect((await location(operator, '/profile')).location).toMatch(/^\/signin/);

  // A session's attendee list downloads as CSV for the operator, for nobody else.
  const download = (browser: Browser, id: string) =>
    fetch(`${server.baseURL}/console/session/${id}/attendees`, {
      redirect: 'manual',
      headers: browser.cookie ? { cookie: browser.cookie } : {},
    });
  const csv = await download(operator, '1');
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(csv.headers.get('cache-control')).toMatch(/no-store/);
  expect((await csv.text()).split('\r\n')[0]).toBe('Name,Email,Booked at (UTC),Admitted by');
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  // Without the console's cookie: to its sign-in; with a forged one: refused.
  for (const someone of [student, new Browser(server.baseURL)]) {
    const refused = await download(someone, '1');
    expect(refused.status).toBe(307);
    expect(refused.headers.get('location')).toBe('/console/signin');
  }
  const forger = new Browser(server.baseURL);
  forger.cookie = `frcr.console=${'A'.repeat(43)}`;
  const forged = await download(forger, '1');
  expect(forged.status).toBe(401);
  expect(await forged.text()).not.toContain('@');
  // The purchases, likewise; a search that is no search is refused, not run.
  const exported = await fetch(`${server.baseURL}/console/purchases/export?provider=Demo`, {
    headers: { cookie: operator.cookie },
  });
  expect(exported.status).toBe(200);
  const sold = (await exported.text()).split('\r\n');
  expect(sold[0]).toMatch(/^Purchase,Date \(UTC\),Name,Email,Plan,Amount,/);
  expect(sold.some((line) => line.includes('subscribed@frcrviva.test'))).toBe(true);
  const visitorExport = await fetch(`${server.baseURL}/console/purchases/export`, {
    redirect: 'manual',
  });
  expect(visitorExport.status).toBe(307);
  const nonsense = await fetch(`${server.baseURL}/console/purchases/export?provider=Cash`, {
    headers: { cookie: operator.cookie },
  });
  expect(nonsense.status).toBe(422);
  for (const id of ['abc', '0', String(2 ** 31), '01']) {
    const answer = await download(operator, id);
    expect(answer.status).toBe(404);
  }

  // The students' list, as its search finds them, downloads as CSV for the operator alone.
  const students = (browser: Browser, query = '') =>
    fetch(`${server.baseURL}/console/students/export${query}`, {
      redirect: 'manual',
      headers: browser.cookie ? { cookie: browser.cookie } : {},
    });
  const everyone = await students(operator);
  expect(everyone.status).toBe(200);
  expect(everyone.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(everyone.headers.get('cache-control')).toMatch(/no-store/);
  const lines = (await everyone.text()).split('\r\n');
  expect(lines[0]).toBe(
    'Name,Email,Mobile,Country code,Joined (UTC),Current plan,Plan ends (UTC),Disabled',
  );
  expect(lines.some((line) => line.includes('subscribed@frcrviva.test'))).toBe(true);
  const found = (await (await students(operator, '?q=demo%40')).text()).split('\r\n');
  expect(found.filter(Boolean)).toHaveLength(2);
  expect(found[1]).toContain('demo@frcrviva.test');
  expect((await students(operator, `?q=${'x'.repeat(101)}`)).status).toBe(422);
  for (const someone of [student, new Browser(server.baseURL)]) {
    const refused = await students(someone);
    expect(refused.status).toBe(307);
    expect(refused.headers.get('location')).toBe('/console/signin');
  }
  const forgedStudents = await students(forger);
  expect(forgedStudents.status).toBe(401);
  expect(await forgedStudents.text()).not.toContain('@frcrviva');
  for (const page of ['/console/students', '/console/student/1']) {
    expect((await operator.send(page, { method: 'GET' })).status).toBe(200);
    expect(await location(student, page)).toMatchObject({
      status: 307,
      location: '/console/signin',
    });
  }
});

it('refuses the console’s writes without its session, from another site, or malformed', async () => {
  const student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
  for (const [action, page, input] of [
    ['moderateFeedback', '/console/feedback', { feedbackId: 1, approved: true }],
    ['removeCommentAsOperator', '/console/comments', { commentId: 1, videoId: 1 }],
    ['markContactHandled', '/console/messages', { contactId: 1, handled: true }],
    ['replyToContact', '/console/messages', { contactId: 1, reply: 'Thanks' }],
    [
      'updateSessionSchedule',
      '/console/session/1',
      { sessionId: 1, date: '2030-01-07', from: '18:00', to: '19:00', meetingLink: '' },
    ],
    ['cancelLiveSession', '/console/session/1', { sessionId: 1 }],
    ['refundPurchase', '/console/purchases', { purchaseId: 1 }],
    ['setStudentDisabled', '/console/student/1', { studentId: 1, disabled: true }],
    [
      'grantAccess',
      '/console/student/1',
      { studentId: 1, planId: 1, days: 30, reason: 'Hospital cohort' },
    ],
    [
      'grantAccessInBulk',
      '/console/students',
      { emails: ['demo@frcrviva.test'], planId: 1, reason: 'Hospital cohort' },
    ],
  ] as const) {
    const valid = JSON.stringify([input]);
    // A student's cookie is no console session.
    const asStudent = await postAction(action, page, student, valid);
    expect(asStudent.result).toMatchObject({ status: 401 });
    expect((await postAction(action, page, student, valid, 'https://evil.example')).status).toBe(
      403,
    );
    for (const body of [
      '[null]',
      '[[]]',
      JSON.stringify([{ feedbackId: 2 ** 31, commentId: {}, contactId: -1, reply: 7 }]),
      JSON.stringify([
        { sessionId: 2 ** 31, date: {}, from: '99:99', meetingLink: 'javascript:x' },
      ]),
      JSON.stringify([
        {
          studentId: {},
          disabled: 'yes',
          emails: [7, null],
          days: 'many',
          reason: 'x'.repeat(600),
        },
      ]),
    ]) {
      const attempt = await postAction(action, page, student, body);
      const status = attempt.result?.status ?? attempt.status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  }
});
