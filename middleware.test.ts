import { NextRequest, type NextFetchEvent } from 'next/server';

const SITE = 'http://localhost:3000';

// Loading middleware.ts builds Auth.js; a secret keeps it from writing one under .data/.
process.env.AUTH_SECRET ??= 'middleware-test-secret';

async function run(init: { method?: string; path?: string; headers?: Record<string, string> }) {
  const { default: middleware } = await import('@/middleware');
  const request = new NextRequest(`${SITE}${init.path ?? '/verify-otp'}`, {
    method: init.method ?? 'POST',
    headers: { host: 'localhost:3000', ...init.headers },
    body: init.method === 'GET' ? undefined : '[null]',
  });
  return (await middleware(request, {} as NextFetchEvent)) as Response;
}

describe('server actions and form posts to pages', () => {
  it.each([
    ['a foreign Origin', { 'next-action': 'abc', origin: 'https://evil.example' }],
    ['Origin null', { 'next-action': 'abc', origin: 'null' }],
    [
      'a plain cross-site form post (no Next-Action)',
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    ],
  ])('from %s get 403, not Next’s 500', async (_label, headers) => {
    const response = await run({ headers });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('Requests from other sites are not allowed');
  });

  it('from the site itself go on to the page', async () => {
    const response = await run({ headers: { 'next-action': 'abc', origin: SITE } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('still redirect a signed-out visitor away from a student page', async () => {
    const response = await run({ method: 'GET', path: '/profile' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${SITE}/signin?from=profile`);
  });
});
