import 'server-only';

import NextAuth, { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';

import { api, ApiError } from '@/lib/api';

import { SESSION_COOKIE, SESSION_COOKIE_SECURE, SESSION_MAX_AGE_SECONDS } from './cookies';
import { authSecret } from './secret';

/** Carries the API's own words ("Invalid email or password") back to the sign-in form. */
export class SignInRefused extends CredentialsSignin {
  constructor(message: string) {
    super(message);
    this.code = message;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  cookies: {
    sessionToken: {
      name: SESSION_COOKIE,
      options: { httpOnly: true, sameSite: 'lax', path: '/', secure: SESSION_COOKIE_SECURE },
    },
  },
  pages: { signIn: '/signin' },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(credentials) {
        try {
          const { data } = await api.login({
            email: String(credentials?.email ?? ''),
            password: String(credentials?.password ?? ''),
          });
          return { id: String(data.studentId), studentId: data.studentId, apiToken: data.token };
        } catch (error) {
          if (error instanceof ApiError) throw new SignInRefused(error.message);
          throw error;
        }
      },
    }),
  ],
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
});
