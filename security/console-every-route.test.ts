import { callNames, calls } from '@/lib/platform/calls';
import { BFF_PREFIX } from '@/lib/calls/endpoint';
import { routes, type RouteEntry } from '@/lib/routes';

import { Browser } from './support/client';
import { postAction } from './support/console-actions';
import { startServer, type RunningServer } from './support/server';

/*
 * Every console route, derived from the route registry and the call definitions, so a page or a
 * call added later is covered without being listed here: its pages send visitors and students to
 * the console's sign-in; its actions and uploads refuse a student's cookie, another site, and
 * malformed bodies with a 4xx, never a 500.
 */

let server: RunningServer;
let student: Browser;

beforeAll(async () => {
  server = await startServer();
  student = new Browser(server.baseURL);
  await student.signIn('subscribed@frcrviva.test', 'DemoPass123');
}, 120_000);
afterAll(() => server?.stop());

/** Where a console page is reached, its parameters filled with a plausible value. */
const addressOf = (route: RouteEntry) =>
  (route.page ?? route.path).replace('[id]', '1').replace('[key]', 'privacypolicy');

const signedOutPages = new Set<string>([routes.consoleSignIn.path, routes.consoleEnrol.path]);
const consolePages = (Object.values(routes) as RouteEntry[]).filter(
  (route) => route.access === 'operator' && !signedOutPages.has(route.path),
);

it.each(consolePages.map((route) => [addressOf(route)]))(
  '%s sends a visitor and a signed-in student to the console’s sign-in',
  async (address) => {
    for (const who of [new Browser(server.baseURL), student]) {
      const answer = await who.send(address, { method: 'GET' });
      expect(answer.status).toBe(307);
      expect(answer.headers.get('location')).toBe(routes.consoleSignIn.path);
    }
  },
);

const MALFORMED_ACTION_BODIES = [
  '[null]',
  '[[]]',
  '["x"]',
  '{',
  JSON.stringify([{ id: 2 ** 31, sessionId: {}, email: 7, token: 'x'.repeat(5000), days: -1 }]),
];

const operatorActions = callNames.filter(
  (name) => calls[name].access === 'operator' && calls[name].via === 'action',
);

it.each(operatorActions.map((name) => [calls[name].action ?? name]))(
  '%s refuses a student’s cookie, another site and malformed bodies',
  async (action) => {
    const page = routes.console.path;
    const asStudent = await postAction(server.baseURL, action, page, student, '[{}]');
    // Refused before anything is read: the input, or the absent console session. Signing out
    // without a console session only clears a cookie that is not there.
    const refusals = action === 'operatorSignOutAction' ? [200] : [401, 422];
    expect(refusals).toContain(asStudent.result?.status);
    const crossSite = await postAction(
      server.baseURL,
      action,
      page,
      student,
      '[{}]',
      'https://evil.example',
    );
    expect(crossSite.status).toBe(403);
    for (const body of MALFORMED_ACTION_BODIES) {
      const attempt = await postAction(server.baseURL, action, page, student, body);
      const status = attempt.result?.status ?? attempt.status;
      // Sign-out takes no input: any object's fields are dropped, and nothing is signed in.
      if (!(action === 'operatorSignOutAction' && status === 200)) {
        expect(status).toBeGreaterThanOrEqual(400);
      }
      expect(status).toBeLessThan(500);
    }
  },
);

const consoleUploads = callNames.filter((name) => calls[name].via === 'console');

it.each(consoleUploads.map((name) => [calls[name].path]))(
  '/console/api/%s refuses a student’s cookie, another site and malformed bodies',
  async (path) => {
    const address = `${BFF_PREFIX.console}${path}`;
    const form = () => {
      const body = new FormData();
      body.append('sessionId', '1');
      body.append('picture', new Blob(['not an image'], { type: 'image/png' }));
      return body;
    };
    expect((await student.send(address, { body: form() })).status).toBe(401);
    const crossSite = await student.send(address, {
      body: form(),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    for (const [type, body] of [
      ['application/json', '{"sessionId":1}'],
      ['multipart/form-data; boundary=x', '--x\r\nbroken'],
      ['text/plain', 'x'.repeat(100)],
    ] as const) {
      const answer = await student.send(address, { body, headers: { 'content-type': type } });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  },
);

it('keeps the students’ calls off the console’s BFF', async () => {
  const answer = await student.send(`${BFF_PREFIX.console}contactus/save`, {
    body: JSON.stringify({ email: 'a@b.co', message: 'hi' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(answer.status).toBe(404);
});
