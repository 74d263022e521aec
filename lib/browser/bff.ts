import { loadPage } from './navigate';

/**
 * The browser's way to the API: POST to the BFF at /api/<contract path>, which adds the session
 * from the httpOnly cookie. Client components only; the token never passes through here.
 */

export type BffAnswer<T> = { status: number; message: string; data: T | null };

export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Spec 000 §4: a 403 clears the session (the BFF already dropped the cookie) and goes home. */
export function endSessionSilently(): Promise<never> {
  loadPage('/');
  // The page is going away; leave the caller's busy state as it is until it does.
  return new Promise<never>(() => {});
}

/**
 * Calls one contract path. Resolves with the envelope for any answer (success is status 200);
 * never resolves on a 403, which ends the session; rejects only when the network fails.
 */
export async function callBff<T = unknown>(
  path: string,
  body: Record<string, unknown> | FormData = {},
): Promise<BffAnswer<T>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: isForm
      ? { accept: 'application/json' }
      : { 'content-type': 'application/json', accept: 'application/json' },
    body: isForm ? body : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const envelope = (await response.json().catch(() => null)) as BffAnswer<T> | null;
  const status = envelope?.status ?? response.status;
  if (response.status === 403 || status === 403) return endSessionSilently();
  if (!envelope) return { status: response.status, message: SOMETHING_WENT_WRONG, data: null };
  return {
    status: response.ok ? status : response.status,
    message: envelope.message,
    data: envelope.data ?? null,
  };
}
