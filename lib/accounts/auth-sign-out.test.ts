import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';

import { resolveSignInToken } from '@/lib/accounts/sign-in-tokens';
import { addStudent } from '@/test/fixtures';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { handlers } from './auth';
import { SIGN_IN_COOKIE } from '../security/cookies';
import { authSecret } from '../security/secret';

const SITE = 'http://localhost:3000';
const t = embeddedTestBackend();

/** The sign-in cookie Auth.js would have set at sign-in for this student and API token. */
async function sessionCookie(studentId: number, apiToken: string) {
  const value = await encode({
    token: { sub: String(studentId), studentId, apiToken },
    secret: authSecret(),
    salt: SIGN_IN_COOKIE,
  });
  return `${SIGN_IN_COOKIE}=${value}`;
}

function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

it('Auth.js’s own POST /api/auth/signout revokes the API token, so a copied cookie stops working', async () => {
  const { student, token } = await addStudent(t.db, 'copied-cookie@example.com');
  const session = await sessionCookie(student.id, token);

  const csrf = await handlers.GET(new NextRequest(`${SITE}/api/auth/csrf`));
  const { csrfToken } = await csrf.json();
  const signOut = await handlers.POST(
    new NextRequest(`${SITE}/api/auth/signout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        cookie: `${session}; ${cookiesFrom(csrf)}`,
      },
      body: new URLSearchParams({ csrfToken, callbackUrl: '/' }),
    }),
  );
  expect(signOut.status).toBeLessThan(400);
  expect(signOut.headers.getSetCookie().join('\n')).toContain(`${SIGN_IN_COOKIE}=;`);

  // The cookie the attacker copied before the sign-out now names a revoked token.
  expect(await resolveSignInToken(t.db, token, new Date())).toBeNull();
  const answer = await t.backend.handle('getProfile', { token, input: {} });
  expect(answer.status).toBe(403);
});
