import { NextRequest } from 'next/server';

import { ABUSE_LIMITS } from '@/lib/limits/abuse-limits';
import { CLIENT_ADDRESS_HEADER } from '@/lib/limits/client-address';
import { PASSWORD, registerAndSignIn } from '@/test/accounts-helpers';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { handleAuthPost, handlers } from '../accounts/auth';
import { DEVICE_COOKIE, SIGN_IN_COOKIE } from '../security/cookies';

const SITE = 'http://localhost:3000';
const t = embeddedTestBackend();

/** A direct POST to Auth.js's credentials callback, as a script would send it, from `client`. */
async function signIn(client: string, email: string, password: string) {
  const csrf = await handlers.GET(new NextRequest(`${SITE}/api/auth/csrf`));
  const { csrfToken } = await csrf.json();
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const response = await handleAuthPost(
    new NextRequest(`${SITE}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        cookie,
        [CLIENT_ADDRESS_HEADER]: client,
        'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250)}`,
      },
      body: new URLSearchParams({ csrfToken, email, password, callbackUrl: '/' }),
    }),
  );
  const signedIn = response.headers
    .getSetCookie()
    .some(
      (line) => line.startsWith(`${SIGN_IN_COOKIE}=`) && !line.startsWith(`${SIGN_IN_COOKIE}=;`),
    );
  return { response, signedIn };
}

it('stops one client guessing an address, while the owner elsewhere still signs in', async () => {
  await registerAndSignIn(t, 'target@example.com');
  const { points, duration } = ABUSE_LIMITS.signInFailuresPerAccountAndClient;
  for (let i = 0; i < points; i++) {
    const attempt = await signIn('203.0.113.31', 'target@example.com', `Wrong-pass${i}`);
    expect(attempt.response.status).toBe(302);
    expect(attempt.signedIn).toBe(false);
  }
  const refused = await signIn('203.0.113.31', 'target@example.com', PASSWORD);
  expect(refused.response.status).toBe(429);
  expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(duration - 60);
  expect(refused.signedIn).toBe(false);

  // The same client may still try other addresses, and the owner's own client is not locked out.
  expect((await signIn('203.0.113.31', 'other@example.com', 'Wrong-pass1')).response.status).toBe(
    302,
  );
  expect((await signIn('203.0.113.32', 'target@example.com', PASSWORD)).signedIn).toBe(true);
}, 120_000);

it('stops one client spraying passwords across addresses', async () => {
  const { points } = ABUSE_LIMITS.signInFailuresPerClient;
  for (let i = 0; i < points; i++) {
    const attempt = await signIn('203.0.113.33', `spray${i}@example.com`, 'Radiology1');
    expect(attempt.response.status).toBe(302);
  }
  const refused = await signIn('203.0.113.33', 'spray-next@example.com', 'Radiology1');
  expect(refused.response.status).toBe(429);
  expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(
    (await signIn('203.0.113.34', 'spray-next@example.com', 'Radiology1')).response.status,
  ).toBe(302);
}, 120_000);

it('answers every attempt of a burst past the limit with 429, not an Auth.js redirect', async () => {
  await registerAndSignIn(t, 'burst-target@example.com');
  const { points } = ABUSE_LIMITS.signInFailuresPerAccountAndClient;
  // Sent at once, all pass the check made before Auth.js; the limit is taken inside authorize.
  const attempts = await Promise.all(
    Array.from({ length: points + 3 }, (_, i) =>
      signIn('203.0.113.35', 'burst-target@example.com', `Wrong-pass${i}`),
    ),
  );
  const statuses = attempts.map((attempt) => attempt.response.status).sort();
  expect(statuses).toEqual([...Array(points).fill(302), 429, 429, 429]);
  for (const attempt of attempts.filter((a) => a.response.status === 429)) {
    expect(Number(attempt.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await attempt.response.json()).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
  }
  expect(attempts.some((attempt) => attempt.signedIn)).toBe(false);
}, 120_000);

it('gives a browser that signed in its key, which passes the address’s lock', async () => {
  await registerAndSignIn(t, 'keyed@example.com');
  const first = await signIn('203.0.113.40', 'keyed@example.com', PASSWORD);
  expect(first.signedIn).toBe(true);
  const device = first.response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  expect(device).toMatch(/HttpOnly/);
  expect(device).toMatch(/SameSite=Lax/);
});

it('gives a browser that signed in by a direct post the pages’ hint, and one refused none', async () => {
  await registerAndSignIn(t, 'hinted-post@example.com');
  const hint = (response: Response) =>
    response.headers.getSetCookie().find((line) => line.startsWith('frcr.signed-in='));
  const refused = await signIn('203.0.113.41', 'hinted-post@example.com', 'Wrong-pass1');
  expect(refused.signedIn).toBe(false);
  expect(hint(refused.response)).toBeUndefined();
  const signedIn = await signIn('203.0.113.41', 'hinted-post@example.com', PASSWORD);
  expect(signedIn.signedIn).toBe(true);
  expect(hint(signedIn.response)).toMatch(
    /^frcr\.signed-in=1; Path=\/; Max-Age=\d+; SameSite=Lax$/,
  );
});
