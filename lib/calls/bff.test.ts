import { count } from 'drizzle-orm';

import { contactMessages } from '@/lib/db/schema';
import { addStudent } from '@/test/fixtures';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { handleBrowserCall } from '@/lib/platform/bff';

const signedOut = async () => null;

const t = embeddedTestBackend({
  // Echoes whom the backend resolved, so the test sees which student a call acted for.
  getProfile: async (_deps, actor) => ({
    message: 'Success',
    data: [
      {
        studentId: actor.studentId,
        fullName: 'x',
        email: 'x@example.com',
        mobileNumber: '',
        countryCode: '44',
        profile: null,
        isSubscribe: 0,
      },
    ],
  }),
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

it('refuses an invalid body with the call’s message and stores nothing', async () => {
  const res = await handleBrowserCall(
    post('contactus/save', { email: 'not-an-email', message: 'Hello' }),
    'contactus/save',
    signedOut,
  );
  expect(res.status).toBe(422);
  expect(await res.json()).toEqual({
    status: 422,
    message: 'Invalid email',
    data: null,
    code: 'invalid_input',
  });
  const [{ n }] = await t.db.select({ n: count() }).from(contactMessages);
  expect(n).toBe(0);
});

it('refuses a NUL character in a text field with 422, storing nothing', async () => {
  const res = await handleBrowserCall(
    post('contactus/save', { email: 'a@b.co', message: 'a\u0000b' }),
    'contactus/save',
    signedOut,
  );
  expect(res.status).toBe(422);
  expect(await res.json()).toEqual({
    status: 422,
    message: 'Text cannot contain control characters',
    data: null,
    code: 'invalid_input',
  });
  const [{ n }] = await t.db.select({ n: count() }).from(contactMessages);
  expect(n).toBe(0);
});

it('forwards a valid public call and stores it', async () => {
  const res = await handleBrowserCall(
    post('contactus/save', { email: 'Reader@Example.com', message: 'Hello' }),
    'contactus/save',
    signedOut,
  );
  expect(res.status).toBe(200);
  expect((await res.json()).status).toBe(200);
  const rows = await t.db.select().from(contactMessages);
  expect(rows.map((r) => r.email)).toEqual(['reader@example.com']);
});

it('answers 401 to a student-only call without a session', async () => {
  const res = await handleBrowserCall(
    post('student/getprofile', {}),
    'student/getprofile',
    signedOut,
  );
  expect(res.status).toBe(401);
  expect((await res.json()).message).toBe('Please log in to continue');
});

it('acts for the session’s student, whatever studentId the body carries', async () => {
  const { student, token } = await addStudent(t.db, 'own@example.com');
  const res = await handleBrowserCall(
    post('student/getprofile', { studentId: 999 }),
    'student/getprofile',
    async () => ({
      token,
      studentId: student.id,
    }),
  );
  expect(res.status).toBe(200);
  expect((await res.json()).data[0].studentId).toBe(student.id);
});

it('ends the session when the backend answers 403', async () => {
  const res = await handleBrowserCall(
    post('student/getprofile', {}, { cookie: 'frcr.session=abc; frcr.session.0=def; theme=dark' }),
    'student/getprofile',
    async () => ({ token: 'revoked-or-unknown', studentId: 1 }),
  );
  expect(res.status).toBe(403);
  const cleared = res.headers.get('set-cookie') ?? '';
  expect(cleared).toContain('frcr.session=; Path=/; Max-Age=0');
  expect(cleared).toContain('frcr.session.0=; Path=/; Max-Age=0');
  expect(cleared).toContain('frcr.signed-in=; Path=/; Max-Age=0');
  expect(cleared).not.toContain('theme=');
});

it('never forwards calls whose answer holds a token', async () => {
  const res = await handleBrowserCall(
    post('student/auth/login', { email: 'a@b.co', password: 'x' }),
    'student/auth/login',
    signedOut,
  );
  expect(res.status).toBe(404);
});

it('tells an unknown path from a known path with the wrong method', async () => {
  expect(
    (await handleBrowserCall(post('no/such/call', {}), 'no/such/call', signedOut)).status,
  ).toBe(404);
  const get = new Request('http://localhost/api/contactus/save');
  expect((await handleBrowserCall(get, 'contactus/save', signedOut)).status).toBe(405);
});

it('answers 400 to a body that is not JSON', async () => {
  const bad = new Request('http://localhost/api/contactus/save', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{not json',
  });
  expect((await handleBrowserCall(bad, 'contactus/save', signedOut)).status).toBe(400);
});
