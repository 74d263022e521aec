import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

import sharp from 'sharp';

import { createEmbeddedTransport, createHttpTransport, installTransport } from '@/lib/calls/api';
import { createApiServer } from '@/lib/calls/http-api-server';
import { caller, imageBlob, PASSWORD } from '@/test/accounts-helpers';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { GET } from './route';

let t: TestBackend;
let server: Server;
let stored: string;

beforeAll(async () => {
  t = await createTestBackend();
  const call = caller(t);
  await call('register', {
    fullName: 'Asha Rao',
    email: 'files@example.com',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    profile: await imageBlob('jpeg', 64),
  });
  const login = await call('login', { email: 'files@example.com', password: PASSWORD });
  const profile = await call('getProfile', {}, (login.data as { token: string }).token);
  stored = (profile.data as Array<{ profile: string }>)[0].profile;

  server = createApiServer(t.backend, { appToken: 'static-app-token' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  installTransport(undefined);
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const get = (name: string) =>
  GET(new Request(`http://localhost/api/files/${encodeURIComponent(name)}`), {
    params: Promise.resolve({ name }),
  });

describe.each([
  ['embedded', () => createEmbeddedTransport(async () => t.backend)],
  [
    'http',
    () =>
      createHttpTransport({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        appToken: 'static-app-token',
      }),
  ],
])('through the %s transport', (_name, transport) => {
  beforeAll(() => installTransport(transport()));

  it('serves an uploaded photo, re-encoded as WebP', async () => {
    const response = await get(stored);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 64 });
  });

  it('answers 404 for unknown names and anything path-like', async () => {
    for (const name of ['0000.webp', '../pglite/PG_VERSION', '..%2Fauth-secret', 'x.svg']) {
      expect((await get(name)).status).toBe(404);
    }
  });
});
