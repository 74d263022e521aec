import 'server-only';

import { cookies } from 'next/headers';

import { ApiError, gatewayFor } from '@/lib/calls/api';
import { accountCalls } from './calls';

import { SESSION_COOKIE } from '../security/cookies';
import { getStudentSession } from './student-session';

const api = gatewayFor(accountCalls);

/** Where a server-rendered page sends the student when the API says the session is over. */
export const SESSION_ENDED_PATH = '/session-ended';

/** Deletes the Auth.js session cookie (and its chunks, if it was split). */
export async function clearSessionCookies(): Promise<void> {
  const jar = await cookies();
  for (const { name } of jar.getAll()) {
    if (name === SESSION_COOKIE || name.startsWith(`${SESSION_COOKIE}.`)) jar.delete(name);
  }
}

/** True when the API no longer accepts the stored session (checked before clearing it). */
export async function sessionIsOver(): Promise<boolean> {
  const session = await getStudentSession();
  if (!session) return true;
  try {
    await api.getProfile({}, session);
    return false;
  } catch (error) {
    return error instanceof ApiError && error.sessionEnded;
  }
}
