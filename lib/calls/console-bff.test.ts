import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import { auditLog, liveSessions, plans } from '@/lib/db/schema';
import { consoleSessionMessages } from '@/lib/live-sessions/texts';
import { addOperator, addStudent } from '@/test/fixtures';
import { multipartBody } from '@/test/multipart-body';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { handleBrowserCall } from '@/lib/platform/bff';
import { MAX_IMAGE_BYTES } from './domain';

/*
 * The console's BFF (/console/api/…): the console's uploads, made for the operator of the
 * console's cookie, refused to students, to visitors and to roles the call does not name.
 */

const t = embeddedTestBackend();
let editor: string;
let support: string;
let studentToken: string;
let sessionId: number;

beforeAll(async () => {
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  studentToken = (await addStudent(t.db, 'student@example.com', 'A Student')).token;
  const [plan] = await t.db
    .insert(plans)
    .values({
      name: 'Course',
      slug: 'course',
      price: '10.00',
      subTitle: '1 Month',
      durationDays: 30,
    })
    .returning();
  const [session] = await t.db
    .insert(liveSessions)
    .values({
      title: 'Pictured',
      slug: 'pictured',
      date: '2027-01-10',
      fromTime: '10:00',
      toTime: '11:00',
      planId: plan!.id,
      thumbnail: '/demo/sessions/one.webp',
    })
    .returning();
  sessionId = session!.id;
});

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 64, height: 36, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );

function upload(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request('http://localhost/console/api/console/session/picture', {
    method: 'POST',
    body: form,
  });
}

const asOperator = (token: string | null) => ({
  way: 'console' as const,
  readSignIn: async () => (token ? { operatorToken: token } : null),
});

const send = (request: Request, token: string | null) =>
  handleBrowserCall(request, 'console/session/picture', asOperator(token));

it('stores an editor’s picture re-encoded as WebP, shows it on the session and audits it', async () => {
  const res = await send(
    upload({
      sessionId: String(sessionId),
      picture: new Blob([await png()], { type: 'image/png' }),
    }),
    editor,
  );
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ message: consoleSessionMessages.picture.saved });
  const [row] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, sessionId));
  expect(row!.thumbnail).toMatch(/^[0-9a-f-]{36}\.webp$/);
  expect(body.data.picture).toBe(`/api/files/${row!.thumbnail}`);
  const stored = await readFile(path.join(t.dir, 'uploads', row!.thumbnail!));
  expect((await sharp(stored).metadata()).format).toBe('webp');
  const [entry] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'session.picture_changed'));
  expect(entry).toMatchObject({ actor: 'editor@example.com', targetId: String(sessionId) });
});

it('refuses a file that is not an image by its bytes, whatever it says it is', async () => {
  const [before] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, sessionId));
  const res = await send(
    upload({
      sessionId: String(sessionId),
      picture: new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' }),
    }),
    editor,
  );
  expect(res.status).toBe(422);
  expect((await res.json()).message).toBe(consoleSessionMessages.picture.notAnImage);
  const [after] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, sessionId));
  expect(after!.thumbnail).toBe(before!.thumbnail);
});

it('refuses a body over the limit while it streams', async () => {
  const form = new FormData();
  form.append('sessionId', String(sessionId));
  form.append(
    'picture',
    new Blob([new Uint8Array(MAX_IMAGE_BYTES + 200 * 1024)], { type: 'image/png' }),
  );
  const { contentType, body } = await multipartBody(form);
  const request = new Request('http://localhost/console/api/console/session/picture', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    duplex: 'half',
  } as RequestInit);
  const res = await send(request, editor);
  expect(res.status).toBe(413);
});

it('is for the console’s operators whose role the call names', async () => {
  const picture = new Blob([await png()], { type: 'image/png' });
  const fields = { sessionId: String(sessionId), picture };
  expect((await send(upload(fields), null)).status).toBe(401);
  expect((await send(upload(fields), support)).status).toBe(403);
  // A student's token is never looked up as an operator's.
  expect((await send(upload(fields), studentToken)).status).toBe(403);
});

it('answers 404 for a session that does not exist, storing nothing new', async () => {
  const res = await send(
    upload({ sessionId: '999999', picture: new Blob([await png()], { type: 'image/png' }) }),
    editor,
  );
  expect(res.status).toBe(404);
});

it('is not reachable through the students’ BFF, nor the students’ calls through it', async () => {
  const student = await handleBrowserCall(
    upload({ sessionId: String(sessionId), picture: new Blob([await png()]) }),
    'console/session/picture',
    async () => ({ studentId: 1, token: studentToken }),
  );
  expect(student.status).toBe(404);
  const viaConsole = await handleBrowserCall(
    new Request('http://localhost/console/api/contactus/save', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', message: 'hi' }),
    }),
    'contactus/save',
    asOperator(editor),
  );
  expect(viaConsole.status).toBe(404);
});
