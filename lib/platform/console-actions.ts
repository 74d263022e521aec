'use server';

import { revalidateTag } from 'next/cache';
import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';

import {
  forgetOperatorSignIn,
  getConsoleDeviceKey,
  getOperatorSignIn,
  keepConsoleDevice,
  keepOperatorSignIn,
} from '@/lib/operators/console-sign-in';
import { endSignInAttempt, startSignInAttempt } from '@/lib/limits/sign-in-limits';
import { calls, type CallName, type Calls } from '@/lib/platform/calls';
import type { DataOf, RequestOf } from '@/lib/calls/define-call';
import { ApiError, gatewayFor } from '@/lib/calls/api';
import { envelopeOf, runCall, type Entrance } from '@/lib/calls/edge';
import { empty } from '@/lib/calls/fields';
import { abuseLimits, tooManyAttempts } from '@/lib/limits/abuse-limits';
import { clientAddress } from '@/lib/limits/client-address';
import { logError } from '@/lib/log';
import { routes } from '@/lib/routes';

import { parseInput, refused, succeeded, type ActionResult } from '../calls/action-result';
import { operatorSignInSchema } from '../operators/calls';
import { consoleMessages } from '../operators/texts';

const api = gatewayFor(calls);

/*
 * The console's sign-in and sign-out: their answers hold the sign-in token, which goes into the
 * console's httpOnly cookie and never to the page. Anyone can post any JSON to an action, so each
 * argument is checked before anything is read.
 */

/**
 * The statuses that say the API does not know a console call (an existing API behind
 * API_BASE_URL). For sign-in a 404 says so too; for a write it is the record it names being gone
 * (the console's pages have found out whether the API has a console before any write is made).
 */
const MISSING_CALL = { signIn: [404, 501], write: [501] } as const;

/** A failed console call as its form shows it: the API's refusal, or that it could not be asked. */
function consoleRefusal(
  error: unknown,
  what: string,
  missing: readonly number[] = MISSING_CALL.write,
): ActionResult<never> {
  if (error instanceof ApiError) {
    if (missing.includes(error.status)) return refused(501, consoleMessages.unavailable);
    return refused(error.status, error.message, error.code);
  }
  logError(`${what} failed`, error);
  return refused(502, 'Something went wrong');
}

/**
 * Signs an operator in (input: email, password, code). Failures count per client address, and
 * per address and client, before the backend is asked (so attempts sent at once all count);
 * the backend's lock on the address counts them from every client, and a browser the operator
 * signed in from before passes it with its key (docs/console.md, "Signing in").
 */
export async function operatorSignInAction(input: unknown): Promise<ActionResult> {
  const parsed = parseInput(operatorSignInSchema, input);
  if (!parsed.ok) return parsed.result;
  const { email } = parsed.data;
  const client = clientAddress(await headers());
  const wait = await startSignInAttempt(email, client, 'console');
  if (wait > 0) return refused(429, tooManyAttempts(wait));
  let signedIn = false;
  let judged = false;
  try {
    const { message, data } = await api.operatorSignIn({
      ...parsed.data,
      device: await getConsoleDeviceKey(),
    });
    signedIn = true;
    await keepOperatorSignIn(data.token, new Date(data.expiresAt));
    await keepConsoleDevice(data.device);
    return succeeded(message);
  } catch (error) {
    unstable_rethrow(error);
    // Wrong credentials, or the lock on the address: a failure. An API that could not be asked,
    // or refused the request itself, judged nothing.
    judged = error instanceof ApiError && (error.status === 401 || error.status === 429);
    return consoleRefusal(error, 'Console sign-in', MISSING_CALL.signIn);
  } finally {
    if (signedIn || !judged) {
      await endSignInAttempt(email, client, { signedIn, side: 'console' });
    }
  }
}

const NOT_A_FORM = 'The request must be the sign-in form';

/**
 * The sign-in page's form (useActionState): signs in as above and goes to the console, or answers
 * the refusal for the form to show. A form action, so a post before the page's script has loaded
 * still goes to the server, never into the address as a query.
 */
export async function operatorSignInFormAction(
  _previous: ActionResult | null,
  form: FormData,
): Promise<ActionResult> {
  // Anyone can post any arguments to an action: without the form's fields there is nothing to read.
  if (!(form instanceof FormData)) return refused(422, NOT_A_FORM);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const result = await operatorSignInAction({
    email: field('email'),
    password: field('password'),
    code: field('code'),
  });
  if (result.status === 200) redirect(routes.console.path);
  return result;
}

