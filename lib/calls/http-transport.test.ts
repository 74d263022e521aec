import type { AddressInfo } from 'node:net';
import type { IncomingHttpHeaders, Server } from 'node:http';

import { createApiServer } from '@/lib/calls/http-api-server';
import { calls, type CallName } from '@/lib/platform/calls';
import { addPolicy, addStudent, addTestimonial } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { createEmbeddedTransport } from './embedded-transport';
import { ApiError } from './api-error';
import type { CallDefinition } from './define-call';
import { callApi, installTransport } from './gateway';
import { createHttpTransport } from './http-transport';
import type { Credentials, Transport } from './transport';

let t: TestBackend;
let server: Server;
let baseUrl: string;
let http: Transport;
let embedded: Transport;
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
let student: { id: number };
let token: string;

beforeAll(async () => {
  t = await createTestBackend({
    // Reports what reached the backend, so the test can see a multipart file arrive whole.
    editProfile: async (_deps, actor, input) => ({
      message: `Received ${input.profile ? input.profile.size : 0} bytes for ${input.fullName}`,
      data: {
        studentId: actor.studentId,
        fullName: input.fullName,
        email: input.email,
        mobileNumber: input.mobileNumber,
        countryCode: input.countryCode,
        profile: null,
        isSubscribe: 0,
      },
    }),
  });
  ({ student, token } = await addStudent(t.db));
  await addPolicy(t.db, 'privacypolicy', '<h2>Your data</h2><p>We keep little.</p>');
  await addTestimonial(t.db, student.id, '4.5', 'The viva sessions were superb.');

  server = createApiServer(t.backend, { appToken: 'static-app-token' });
  server.prependListener('request', (req) =>
    seen.push({ method: req.method, url: req.url, headers: req.headers }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  http = createHttpTransport({ baseUrl, appToken: 'static-app-token' });
  embedded = createEmbeddedTransport(async () => t.backend);
});

afterAll(async () => {
  installTransport(undefined);
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function through<K extends CallName>(
  transport: Transport,
  name: K,
  input: unknown,
  session?: Credentials,
) {
  installTransport(transport);
  try {
    return await callApi(name, calls[name] as CallDefinition, input as never, session);
  } catch (error) {
    if (error instanceof ApiError)
      return { error: error.status, message: error.message, signInEnded: error.signInEnded };
    throw error;
  }
}

const bothWays = async <K extends CallName>(name: K, input: unknown, session?: Credentials) => ({
  embedded: await through(embedded, name, input, session),
  http: await through(http, name, input, session),
});

it('answers a JSON call the same over the socket as in process', async () => {
  const { embedded: inProcess, http: overHttp } = await bothWays('policy', {
    key: 'privacypolicy',
  });
  expect(overHttp).toEqual(inProcess);
  expect(overHttp).toMatchObject({
    data: { key: 'privacypolicy', value: '<h2>Your data</h2><p>We keep little.</p>' },
  });
});

it('answers a GET call the same way and sends no body', async () => {
  seen.length = 0;
  const { embedded: inProcess, http: overHttp } = await bothWays('homeTestimonials', {});
  expect(overHttp).toEqual(inProcess);
  expect(overHttp).toMatchObject({ data: [{ fullName: 'Asha Rao', rating: 4.5 }] });
  expect(seen[0]).toMatchObject({ method: 'GET', url: '/dash/feedback/dashfeed' });
  expect(seen[0].headers['content-type']).toBeUndefined();
});

it('sends the static app Token, the x-token and JSON headers as the spec says', async () => {
  seen.length = 0;
  await through(http, 'contact', { email: 'reader@example.com', message: 'Hi' });
  expect(seen[0].headers).toMatchObject({
    token: 'static-app-token',
    'x-token': 'null',
    'content-type': 'application/json',
    accept: 'application/json',
  });

  seen.length = 0;
  await through(
    http,
    'editProfile',
    { fullName: 'Asha Rao', email: 'asha@example.com' },
    { token, studentId: student.id },
  );
  expect(seen[0].headers['x-token']).toBe(token);
});

it('sends multipart calls as form data with the file intact', async () => {
  const photo = new File([new Uint8Array(2048).fill(7)], 'me.jpg', { type: 'image/jpeg' });
  seen.length = 0;
  const result = await through(
    http,
    'editProfile',
    { fullName: 'Asha Rao', email: 'asha@example.com', profile: photo },
    { token, studentId: student.id },
  );
  expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(result).toMatchObject({
    message: 'Received 2048 bytes for Asha Rao',
    data: { studentId: student.id },
  });
});

it('maps a 403 to the end of the session on both transports', async () => {
  const { embedded: inProcess, http: overHttp } = await bothWays(
    'getProfile',
    {},
    { token: 'unknown-token', studentId: 1 },
  );
  expect(inProcess).toMatchObject({ error: 403, signInEnded: true });
  expect(overHttp).toEqual(inProcess);
});

it('refuses a caller without the app token', async () => {
  const stranger = createHttpTransport({ baseUrl, appToken: 'wrong' });
  expect(await through(stranger, 'policy', { key: 'privacypolicy' })).toMatchObject({ error: 401 });
});

it('reports validation failures with the same status and message', async () => {
  const raw = await fetch(`${baseUrl}/contactus/save`, {
    method: 'POST',
    headers: { Token: 'static-app-token', 'content-type': 'application/json' },
    body: JSON.stringify({ email: '' }),
  });
  expect(raw.status).toBe(422);
  expect(await raw.json()).toEqual({
    status: 422,
    message: 'Email Is Required',
    data: null,
    code: 'invalid_input',
  });
});

it('answers 404 for paths of no call', async () => {
  const raw = await fetch(`${baseUrl}/admin/drop`, {
    method: 'POST',
    headers: { Token: 'static-app-token' },
  });
  expect(raw.status).toBe(404);
  expect(calls.policy.path).toBe('privacypolicy/view');
});
