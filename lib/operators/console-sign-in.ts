import 'server-only';

import { cookies } from 'next/headers';

import { ApiError } from '@/lib/calls/api';
import { downloadRefusal } from '@/lib/calls/csv';
import type { OperatorSignIn } from '@/lib/calls/transport';
import {
  CONSOLE_SIGN_IN_HOURS,
  consoleMessages,
  KNOWN_DEVICE_UNUSED_DAYS,
} from '@/lib/operators/texts';

import {
  CONSOLE_COOKIE,
  CONSOLE_DEVICE_COOKIE,
  SIGN_IN_COOKIE_SECURE as secure,
} from '../security/cookies';

// httpOnly and SameSite=Strict; the backend looks its token up in the operators' own table.
const CONSOLE_PATH = '/console';

/** A sign-in token as the backend issues it (32 random bytes, base64url). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The operator's sign-in, as the cookie holds it; null without one. */
export async function getOperatorSignIn(): Promise<OperatorSignIn | null> {
  const value = (await cookies()).get(CONSOLE_COOKIE)?.value;
  return value && TOKEN.test(value) ? { operatorToken: value } : null;
}

export async function keepOperatorSignIn(token: string, expiresAt: Date) {
  (await cookies()).set({
    name: CONSOLE_COOKIE,
    value: token,
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: CONSOLE_PATH,
    expires: expiresAt,
    maxAge: CONSOLE_SIGN_IN_HOURS * 60 * 60,
  });
}

export async function forgetOperatorSignIn() {
  (await cookies()).set({
    name: CONSOLE_COOKIE,
    value: '',
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: CONSOLE_PATH,
    maxAge: 0,
  });
}

/** The key this browser keeps for the operator it last signed in as, if any. */
export async function getConsoleDeviceKey(): Promise<string | undefined> {
  const value = (await cookies()).get(CONSOLE_DEVICE_COOKIE)?.value;
  return value && TOKEN.test(value) ? value : undefined;
}

/** Keeps the browser's key after a sign-in, for as long as the backend remembers an unused key. */
export async function keepConsoleDevice(key: string) {
  (await cookies()).set({
    name: CONSOLE_DEVICE_COOKIE,
    value: key,
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: CONSOLE_PATH,
    maxAge: KNOWN_DEVICE_UNUSED_DAYS * 24 * 60 * 60,
  });
}

/**
 * A console download for the signed-in operator: `make` reads what it needs with their sign-in.
 * Without one, or with one the API no longer knows, 401; a role that may not read it, 403; the
 * API's other refusals as they are.
 */
export async function consoleDownload(
  make: (operator: OperatorSignIn) => Promise<Response>,
): Promise<Response> {
  const operator = await getOperatorSignIn();
  if (!operator) return downloadRefusal(401, consoleMessages.signInRequired);
  try {
    return await make(operator);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const ended = error.status === 403 && error.code !== 'role_refused';
    return downloadRefusal(ended ? 401 : error.status, error.message);
  }
}