/**
 * The sign-out button's form: ends the sign-in as below and goes to the sign-in page. A form,
 * so it works before the page's script has loaded.
 */
export async function operatorSignOutFormAction(): Promise<void> {
  await operatorSignOutAction();
  redirect(routes.consoleSignIn.path);
}

/**
 * Ends the console sign-in (no input): revoked on the server through the console's pipeline
 * (a failure is logged there), the cookie cleared either way.
 */
export async function operatorSignOutAction(input: unknown = {}): Promise<ActionResult> {
  const parsed = parseInput(empty, input);
  if (!parsed.ok) return parsed.result;
  if (await getOperatorSignIn()) {
    await runCall(calls, 'operatorSignOut', () => parsed.data, await consoleEntrance());
  }
  await forgetOperatorSignIn();
  return succeeded(consoleMessages.signedOut);
}

/*
 * The console's one server action for its calls (docs/architecture.md, "Server actions derived
 * from definitions"): a form posts the call's name and its input, and the edge pipeline does the
 * rest with the console's audience. No action per write, and none named in an endpoint.
 */

/** The calls the console's forms make through `consoleCall`: operators' calls `via: 'action'`. */
export type ConsoleActionCall = {
  [K in CallName]: Calls[K] extends { access: 'operator'; via: 'action' } ? K : never;
}[CallName];

/** The console's audience: the operator from the console's cookie, the console's calls only. */
async function consoleEntrance(): Promise<Entrance> {
  return {
    ways: ['action'],
    access: ['operator'],
    readSignIn: getOperatorSignIn,
    client: async () => clientAddress(await headers()),
    writes: true,
    invalidate: revalidateTag,
    rethrow: unstable_rethrow,
  };
}

/**
 * The input's field a 422 is about (the first failing one, as the message is), so the form ties
 * the message to that control (docs/console.md, "Forms"). Parsed again only on a refusal.
 */
function fieldOf(name: ConsoleActionCall, input: unknown): { field?: string } {
  const parsed = calls[name].request.safeParse(input);
  const key = parsed.success ? undefined : parsed.error.issues[0]?.path[0];
  return typeof key === 'string' ? { field: key } : {};
}

/**
 * Makes the console call `name` with a form's `input`: refused (404) unless it is an operator's
 * call reached by a server action, as the BFF refuses a call of another way; the operator from
 * the console's cookie; on success the cache tags its definition names made stale on every
 * instance, and the page its definition `opens` (a new lesson's) opened.
 */
export async function consoleCall<K extends ConsoleActionCall>(
  name: K,
  input: RequestOf<Calls[K]>,
): Promise<ActionResult<DataOf<Calls[K]>> & { field?: string }> {
  if (typeof name !== 'string') return refused(404, 'Not found') as never;
  const outcome = await runCall(calls, name, () => input, await consoleEntrance());
  if (!outcome.ok) {
    // An API behind API_BASE_URL that has no console (the pages found out before any write).
    if (outcome.status === 501) return refused(501, consoleMessages.unavailable) as never;
    return { ...envelopeOf(outcome), ...(outcome.status === 422 ? fieldOf(name, input) : {}) };
  }
  const opens = (calls[name] as { opens?: (data: unknown) => string }).opens;
  if (opens) redirect(opens(outcome.data));
  return envelopeOf(outcome) as never;
}

/**
 * Completes an invitation (input: token, password, confirmPassword, code): answers the recovery
 * codes, shown once. No sign-in yet, so refusals count against the client's sign-in limit.
 */
export async function completeEnrolmentAction(
  input: unknown,
): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  const parsed = parseInput(calls.completeEnrolment.request, input);
  if (!parsed.ok) return parsed.result;
  const [limits, client] = [await abuseLimits(), clientAddress(await headers())];
  const wait = await limits.take('signInFailuresPerClient', client);
  if (wait > 0) return refused(429, tooManyAttempts(wait));
  try {
    const { message, data } = await api.completeEnrolment(parsed.data);
    await limits.reward('signInFailuresPerClient', client);
    return { status: 200, message, data: { recoveryCodes: data.recoveryCodes } };
  } catch (error) {
    unstable_rethrow(error);
    if (!(error instanceof ApiError)) await limits.reward('signInFailuresPerClient', client);
    return consoleRefusal(error, 'Console enrolment');
  }
}
