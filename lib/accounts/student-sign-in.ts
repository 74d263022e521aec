import 'server-only';

import { LRUCache } from 'lru-cache';
import { decode, getToken, type JWT, type JWTDecodeParams } from 'next-auth/jwt';
import { headers } from 'next/headers';

import type { StudentSignIn } from '@/lib/calls/api';

import { SIGN_IN_COOKIE, SIGN_IN_COOKIE_SECURE } from '../security/cookies';
import { authSecret } from '../security/secret';

export type { StudentSignIn } from '@/lib/calls/api';

/**
 * Sign-in cookies already opened, by their value. Opening one (Auth.js derives the key, then
 * decrypts) takes about 1.5 ms, a tenth of a student page's own server time, and a student sends
 * the same cookie with every request. Only a cookie that opened is kept, and no longer than it is
 * valid; signing out still ends the sign-in at once, because the backend checks the API token
 * inside on every call.
 */
const opened = new LRUCache<string, JWT>({ max: 5_000 });

async function openCookie(params: JWTDecodeParams): Promise<JWT | null> {
  const known = params.token ? opened.get(params.token) : undefined;
  if (known) return known;
  const jwt = await decode(params);
  const validFor = typeof jwt?.exp === 'number' ? jwt.exp * 1000 - Date.now() : 0;
  if (jwt && params.token && validFor > 0)
    opened.set(params.token, Object.freeze(jwt), { ttl: validFor });
  return jwt;
}

/** The student a request's sign-in cookie names, with their API token; null when signed out. */
export async function readStudentSignIn(requestHeaders: Headers): Promise<StudentSignIn | null> {
  const jwt = await getToken({
    req: { headers: requestHeaders },
    secret: authSecret(),
    secureCookie: SIGN_IN_COOKIE_SECURE,
    cookieName: SIGN_IN_COOKIE,
    salt: SIGN_IN_COOKIE,
    decode: openCookie,
  });
  if (!jwt || typeof jwt.apiToken !== 'string' || typeof jwt.studentId !== 'number') return null;
  return { token: jwt.apiToken, studentId: jwt.studentId };
}

/**
 * The signed-in student and their API token, read from the encrypted httpOnly cookie on the
 * server. Null when signed out. The token never leaves the server.
 */
export async function getStudentSignIn(): Promise<StudentSignIn | null> {
  return readStudentSignIn(await headers());
}
