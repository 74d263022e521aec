'use server';

import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';

import {
  forgetOperatorSession,
  getOperatorSession,
  keepOperatorSession,
} from '@/lib/auth/console-session';
import { api, ApiError } from '@/lib/calls/api';
import { empty } from '@/lib/calls/fields';
import { abuseLimits, tooManyAttempts } from '@/lib/limits/abuse-limits';
import { clientAddress } from '@/lib/limits/client-address';
import { logError } from '@/lib/log';

import { parseInput, refused, succeeded, type ActionResult } from '../calls/action-result';
import { operatorSignInSchema } from './calls';
import { consoleMessages } from './texts';

/*
 * The console's sign-in and sign-out: their answers hold the session token, which goes into the
 * console's httpOnly cookie and never to the page. Anyone can post any JSON to an action, so each
 * argument is checked before anything is read.
 */

/** An API that does not know the console's calls (an existing API behind API_BASE_URL). */
const isMissingCall = (error: ApiError) => error.status === 404 || error.status === 501;

/**
 * Signs an operator in (input: email, password, code). Failures count per client address as well
 * as per account (the backend's lock), so one address cannot try many accounts.
 */
export async function operatorSignInAction(input: unknown): Promise<ActionResult> {
  const parsed = parseInput(operatorSignInSchema, input);
  if (!parsed.ok) return parsed.result;
  const [limits, client] = [await abuseLimits(), clientAddress(await headers())];
  const wait = await limits.take('signInFailuresPerClient', client);
  if (wait > 0) return refused(429, tooManyAttempts(wait));
  try {
    const { message, data } = await api.operatorSignIn(parsed.data);
    await limits.reward('signInFailuresPerClient', client);
    await keepOperatorSession(data.token, new Date(data.expiresAt));
    return succeeded(message);
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof ApiError) {
      if (isMissingCall(error)) return refused(501, consoleMessages.unavailable);
      return refused(error.status, error.message, error.code);
    }
    await limits.reward('signInFailuresPerClient', client);
    logError('Console sign-in failed', error);
    return refused(502, 'Something went wrong');
  }
}

/** Ends the console session (no input): revoked on the server, the cookie cleared either way. */
export async function operatorSignOutAction(input: unknown = {}): Promise<ActionResult> {
  const parsed = parseInput(empty, input);
  if (!parsed.ok) return parsed.result;
  const session = await getOperatorSession();
  if (session) {
    try {
      await api.operatorSignOut({}, session);
    } catch (error) {
      unstable_rethrow(error);
      if (!(error instanceof ApiError)) logError('Console sign-out could not reach the API', error);
    }
  }
  await forgetOperatorSession();
  return succeeded(consoleMessages.signedOut);
}
