import { createHash } from 'node:crypto';

import { abuseLimits } from './abuse-limits';

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

/** Counts a refused sign-in against the client and against the address from that client. */
export async function countSignInFailure(email: string, client: string): Promise<void> {
  const limits = await abuseLimits();
  await Promise.all([
    limits.fail('signInFailuresPerClient', client),
    limits.fail('signInFailuresPerAccountAndClient', accountAndClient(email, client)),
  ]);
}

/** A successful sign-in forgets this client's failures on the address. */
export async function forgetSignInFailures(email: string, client: string): Promise<void> {
  await (
    await abuseLimits()
  ).forget('signInFailuresPerAccountAndClient', accountAndClient(email, client));
}
