import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { keepAliveFetch, requestJson } from './keep-alive-fetch';

let server: Server;
let base: string;
const sockets = new Set<unknown>();

beforeAll(async () => {
  server = createServer((req, res) => {
    sockets.add(req.socket);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/empty') {
        res.writeHead(204).end();
        return;
      }
      if (req.url === '/text') {
        res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
        return;
      }
      if (req.url === '/big') {
        res.writeHead(206, { 'content-range': 'bytes 0-199999/400000' });
        res.end(Buffer.alloc(200_000, 7));
        return;
      }
      res.setHeader('set-cookie', ['a=1', 'b=2']);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          method: req.method,
          token: req.headers.token,
          length: req.headers['content-length'],
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

it('sends the method, headers and body, and answers like fetch', async () => {
  const body = JSON.stringify({ text: 'héllo' });
  const response = await keepAliveFetch(`${base}/call`, {
    method: 'POST',
    headers: { Token: 'app', 'Content-Type': 'application/json' },
    body,
  });
  expect(response.status).toBe(200);
  expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  expect(await response.json()).toEqual({
    method: 'POST',
    token: 'app',
    length: String(Buffer.byteLength(body)),
    body,
  });
});

it('streams a large answer and keeps one connection for calls in a row', async () => {
  for (let i = 0; i < 3; i++) {
    const response = await keepAliveFetch(`${base}/big`);
    expect(response.status).toBe(206);
    expect((await response.arrayBuffer()).byteLength).toBe(200_000);
  }
  const empty = await keepAliveFetch(`${base}/empty`, { method: 'DELETE' });
  expect(empty.status).toBe(204);
  expect(empty.body).toBeNull();
  expect((await keepAliveFetch(`${base}/call`, { method: 'HEAD' })).body).toBeNull();
  expect(sockets.size).toBe(1);
});

it('rejects when the host cannot be reached, as fetch does', async () => {
  await expect(keepAliveFetch('http://127.0.0.1:9/none')).rejects.toThrow();
});

describe('requestJson', () => {
  it('sends the method, headers and body with its length, and reads the JSON answer', async () => {
    const body = JSON.stringify({ text: 'héllo' });
    const answer = await requestJson(`${base}/call`, {
      method: 'POST',
      headers: { Token: 'app', 'Content-Type': 'application/json' },
      body,
    });
    expect(answer).toEqual({
      status: 200,
      json: { method: 'POST', token: 'app', length: String(Buffer.byteLength(body)), body },
    });
  });

  it('answers json null when the answer is not JSON, with its status', async () => {
    expect(await requestJson(`${base}/text`, { method: 'GET', headers: {} })).toEqual({
      status: 502,
      json: null,
    });
  });

  it('shares the kept-alive connection with keepAliveFetch', async () => {
    const before = sockets.size;
    for (let i = 0; i < 3; i++) {
      await requestJson(`${base}/call`, { method: 'POST', headers: {}, body: '{}' });
      await keepAliveFetch(`${base}/call`).then((response) => response.arrayBuffer());
    }
    expect(sockets.size).toBe(before);
  });

  it('rejects when the host cannot be reached', async () => {
    await expect(
      requestJson('http://127.0.0.1:9/none', { method: 'GET', headers: {} }),
    ).rejects.toThrow();
  });
});
