import { z } from 'zod';

import { callNames, calls, type CallName } from '@/lib/platform/calls';
import type { CallDefinition } from '@/lib/calls/define-call';
import { MAX_ID } from '@/lib/calls/fields';
import { addStudent } from '@/test/fixtures';
import { multipartBody } from '@/test/multipart-body';
import { rowCounts } from '@/test/row-counts';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { handleBrowserCall } from '@/lib/platform/bff';

/*
 * Every call the browser can reach, driven the way an attacker would: from another site, in
 * encodings a plain HTML form can send, and with malformed values. Each answer is a 4xx and
 * nothing is written.
 */

const SITE = 'http://localhost:3000';
const t = embeddedTestBackend();
let signIn: { token: string; studentId: number };

beforeAll(async () => {
  const { student, token } = await addStudent(t.db, 'target@example.com');
  signIn = { token, studentId: student.id };
});

const browserCalls = callNames.filter((name) => calls[name].via === 'bff');
const writes = browserCalls.filter((name) => calls[name].method !== 'GET');

function send(name: CallName, init: { headers?: Record<string, string>; body?: BodyInit }) {
  const call = calls[name];
  const request = new Request(`${SITE}/api/${call.path}`, {
    method: call.method,
    headers: { host: 'localhost:3000', ...init.headers },
    body: init.body,
    duplex: 'half',
  } as RequestInit);
  return handleBrowserCall(request, call.path, async () => signIn);
}

async function expectRefused(response: Response, status: number | ((s: number) => boolean)) {
  const body = await response.json();
  if (typeof status === 'number') expect(response.status).toBe(status);
  else expect(status(response.status)).toBe(true);
  expect(body.status).toBe(response.status);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
}

const is4xx = (status: number) => status >= 400 && status < 500;

describe.each(writes)('%s refuses cross-site writes', (name) => {
  const json = calls[name].encoding === 'multipart' ? 'multipart/form-data' : 'application/json';

  it.each([
    ['another site', { origin: 'https://evil.example', 'content-type': json }],
    ['a sandboxed frame', { origin: 'null', 'content-type': json }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site', 'content-type': json }],
  ])('from %s: 403 and nothing written', async (_label, headers) => {
    const before = await rowCounts(t.db);
    await expectRefused(await send(name, { headers, body: '{}' }), 403);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it.each([
    ['text/plain', 'email=a%40b.co&message=hi'],
    ['application/x-www-form-urlencoded', 'email=a%40b.co&message=hi'],
  ])('a same-site %s body: 415 and nothing written', async (type, body) => {
    const before = await rowCounts(t.db);
    await expectRefused(
      await send(name, { headers: { origin: SITE, 'content-type': type }, body }),
      415,
    );
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('same-site JSON writes go through', () => {
  it('contactus/save from the site itself stores the message', async () => {
    const before = await rowCounts(t.db);
    const response = await send('contact', {
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.com', message: 'Hello' }),
    });
    expect(response.status).toBe(200);
    expect((await rowCounts(t.db)).contact_messages).toBe(before.contact_messages + 1);
  });

  it('student/feedback/save acts for the sign-in’s student', async () => {
    const response = await send('saveFeedback', {
      headers: { origin: SITE, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ type: 'WEBSITE', rating: 4, description: 'Useful', studentId: 1 }),
    });
    expect(response.status).toBe(200);
  });
});

const tooBigId = MAX_ID + 1;
const idFields = ['videoId', 'subshortId', 'commentId', 'sessionId', 'shortId', 'planId'];

/** The fields a call's request names (unknown fields are dropped, so only these can be wrong). */
function requestFields(name: CallName): string[] {
  const fields = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const { properties } = node as { properties?: Record<string, unknown> };
    if (properties) Object.keys(properties).forEach((field) => fields.add(field));
    Object.values(node).forEach(visit);
  };
  visit(z.toJSONSchema(calls[name].request, { io: 'input', unrepresentable: 'any' }));
  return [...fields];
}

const generic: Array<[string, string]> = [
  ['null', 'null'],
  ['an array', '[]'],
  ['a number', '0'],
  ['a string', '"x"'],
  ['broken JSON', '{"email":'],
  ['a 2 MB string', JSON.stringify('x'.repeat(2 * 1024 * 1024))],
];

describe.each(writes)('%s answers malformed input with a 4xx', (name) => {
  const multipart = calls[name].encoding === 'multipart';
  const type = multipart ? 'multipart/form-data; boundary=x' : 'application/json';
  const fields = requestFields(name);
  const ids = idFields.filter((field) => fields.includes(field));

  it.each(generic)('%s', async (_label, body) => {
    const before = await rowCounts(t.db);
    await expectRefused(
      await send(name, { headers: { origin: SITE, 'content-type': type }, body }),
      is4xx,
    );
    expect(await rowCounts(t.db)).toEqual(before);
  });

  if (!multipart && ids.length > 0) {
    it(`ids of 2^31 (${ids.join(', ')})`, async () => {
      const before = await rowCounts(t.db);
      const body = JSON.stringify(Object.fromEntries(ids.map((field) => [field, tooBigId])));
      await expectRefused(
        await send(name, { headers: { origin: SITE, 'content-type': type }, body }),
        is4xx,
      );
      expect(await rowCounts(t.db)).toEqual(before);
    });
  }

  if (!multipart && fields.length > 0) {
    it(`wrong types for every field (${fields.join(', ')})`, async () => {
      const before = await rowCounts(t.db);
      const body = JSON.stringify(Object.fromEntries(fields.map((field) => [field, { no: 1 }])));
      await expectRefused(
        await send(name, { headers: { origin: SITE, 'content-type': type }, body }),
        is4xx,
      );
      expect(await rowCounts(t.db)).toEqual(before);
    });
  }

  it('an over-cap multipart body: 413 (or 415 for JSON calls) before it is read whole', async () => {
    const form = new FormData();
    form.set('fullName', 'Big Upload');
    form.set(
      'profile',
      new Blob([new Uint8Array((calls[name] as CallDefinition).maxBodyBytes + 1)]),
      'big.jpg',
    );
    const { contentType, body } = await multipartBody(form);
    const before = await rowCounts(t.db);
    const response = await send(name, {
      headers: { origin: SITE, 'content-type': contentType },
      body,
    });
    await expectRefused(response, multipart ? 413 : 415);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe.each(browserCalls.filter((name) => calls[name].method === 'GET'))(
  '%s (GET) answers odd query strings without a 5xx',
  (name) => {
    it('ids of 2^31 and junk parameters', async () => {
      const call = calls[name];
      const request = new Request(
        `${SITE}/api/${call.path}?videoId=${tooBigId}&limit=x&offset=-1&__proto__=1`,
        { headers: { origin: 'https://evil.example' } },
      );
      const response = await handleBrowserCall(request, call.path, async () => signIn);
      expect(response.status).toBeLessThan(500);
    });
  },
);
