import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { clientAddress, installClientAddressHook, resolveClientAddress } from './client-address';

describe('resolveClientAddress', () => {
  it('takes the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.4', 0)).toBe('198.51.100.4');
    expect(resolveClientAddress(undefined, '::1', 0)).toBe('::1');
  });

  it('reads one X-Forwarded-For entry from the right per trusted proxy', () => {
    // The client wrote "1.1.1.1"; the one proxy appended the address it saw.
    expect(resolveClientAddress('1.1.1.1, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(resolveClientAddress('1.1.1.1, 203.0.113.9, 10.0.0.3', '10.0.0.2', 2)).toBe(
      '203.0.113.9',
    );
    expect(resolveClientAddress(undefined, '10.0.0.2', 3)).toBe('10.0.0.2');
  });
});

describe('the hook on a real HTTP server', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    installClientAddressHook(0);
    server = createServer((request, response) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      response.end(clientAddress(headers));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const seenAs = (headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve(body));
      });
      request.on('error', reject);
      request.end();
    });

  it('stamps the socket address over anything the client claims', async () => {
    expect(await seenAs({})).toBe('127.0.0.1');
    expect(await seenAs({ 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
    expect(await seenAs({ 'x-frcr-client-address': '203.0.113.9' })).toBe('127.0.0.1');
  });
});
