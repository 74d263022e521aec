import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest, type NextFetchEvent } from 'next/server';

import { config } from '@/middleware';
import { SIGN_IN_COOKIE } from '@/lib/security/cookies';
import { authConfig } from '@/lib/accounts/auth-config';

const SITE = 'http://localhost:3000';

// Loading middleware.ts builds Auth.js; a secret keeps it from writing one under .data/.
process.env.AUTH_SECRET ??= 'middleware-test-secret';

async function run(init: {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}) {
  const { default: middleware } = await import('@/middleware');
  const body = init.method === 'GET' ? undefined : (init.body ?? '[null]');
  const request = new NextRequest(`${SITE}${init.path ?? '/verify-otp'}`, {
    method: init.method ?? 'POST',
    headers: {
      host: 'localhost:3000',
      ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      ...init.headers,
    },
    body,
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
    const response = await run({
      headers: { 'next-action': 'abc', origin: SITE, 'content-type': 'text/plain;charset=UTF-8' },
      body: '[{"email":"a@b.co","password":"x"}]',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('still redirect a signed-out visitor away from a student page', async () => {
    const response = await run({ method: 'GET', path: '/profile' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${SITE}/signin?from=profile`);
  });

  it('keep a viva room’s invitation through Sign In', async () => {
    const invite = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
    const response = await run({ method: 'GET', path: `/practice/viva/42?invite=${invite}` });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      `${SITE}/signin?from=practice%2Fviva&id=42&invite=${invite}`,
    );
  });
});

describe('server action bodies Next cannot decode', () => {
  const action = { 'next-action': 'abc', origin: SITE, 'content-type': 'text/plain;charset=UTF-8' };
  const deep = '['.repeat(50_000) + ']'.repeat(50_000);

  it.each([
    ['a JSON string', '"x"', 400],
    ['not JSON', '[NaN]', 400],
    ['a broken object', '{', 400],
    ['an object, not the arguments array', '{"email":"a@b.co"}', 400],
    ['arrays nested 50,000 deep', deep, 413],
    ['2 MB', `["${'a'.repeat(2 * 1024 * 1024)}"]`, 413],
  ])('refuses %s before Next reads it', async (_label, body, status) => {
    const response = await run({ headers: action, body });
    expect(response.status).toBe(status);
    expect((await response.json()).status).toBe(status);
  });

  it('refuses arrays nested deeper than any argument of ours, small as they are', async () => {
    const response = await run({ headers: action, body: '['.repeat(40) + ']'.repeat(40) });
    expect(response.status).toBe(400);
  });

  it('refuses JSON sent as an action (ours send text, or a form as multipart)', async () => {
    const response = await run({
      headers: { ...action, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });

  describe('a form action’s multipart reply', () => {
    const multipart = { ...action, 'content-type': 'multipart/form-data; boundary=x' };
    const form = (...parts: [name: string, value: string, file?: string][]) =>
      parts
        .map(
          ([name, value, file]) =>
            `--x\r\nContent-Disposition: form-data; name="${name}"${
              file ? `; filename="${file}"\r\nContent-Type: image/png` : ''
            }\r\n\r\n${value}\r\n`,
        )
        .join('') + '--x--\r\n';

    it('lets React’s reply through: its arguments in field 0, the form’s fields beside', async () => {
      const body = form(['0', '[null,"$K1"]'], ['1_email', 'a@b.co'], ['1_code', '123456']);
      const response = await run({ headers: multipart, body });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-next')).toBe('1');
    });

    it.each([
      ['no parts at all', '--x--', 400],
      ['no arguments', form(['1_email', 'a@b.co']), 400],
      ['arguments that are not JSON', form(['0', '[null,']), 400],
      ['arguments that are no array', form(['0', '{"a":1}']), 400],
      ['arguments nested 40 deep', form(['0', '['.repeat(40) + ']'.repeat(40)]), 400],
      ['a numbered part that is not JSON', form(['0', '[]'], ['2', 'x']), 400],
      ['a file', form(['0', '[]'], ['1_photo', 'PNG', 'a.png']), 415],
    ])('refuses %s', async (_label, body, status) => {
      const response = await run({ headers: multipart, body });
      expect(response.status).toBe(status);
    });
  });

  it('refuses a form post to a page of a type no form sends, or too long', async () => {
    const json = await run({
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const long = await run({
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      body: `a=${'b'.repeat(100_000)}`,
    });
    expect(long.status).toBe(413);
  });
});

describe('server action bodies holding React’s references', () => {
  const action = { 'next-action': 'abc', origin: SITE, 'content-type': 'text/plain;charset=UTF-8' };

  // React's decoder reads any other "$" string as a reference; to nothing, Next answers 500.
  it.each([
    ['a Map', '[{"email":"$Q5"}]'],
    ['another part of the body', '["$F0"]'],
    ['a server function and a temporary reference', '["$h1","$T"]'],
    ['a promise', '[{"email":"a@b.co","password":"$@1"}]'],
    ['a bare "$"', '["$"]'],
    ['a form’s fields in a body that has no form', '["$K1"]'],
    ['a reference nested deep in the arguments', '[{"a":[{"b":["x","$1"]}]}]'],
    ['a stream', '["$R1"]'],
    ['a typed array', '[{"photo":"$A1"}]'],
  ])('refuses %s with 400 before Next decodes it', async (_label, body) => {
    const response = await run({ headers: action, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, message: 'Malformed request' });
  });

  it('lets through the "$" values React writes for plain fields: text that starts with "$", undefined, NaN', async () => {
    for (const body of [
      JSON.stringify([{ email: '$$dollar@b.co', password: '$$', note: 'costs $5' }]),
      '[{"email":"a@b.co","code":"$undefined","days":"$NaN","a":"$Infinity","b":"$-Infinity","c":"$-0"}]',
      // Keys are never decoded.
      '[{"$Q5":"x"}]',
    ]) {
      const response = await run({ headers: action, body });
      expect(response.headers.get('x-middleware-next')).toBe('1');
    }
  });

  const multipart = { ...action, 'content-type': 'multipart/form-data; boundary=x' };
  const form = (...parts: [name: string, value: string][]) =>
    parts
      .map(
        ([name, value]) =>
          `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + '--x--\r\n';

  it('refuses references in a form action’s multipart reply but its form’s own fields', async () => {
    const allowed = await run({
      headers: multipart,
      body: form(['0', '[{"status":401,"code":"$undefined"},"$K1"]'], ['1_email', '$Q5']),
    });
    expect(allowed.headers.get('x-middleware-next')).toBe('1');
    for (const body of [
      form(['0', '[null,"$Q1"]']),
      form(['0', '[null,"$K1"]'], ['1', '["$h2"]']),
    ]) {
      expect((await run({ headers: multipart, body })).status).toBe(400);
    }
  });

  describe('a form posted without JavaScript', () => {
    const noScript = { origin: SITE, 'content-type': 'multipart/form-data; boundary=x' };
    const meta = (bound: unknown) => JSON.stringify({ id: 'abc', bound });

    it('goes on as React writes it: the action, its arguments and the form’s fields', async () => {
      for (const body of [
        form(
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', meta('$@1')],
          ['$ACTION_1:1', '[null]'],
          ['$ACTION_KEY', 'k1'],
          ['email', '$Q5'],
        ),
        form(['$ACTION_ID_abc', ''], ['email', 'a@b.co']),
        form(['email', 'a@b.co']),
      ]) {
        const response = await run({ headers: noScript, body });
        expect(response.headers.get('x-middleware-next')).toBe('1');
      }
    });

    it.each([
      [
        'arguments holding a reference',
        [
          ['$ACTION_1:0', meta('$@1')],
          ['$ACTION_1:1', '["$Q5"]'],
        ],
      ],
      [
        'no arguments (the action would get the form in their place)',
        [['$ACTION_1:0', meta(null)]],
      ],
      ['arguments in a field that is not there', [['$ACTION_1:0', meta('$@2')]]],
      [
        'arguments that are not JSON',
        [
          ['$ACTION_1:0', meta('$@1')],
          ['$ACTION_1:1', '['],
        ],
      ],
      ['no action named', [['$ACTION_1:0', '{']]],
      [
        'an action that is a reference',
        [
          ['$ACTION_1:0', JSON.stringify({ id: '$h1', bound: '$@1' })],
          ['$ACTION_1:1', '[]'],
        ],
      ],
    ] as [string, [string, string][]][])('refuses %s with 400', async (_label, parts) => {
      const response = await run({
        headers: noScript,
        body: form(['$ACTION_REF_1', ''], ...parts),
      });
      expect(response.status).toBe(400);
    });
  });
});

describe('the pages’ sign-in hint', () => {
  const hintLine = (response: Response) =>
    response.headers.getSetCookie().find((line) => line.startsWith('frcr.signed-in='));
  const signInCookie = async () => {
    const { encode } = await import('next-auth/jwt');
    const value = await encode({
      token: { sub: '7', studentId: 7, apiToken: 'api-token' },
      // The secret the middleware's Auth.js was built with, whichever source it came from.
      secret: authConfig.secret,
      salt: SIGN_IN_COOKIE,
    });
    return `${SIGN_IN_COOKIE}=${value}`;
  };

  it('is dropped by a student page that finds no sign-in', async () => {
    const response = await run({
      method: 'GET',
      path: '/profile',
      headers: { cookie: 'frcr.signed-in=1' },
    });
    expect(response.status).toBe(307);
    expect(hintLine(response)).toMatch(/^frcr\.signed-in=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });

  it('comes back, readable by the page, for a sign-in that lost it', async () => {
    const response = await run({
      method: 'GET',
      path: '/profile',
      headers: { cookie: await signInCookie() },
    });
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(hintLine(response)).toMatch(/^frcr\.signed-in=1;.*Path=\/.*SameSite=lax/i);
    expect(hintLine(response)).not.toMatch(/HttpOnly/i);
  });

  it('is left as it is when it agrees with the sign-in', async () => {
    const signedIn = await run({
      method: 'GET',
      path: '/signin',
      headers: { cookie: `${await signInCookie()}; frcr.signed-in=1` },
    });
    expect(signedIn.status).toBe(307);
    expect(hintLine(signedIn)).toBeUndefined();
    const visitor = await run({ method: 'GET', path: '/signin' });
    expect(hintLine(visitor)).toBeUndefined();
  });
});

describe('which requests the middleware sees', () => {
  const matches = (path: string, headers: Record<string, string> = {}) =>
    unstable_doesMiddlewareMatch({ config, url: path, headers });

  it('every server action, whatever its path: a file’s extension, the API, Next’s own', () => {
    for (const path of [
      '/console/enrol.txt',
      '/favicon.ico',
      '/api/x',
      '/_next/x',
      '/console/api/x',
      '/signin',
    ]) {
      expect({ path, matched: matches(path, { 'next-action': 'abc' }) }).toEqual({
        path,
        matched: true,
      });
    }
  });

  it('pages, and not the files, the API or the routes that read their own bodies', () => {
    expect(matches('/signin')).toBe(true);
    expect(matches('/console/enrol')).toBe(true);
    for (const path of [
      '/console/enrol.txt',
      '/api/x',
      '/console/api/console/lesson/cover',
      '/console/lesson-media/1',
      '/console/case-dicom/1',
      '/console/lesson-upload/1/part',
      '/_next/static/a.js',
    ]) {
      expect({ path, matched: matches(path) }).toEqual({ path, matched: false });
    }
  });

  it.each([['null'], ['https://evil.example']])(
    'refuses a server action to a path with an extension from Origin %s with 403',
    async (origin) => {
      const response = await run({
        path: '/console/enrol.txt',
        headers: { 'next-action': 'abc', origin },
      });
      expect(response.status).toBe(403);
    },
  );
});
