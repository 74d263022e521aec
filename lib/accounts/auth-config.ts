import type { NextAuthConfig } from 'next-auth';

import {
  SIGN_IN_COOKIE,
  SIGN_IN_COOKIE_SECURE,
  SIGN_IN_MAX_AGE_SECONDS,
} from '../security/cookies';
import { authSecret } from '../security/secret';

/**
 * The Auth.js settings that only read the sign-in (cookie, secret, callbacks). Middleware builds
 * its `auth` from this alone, so it never loads the provider and, through it, the backend.
 */
export const authConfig = {
  secret: authSecret(),
  trustHost: true,
  session: { strategy: 'jwt', maxAge: SIGN_IN_MAX_AGE_SECONDS },
  cookies: {
    sessionToken: {
      name: SIGN_IN_COOKIE,
      options: { httpOnly: true, sameSite: 'lax', path: '/', secure: SIGN_IN_COOKIE_SECURE },
    },
  },
  pages: { signIn: '/signin' },
  providers: [],
  logger: {
    // A refused sign-in is an answer, not a fault: the form shows the API's message.
    error(error) {
      // `type`, not `name`: class names do not survive minification.
      if ((error as { type?: string }).type === 'CredentialsSignin') return;
      // One JSON line like lib/log.ts writes; this config also runs in middleware, where pino
      // cannot, and Auth.js's errors carry no credentials.
      console.error(
        JSON.stringify({
          level: 'error',
          time: new Date().toISOString(),
          msg: 'Auth.js error',
          err: { type: (error as { type?: string }).type, message: error.message },
        }),
      );
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.studentId = user.studentId;
        token.apiToken = user.apiToken;
      }
      return token;
    },
    // What reaches the browser (/api/auth/session): the student id, never the API token.
    session({ session, token }) {
      return { ...session, studentId: token.studentId as number };
    },
  },
} satisfies NextAuthConfig;
