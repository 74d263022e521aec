import 'server-only';

import type { Backend } from '@/lib/calls/backend';
import { systemActor } from '@/lib/calls/actor';
import { receivePaymentWebhook } from '@/lib/plans/payments';
import { BodyRefused, readCapped, wireRequestOf } from '@/lib/calls/read-call-input';

/** Both providers' events are a few kilobytes; anything far larger is not theirs. */
export const WEBHOOK_MAX_BYTES = 64 * 1024;

export type WebhookProvider = 'Razorpay' | 'PayPal';

const answer = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * A payment provider's webhook, server to server: no session and no origin to check, since the
 * signature over the raw body is the authentication, so the body is read as bytes (capped while
 * it streams) and never reparsed before the adapter verifies it. The backend (the process's, which
 * the route passes) acts as the system. With API_BASE_URL set the payments live on that API
 * server, and the providers' webhooks must be pointed there instead.
 */
export async function handlePaymentWebhook(
  provider: WebhookProvider,
  request: Request,
  backend: () => Promise<Backend>,
): Promise<Response> {
  if (process.env.API_BASE_URL) {
    return answer(404, `${provider} webhooks are received by the API server`);
  }
  let rawBody: string;
  try {
    rawBody = new TextDecoder().decode(await readCapped(wireRequestOf(request), WEBHOOK_MAX_BYTES));
  } catch (error) {
    if (error instanceof BodyRefused) return answer(error.status, error.message);
    throw error;
  }
  const { deps } = await backend();
  const task = `${provider.toLowerCase()}-webhook`;
  const result = await receivePaymentWebhook(deps, systemActor(task), provider, {
    rawBody,
    headers: request.headers,
  });
  return answer(result.status, result.message);
}
