import { createHash } from 'node:crypto';

import { abuseLimits } from './abuse-limits';

/** Whose sign-in: the students' site or the console, whose failures never count for each other. */
export type SignInSide = 'site' | 'console';

const PER_ACCOUNT_AND_CLIENT = {
  site: 'signInFailuresPerAccountAndClient',
  console: 'operatorSignInFailuresPerAccountAndClient',
} as const;

/** One key per address and client; the address is hashed so the table holds no emails. */
function accountAndClient(email: string, client: string): string {
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  return `${account}|${client}`;
}

/** Seconds until this client may try this address again (0: now). */
export async function signInRetryAfter(email: string, client: string): Promise<number> {
  const limits = await abuseLimits();
  const [perClient, perAccount] = await Promise.all([
    limits.retryAfter('signInFailuresPerClient', client),
    limits.retryAfter('signInFailuresPerAccountAndClient', accountAndClient(email, client)),
  ]);
  return Math.max(perClient, perAccount);
}

/**
 * Counts a sign-in attempt against the client and against the address from that client before
 * the password is checked, so attempts sent at once cannot all reach the check; the seconds to
 * wait when this one went over either limit (0: go ahead). An attempt that turns out to be no
 * failure is given back by `endSignInAttempt`.
 */
export async function startSignInAttempt(
  email: string,
  client: string,
  side: SignInSide = 'site',
): Promise<number> {
  const limits = await abuseLimits();
  const waits = await Promise.all([
    limits.take('signInFailuresPerClient', client),
    limits.take(PER_ACCOUNT_AND_CLIENT[side], accountAndClient(email, client)),
  ]);
  return Math.max(...waits);
}

/**
 * Settles an attempt that was no failure: signed in (which also forgets this client's failures on
 * the address), or never judged (the API could not be asked, or refused the request itself).
 */
export async function endSignInAttempt(
  email: string,
  client: string,
  { signedIn, side = 'site' }: { signedIn: boolean; side?: SignInSide },
): Promise<void> {
  const limits = await abuseLimits();
  const key = accountAndClient(email, client);
  const perAccount = PER_ACCOUNT_AND_CLIENT[side];
  await Promise.all([
    limits.reward('signInFailuresPerClient', client),
    signedIn ? limits.forget(perAccount, key) : limits.reward(perAccount, key),
  ]);
}
