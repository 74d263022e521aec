import 'server-only';

import { cookies } from 'next/headers';

import { ApiError, gatewayFor } from '@/lib/calls/api';
import { accountCalls } from './calls';

import { SIGN_IN_COOKIE } from '../security/cookies';
import { SIGNED_IN_HINT } from '../security/signed-in-hint';
import { getStudentSignIn } from './student-sign-in';

const api = gatewayFor(accountCalls);

/** Where a server-rendered page sends the student when the API says the sign-in is over. */
export const SESSION_ENDED_PATH = '/session-ended';

/** Deletes the Auth.js sign-in cookie (and its chunks, if it was split) and the page's hint. */
export async function clearSignInCookies(): Promise<void> {
  const jar = await cookies();
  for (const { name } of jar.getAll()) {
    if (name === SIGN_IN_COOKIE || name.startsWith(`${SIGN_IN_COOKIE}.`)) jar.delete(name);
  }
  jar.delete(SIGNED_IN_HINT);
}

/** True when the API no longer accepts the stored sign-in (checked before clearing it). */
export async function signInIsOver(): Promise<boolean> {
  const signIn = await getStudentSignIn();
  if (!signIn) return true;
  try {
    await api.getProfile({}, signIn);
    return false;
  } catch (error) {
    return error instanceof ApiError && error.signInEnded;
  }
}
