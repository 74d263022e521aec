import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { count, eq } from 'drizzle-orm';

import type { StudentSignIn } from '@/lib/calls/api';
import { comments, contactMessages, liveSessions, plans, students } from '@/lib/db/schema';
import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { ABUSE_LIMITS, type AbuseLimit } from '@/lib/limits/abuse-limits';
import { installClientAddressHook } from '@/lib/limits/client-address';
import { addStudent } from '@/test/fixtures';
import { embeddedTestBackend } from '@/test/embedded-backend';
import { addLessons, addSubscription } from '@/test/video-fixtures';

import { handleBrowserCall } from '@/lib/platform/bff';

/*
 * The BFF behind a real HTTP server on loopback, with the client-address hook the app installs
 * at start: every request comes from 127.0.0.1, whatever X-Forwarded-For it carries.
 */

const t = embeddedTestBackend();
let server: Server;
let origin: string;
let signIn: StudentSignIn | null = null;

async function toRequest(incoming: IncomingMessage, url: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  return new Request(url, { method: incoming.method, headers, body });
}

beforeAll(async () => {
  installClientAddressHook(0);
  server = createServer(async (incoming, outgoing) => {
    const url = `${origin}${incoming.url}`;
    const path = new URL(url).pathname.replace(/^\/api\//, '');
    const response = await handleBrowserCall(
      await toRequest(incoming, url),
      path,
      async () => signIn,
    );
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let spoofed = 0;
/** Each post claims a new X-Forwarded-For address, as a client spraying the limits would. */
function post(path: string, body: Record<string, string | number>, multipart = false) {
  spoofed += 1;
  const headers: Record<string, string> = {
    origin,
    'x-forwarded-for': `198.51.100.${spoofed % 250}`,
  };
  if (multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) form.set(name, String(value));
    return fetch(`${origin}/api/${path}`, { method: 'POST', headers, body: form });
  }
  headers['content-type'] = 'application/json';
  return fetch(`${origin}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

async function expectLimited(limit: AbuseLimit, send: (n: number) => Promise<Response>) {
  const { points, duration } = ABUSE_LIMITS[limit];
  for (let n = 0; n < points; n++) expect((await send(n)).status).toBe(200);
  const refused = await send(points);
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(duration - 60);
  expect(retryAfter).toBeLessThanOrEqual(duration);
  expect(await refused.json()).toEqual({
    status: 429,
    message: `Too many attempts. Please try again in ${duration / 60} minutes.`,
    data: null,
    code: 'too_many_requests',
  });
}

it('limits sign-ups per client, whatever X-Forwarded-For says, and creates no account past it', async () => {
  const signUp = (n: number) =>
    post(
      'student/auth/register',
      {
        fullName: 'Asha Rao',
        email: `limit${n}@example.com`,
        countryCode: '91',
        password: 'Radiology1',
        confirmPassword: 'Radiology1',
      },
      true,
    );
  await expectLimited('signUpsPerClient', signUp);
  const created = await t.db
    .select({ n: count() })
    .from(students)
    .where(eq(students.email, `limit${ABUSE_LIMITS.signUpsPerClient.points}@example.com`));
  expect(created[0].n).toBe(0);
}, 120_000);

it('limits contact messages per client and stores none past it', async () => {
  await expectLimited('contactMessagesPerClient', (n) =>
    post('contactus/save', { email: 'reader@example.com', message: `Hello ${n}` }),
  );
  const [{ n }] = await t.db.select({ n: count() }).from(contactMessages);
  expect(n).toBe(ABUSE_LIMITS.contactMessagesPerClient.points);
});

it('limits comments per student, from any address', async () => {
  const { student, token } = await addStudent(t.db, 'commenter@example.com');
  await addSubscription(t.db, student.id);
  const [videoId] = await addLessons(t.db, 1, () => ({}), 'limits');
  signIn = { studentId: student.id, token };
  try {
    await expectLimited('commentsPerStudent', (n) =>
      post('student/comment/save', { type: 'VIDEO', videoId, description: `Comment ${n}` }),
    );
  } finally {
    signIn = null;
  }
  const [{ n }] = await t.db.select({ n: count() }).from(comments);
  expect(n).toBe(ABUSE_LIMITS.commentsPerStudent.points);
});

it('limits profile saves per student', async () => {
  const { student, token } = await addStudent(t.db, 'editor@example.com');
  signIn = { studentId: student.id, token };
  try {
    await expectLimited('profileEditsPerStudent', (n) =>
      post(
        'student/editprofile',
        { fullName: `Asha ${n}`, email: 'editor@example.com', countryCode: '91' },
        true,
      ),
    );
  } finally {
    signIn = null;
  }
});

it('limits bookings and waitlist joins per student, counting refused ones, and never cancelling', async () => {
  const { student, token } = await addStudent(t.db, 'booker@example.com');
  await addSubscription(t.db, student.id);
  const [plan] = await t.db.select({ id: plans.id }).from(plans).limit(1);
  const [viva] = await t.db
    .insert(liveSessions)
    .values({
      title: 'Chest viva',
      slug: 'chest-viva-limits',
      date: zonedDateTime(new Date(Date.now() + 5 * 86_400_000), 'Europe/London').date,
      fromTime: '18:00',
      toTime: '19:00',
      planId: plan!.id,
    })
    .returning();
  signIn = { studentId: student.id, token };
  try {
    const { points, duration } = ABUSE_LIMITS.sessionRequestsPerStudent;
    const statuses = [];
    for (let n = 0; n < points; n++) {
      const request = n % 2 ? 'student/session/waitlist/join' : 'student/session/book';
      statuses.push((await post(request, { sessionId: viva!.id })).status);
    }
    // Booked once; every later request refused (booked already), and each counted.
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((status) => status === 409)).toBe(true);
    const refused = await post('student/session/book', { sessionId: viva!.id });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      message: `Too many attempts. Please try again in ${duration / 60} minutes.`,
      code: 'too_many_requests',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(duration - 60);
    // Giving the place up is never held back by the count.
    expect((await post('student/session/cancel', { sessionId: viva!.id })).status).toBe(200);
  } finally {
    signIn = null;
  }
});
