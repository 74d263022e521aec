import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { GET } from './route';

/*
 * The route as deployed behind API_BASE_URL (the embedded database case is checked in
 * lib/db/health.test.ts, the query this route runs).
 */
let server: Server;
let base: string;
let apiStatus = 200;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.statusCode = apiStatus;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.API_BASE_URL = base;
});
afterAll(async () => {
  delete process.env.API_BASE_URL;
  await new Promise((resolve) => server.close(resolve));
});

it('answers 200 while the API tier answers, 503 when it fails or is gone', async () => {
  const up = await GET();
  expect(up.status).toBe(200);
  expect(await up.json()).toEqual({ status: 'ok', api: 'ok' });

  apiStatus = 503;
  expect((await GET()).status).toBe(503);

  process.env.API_BASE_URL = 'http://127.0.0.1:1/';
  const gone = await GET();
  expect(gone.status).toBe(503);
  expect(await gone.json()).toEqual({ status: 'unavailable', api: 'unavailable' });
  process.env.API_BASE_URL = base;
});
