import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

import NextAuth, { CredentialsSignin } from 'next-auth';
import type { NextRequest } from 'next/server';
import Credentials from 'next-auth/providers/credentials';

import { firstIssueMessage } from '@/lib/calls/define-call';
import { ApiError, gatewayFor } from '@/lib/calls/api';
import { accountCalls } from './calls';

import { authConfig } from './auth-config';
import { tooManyAttempts } from '@/lib/limits/abuse-limits';
import { clientAddress } from '@/lib/limits/client-address';
import {
  endSignInAttempt,
  signInRetryAfter,
  startSignInAttempt,
} from '@/lib/limits/sign-in-limits';

import {
  DEVICE_COOKIE,
  DEVICE_MAX_AGE_SECONDS,
  deviceKeyOf,
  SIGN_IN_COOKIE_SECURE,
} from '../security/cookies';
import { signedInHintLine } from '../security/signed-in-hint';
import { logError } from '@/lib/log';

const api = gatewayFor(accountCalls);

/** Carries the API's own words ("Invalid email or password") back to the sign-in form. */
export class SignInRefused extends CredentialsSignin {
  constructor(
    message: string,
    /** 401 for the credentials, 429 for a limit (the web tier's or the backend's lock). */
    readonly status: 401 | 429 = 401,
  ) {
    super(message);
    this.code = message;
  }
}

/** What `authorize` learnt that Auth.js's answer (a redirect URL) cannot carry. */
export type SignInOutcome = {
  /** The API's success message, for the form. */
  message?: string;
  /**
   * Seconds to wait, when the attempt was refused by a sign-in limit: attempts sent at once all
   * pass the check made before Auth.js, and the one over the limit is refused inside it.
   */
  retryAfter?: number;
  /** The key this browser is to keep for the account (deviceCookie), after a success. */
  deviceKey?: string;
};

/** The outcome of the sign-in running in this async context. */
export const signInOutcome = new AsyncLocalStorage<SignInOutcome>();

/** Refuses the attempt for a sign-in limit, noting the wait for whoever answers the request. */
function refuseForLimit(wait: number): never {
  const outcome = signInOutcome.getStore();
  if (outcome) outcome.retryAfter = wait;
  throw new SignInRefused(tooManyAttempts(wait), 429);
}

/**
 * Revokes the API token inside a sign-in cookie that is being cleared. Auth.js calls this for
 * every sign-out, its own `POST /api/auth/signout` included, so no route ends a sign-in while
 * leaving a copied cookie usable.
 */
async function revokeSessionToken(jwt: Record<string, unknown> | null | undefined) {
  const token = typeof jwt?.apiToken === 'string' ? jwt.apiToken : null;
  const studentId = typeof jwt?.studentId === 'number' ? jwt.studentId : null;
  if (!token || studentId === null) return;
  try {
    await api.logout({}, { token, studentId });
  } catch (error) {
    // Already revoked or expired (403): nothing left to end.
    if (!(error instanceof ApiError)) logError('Sign-out could not reach the API', error);
  }
}

export const { handlers, signIn, signOut } = NextAuth({
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
        const email = String(credentials?.email ?? '');
        const client = clientAddress(request.headers);
        const wait = await startSignInAttempt(email, client);
        if (wait > 0) refuseForLimit(wait);
        let signedIn = false;
        let judged = false;
        try {
          // Auth.js hands over the posted fields as they came: this is a trust boundary.
          const input = accountCalls.login.request.safeParse({
            email,
            password: credentials?.password,
            device: deviceKeyOf(request.headers),
          });
          if (!input.success) throw new ApiError(422, firstIssueMessage(input.error));
          const { message, data } = await api.login(input.data);
          signedIn = true;
          const outcome = signInOutcome.getStore();
          if (outcome) {
            outcome.message = message;
            outcome.deviceKey = data.device;
          }
          return { id: String(data.studentId), studentId: data.studentId, apiToken: data.token };
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          // Wrong credentials, or the backend's own lock on the address: a failure.
          judged = error.status === 401 || error.status === 429;
          throw new SignInRefused(error.message, error.status === 429 ? 429 : 401);
        } finally {
          if (signedIn || !judged) await endSignInAttempt(email, client, { signedIn });
        }
      },
    }),
  ],
});

/** The cookie that keeps this browser's key for the account it signed in to, for a year. */
export const deviceCookie = (key: string) =>
  ({
    name: DEVICE_COOKIE,
    value: key,
    httpOnly: true,
    sameSite: 'lax',
    secure: SIGN_IN_COOKIE_SECURE,
    path: '/',
    maxAge: DEVICE_MAX_AGE_SECONDS,
  }) as const;

const CREDENTIALS_CALLBACK = '/api/auth/callback/credentials';

/**
 * Auth.js's POST routes, with the sign-in limits answered as a 429 and its Retry-After, where
 * Auth.js would only redirect with an error code: before a direct post to the credentials
 * callback reaches it, and when `authorize` refused one of a burst that all passed that check.
 */
export async function handleAuthPost(request: NextRequest): Promise<Response> {
  if (request.nextUrl.pathname === CREDENTIALS_CALLBACK) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    const email = form?.get('email');
    const wait = await signInRetryAfter(
      typeof email === 'string' ? email : '',
      clientAddress(request.headers),
    );
    if (wait > 0) return tooManyAttemptsResponse(wait);
    const outcome: SignInOutcome = {};
    const answer = await signInOutcome.run(outcome, () => handlers.POST(request));
    if (outcome.retryAfter) return tooManyAttemptsResponse(outcome.retryAfter);
    if (outcome.deviceKey) {
      const cookie = deviceCookie(outcome.deviceKey);
      answer.headers.append(
        'set-cookie',
        `${cookie.name}=${cookie.value}; Path=/; Max-Age=${cookie.maxAge}; HttpOnly; SameSite=Lax${cookie.secure ? '; Secure' : ''}`,
      );
      answer.headers.append('set-cookie', signedInHintLine(SIGN_IN_COOKIE_SECURE));
    }
    return answer;
  }
  return handlers.POST(request);
}

function tooManyAttemptsResponse(wait: number): Response {
  return Response.json(
    { status: 429, message: tooManyAttempts(wait), data: null, code: 'too_many_requests' },
    { status: 429, headers: { 'retry-after': String(wait), 'cache-control': 'no-store' } },
  );
}
