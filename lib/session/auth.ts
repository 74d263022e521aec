import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

import NextAuth, { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';

import { api, ApiError } from '@/lib/api';

import { authConfig } from './auth-config';
import {
  clientAddress,
  sharedLimiter,
  SIGN_IN_FAILURES_PER_CLIENT,
  tooManyFromClient,
} from './client-limiter';

/** Carries the API's own words ("Invalid email or password") back to the sign-in form. */
export class SignInRefused extends CredentialsSignin {
  constructor(message: string) {
    super(message);
    this.code = message;
  }
}

/**
 * The API's success message for the sign-in running in this async context, so the form can show
 * it (spec 000 §7); Auth.js itself only hands back a redirect URL.
 */
export const signInOutcome = new AsyncLocalStorage<{ message?: string }>();

/**
 * Revokes the API token inside a session cookie that is being cleared. Auth.js calls this for
 * every sign-out, its own `POST /api/auth/signout` included, so no route ends a session while
 * leaving a copied cookie usable.
 */
export async function revokeSessionToken(jwt: Record<string, unknown> | null | undefined) {
  const token = typeof jwt?.apiToken === 'string' ? jwt.apiToken : null;
  const studentId = typeof jwt?.studentId === 'number' ? jwt.studentId : null;
  if (!token || studentId === null) return;
  try {
    await api.logout({}, { token, studentId });
  } catch (error) {
    // Already revoked or expired (403): nothing left to end.
    if (!(error instanceof ApiError)) console.error('Sign-out could not reach the API', error);
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  events: {
    async signOut(message) {
      await revokeSessionToken('token' in message ? message.token : null);
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      // Every sign-in passes here, from the form's action or a direct POST to Auth.js's
      // callback, so the per-client limit is enforced here too.
      async authorize(credentials, request) {
        const failures = sharedLimiter('sign-in-failures', SIGN_IN_FAILURES_PER_CLIENT);
        const client = clientAddress(request.headers);
        const wait = failures.retryAfterMinutes(client);
        if (wait > 0) throw new SignInRefused(tooManyFromClient(wait));
        try {
          const { message, data } = await api.login({
            email: String(credentials?.email ?? ''),
            password: String(credentials?.password ?? ''),
          });
          const outcome = signInOutcome.getStore();
          if (outcome) outcome.message = message;
          return { id: String(data.studentId), studentId: data.studentId, apiToken: data.token };
        } catch (error) {
          if (error instanceof ApiError) {
            if (error.status === 401 || error.status === 429) failures.hit(client);
            throw new SignInRefused(error.message);
          }
          throw error;
        }
      },
    }),
  ],
});
