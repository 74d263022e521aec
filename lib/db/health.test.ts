import type { AddressInfo } from 'node:net';

import { createTestBackend } from '@/test/test-backend';

import { createApiServer } from '../calls/http-api-server';
import { createTestDatabase } from '@/test/test-database';
import { databaseAnswers } from './health';

it('tells whether the database answers', async () => {
  const opened = await createTestDatabase();
  expect(await databaseAnswers(opened.db)).toBe(true);
  await opened.close();
  expect(await databaseAnswers(opened.db)).toBe(false);
});

it('serves GET /health on the API tier without the app token: 200 while the database answers, then 503', async () => {
  const t = await createTestBackend();
  const server = createApiServer(t.backend, { appToken: 'app-token' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
  try {
    const up = await fetch(url);
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 200, message: 'ok', data: null });
    await t.close();
    const down = await fetch(url);
    expect(down.status).toBe(503);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
