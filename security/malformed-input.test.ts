import { callNames, calls, type CallName } from '@/lib/platform/calls';
import type { CallDefinition } from '@/lib/calls/define-call';

import { Browser } from './support/client';
import { startServer, type RunningServer } from './support/server';

/*
 * Every handler, driven over HTTP with what a careless client or an attacker sends: broken JSON,
 * JSON that is not an object, fields of the wrong type, missing fields, bodies over the cap,
 * multipart where JSON is expected and unexpected parts. Each answer is a 4xx, never a 5xx, and
 * the student's data reads the same afterwards.
 */

let server: RunningServer;
let student: Browser;

const browserCalls = callNames.filter((name) => calls[name].via === 'bff');
const bodyCalls = browserCalls.filter((name) => calls[name].method !== 'GET');

beforeAll(async () => {
  server = await startServer();
  student = new Browser(server.baseURL);
  await student.signUp('malformed@example.com', 'Radiology1', 'Mal Formed');
  await student.signIn('malformed@example.com', 'Radiology1');
}, 120_000);
afterAll(() => server?.stop());

/** What the student can read of their own data; a refused request must leave it as it was. */
async function snapshot() {
  const reads: Partial<Record<CallName, Record<string, unknown>>> = {
    getProfile: {},
    planHistory: {},
    listComments: { subshortId: 1, limit: 100, offset: 0 },
  };
  const seen: Record<string, unknown> = {};
  for (const [name, input] of Object.entries(reads) as [CallName, Record<string, unknown>][]) {
    if (!(name in calls)) continue;
    seen[name] = (await student.call(name, input)).body?.data ?? null;
  }
  return JSON.stringify(seen);
}

const is4xx = (status: number) => status >= 400 && status < 500;

/** Every field the call names, each holding an object; null for calls that take no fields. */
function wrongTypes(name: CallName): Record<string, unknown> | null {
  const shape = (calls[name].request as { shape?: Record<string, unknown> }).shape;
  const keys = shape ? Object.keys(shape) : [];
  if (keys.length === 0) return null;
  return Object.fromEntries(keys.map((key) => [key, { nested: [2 ** 31, null] }]));
}

describe.each(bodyCalls)('%s', (name) => {
  const call = calls[name] as CallDefinition;
  const path = `/api/${call.path}`;
  const json = { 'content-type': 'application/json' };

  it('answers 4xx to broken JSON, non-objects, wrong types and oversized bodies', async () => {
    const before = await snapshot();
    const attempts: [string, { headers: Record<string, string>; body: BodyInit }][] = [
      ['broken JSON', { headers: json, body: '{"email": ' }],
      ['null', { headers: json, body: 'null' }],
      ['an array', { headers: json, body: '[]' }],
      ['a number', { headers: json, body: '0' }],
      ['a string', { headers: json, body: '"x"' }],
      [
        'an oversized body',
        { headers: json, body: JSON.stringify({ description: 'x'.repeat(call.maxBodyBytes + 1) }) },
      ],
      [
        'urlencoded',
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' },
      ],
      ['text/plain', { headers: { 'content-type': 'text/plain' }, body: '{}' }],
    ];
    const wrong = wrongTypes(name);
    if (wrong) attempts.push(['wrong types', { headers: json, body: JSON.stringify(wrong) }]);
    if (call.encoding === 'multipart') {
      const form = new FormData();
      form.append('unexpected', new Blob([new Uint8Array(1024)]), 'payload.bin');
      form.append('fullName', new Blob(['not text']), 'name.txt');
      attempts.push(['unexpected parts', { headers: {}, body: form }]);
      const big = new FormData();
      big.append('profile', new Blob([new Uint8Array(call.maxBodyBytes + 1024)]), 'big.png');
      attempts.push(['an upload over the cap', { headers: {}, body: big }]);
    } else {
      const form = new FormData();
      form.append('description', 'hello');
      attempts.push(['multipart where JSON is expected', { headers: {}, body: form }]);
    }
    const answers: string[] = [];
    for (const [label, init] of attempts) {
      const answer = await student.send(path, { method: call.method, ...init });
      answers.push(`${label}: ${answer.status}`);
      expect({ label, status: answer.status, is4xx: is4xx(answer.status) }).toEqual({
        label,
        status: answer.status,
        is4xx: true,
      });
    }
    expect(await snapshot()).toBe(before);
  }, 60_000);

  it('never answers 5xx to an empty object', async () => {
    const answer = await student.send(path, { method: call.method, headers: json, body: '{}' });
    expect(answer.status).toBeLessThan(500);
  });
});

describe('the other route handlers', () => {
  it.each([
    ['GET', '/api/files/..%2F..%2Fetc%2Fpasswd'],
    ['GET', '/api/files/%00'],
    ['GET', `/api/files/${'a'.repeat(5000)}.webp`],
    ['GET', '/api/media/..%2Fsecret.webm'],
    ['GET', '/api/media/%ff'],
    ['POST', '/api/revalidate'],
    ['GET', '/api/nope/nothing'],
    ['DELETE', '/api/student/getprofile'],
    ['POST', '/api/auth/callback/credentials'],
    ['POST', '/api/webhooks/razorpay'],
    ['POST', '/api/webhooks/paypal'],
  ])('%s %s answers below 500', async (method, path) => {
    const answer = await student.send(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{"broken": ',
    });
    expect(answer.status).toBeLessThan(500);
  });
});

describe('server action and form posts to pages', () => {
  const deep = '['.repeat(50_000) + ']'.repeat(50_000);
  const text = { 'next-action': '00ab', 'content-type': 'text/plain;charset=UTF-8' };
  // A form action's reply as React sends it: multipart, its arguments as JSON in field "0".
  const multipart = { 'next-action': '00ab', 'content-type': 'multipart/form-data; boundary=x' };
  const part = (name: string, value: string, filename?: string) =>
    `--x\r\nContent-Disposition: form-data; name="${name}"${
      filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''
    }\r\n\r\n${value}\r\n--x--\r\n`;
  it.each([
    ['a JSON string', text, '"x"'],
    ['[NaN]', text, '[NaN]'],
    ['a broken object', text, '{'],
    ['arrays 50,000 deep', text, deep],
    ['2 MB', text, `["${'a'.repeat(2 * 1024 * 1024)}"]`],
    ['JSON', { 'next-action': '00ab', 'content-type': 'application/json' }, '{"a":1}'],
    [
      'a broken multipart body',
      { 'next-action': '00ab', 'content-type': 'multipart/form-data; boundary=x' },
      '--x\r\nContent-Disposition: form-data; name="1_$ACTION_ID_00ab"\r\n\r\n',
    ],
    ['a multipart reply with no root', multipart, part('1_email', 'a@b.c')],
    ['a multipart reply whose root is not JSON', multipart, part('0', '[null,')],
    ['a multipart reply 50,000 deep', multipart, part('0', deep)],
    ['a multipart reply with a file', multipart, part('0', '[]', 'x.png')],
    ['a JSON form post', { 'content-type': 'application/json' }, '{"a":1}'],
  ])('%s answers 4xx, not 500', async (_label, headers, body) => {
    for (const path of ['/signin', '/verify-otp', '/']) {
      const answer = await student.send(path, { headers, body });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it('lets Auth.js’s error page answer 4xx', async () => {
    const answer = await student.send('/api/auth/error?error=Configuration', { method: 'GET' });
    expect(answer.status).toBe(400);
  });
});
