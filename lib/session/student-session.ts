import 'server-only';

import { getToken } from 'next-auth/jwt';
import { headers } from 'next/headers';

import type { StudentSession } from '@/lib/api';

import { SESSION_COOKIE, SESSION_COOKIE_SECURE } from './cookies';
import { authSecret } from './secret';

export type { StudentSession } from '@/lib/api';

/**
 * The signed-in student and their API token, read from the encrypted httpOnly cookie on the
 * server. Null when signed out. The token never leaves the server.
 */
export async function getStudentSession(): Promise<StudentSession | null> {
  const jwt = await getToken({
    req: { headers: await headers() },
    secret: authSecret(),
    secureCookie: SESSION_COOKIE_SECURE,
    cookieName: SESSION_COOKIE,
    salt: SESSION_COOKIE,
  });
  if (!jwt || typeof jwt.apiToken !== 'string' || typeof jwt.studentId !== 'number') return null;
  return { token: jwt.apiToken, studentId: jwt.studentId };
}
