import { callBff, SOMETHING_WENT_WRONG } from '@/lib/browser/bff';

import { notify } from '@/components/ui/notify';

/** A call's answer as forms read it: a server action's result, or a BFF envelope mapped to one. */
export type Outcome<T> = { ok: boolean; message: string; data?: T | null };

/** What a form learns from a send: the data on success, or whether the call itself failed. */
export type Sent<T> = { ok: true; data: T | null } | { ok: false; thrown: boolean };

type Texts = {
  /** Shown when the call throws (a network failure); a function may read the error. */
  thrown: string | ((error: unknown) => string);
  /** Shown when a refusal carries no message; defaults to the `thrown` text. */
  refused?: string;
  /** Shown when a success carries no message. */
  succeeded?: string;
};

/**
 * Runs a call and toasts its answer (spec 000 §8): the server's message on success or refusal,
 * the given texts where it has none or the call throws. The form only decides what comes next.
 */
export async function runWithNotice<T = unknown>(
  call: () => Promise<Outcome<T>>,
  texts: Texts,
): Promise<Sent<T>> {
  let result: Outcome<T>;
  try {
    result = await call();
  } catch (error) {
    const message = typeof texts.thrown === 'function' ? texts.thrown(error) : texts.thrown;
    notify.error(message || texts.refused || SOMETHING_WENT_WRONG);
    return { ok: false, thrown: true };
  }
  if (!result.ok) {
    const fallback = typeof texts.thrown === 'string' ? texts.thrown : SOMETHING_WENT_WRONG;
    notify.error(result.message || texts.refused || fallback);
    return { ok: false, thrown: false };
  }
  notify.success(result.message || texts.succeeded || '');
  return { ok: true, data: result.data ?? null };
}

/** Sends a form to one contract path through the BFF and toasts the answer. */
export function sendWithNotice<T = unknown>(
  path: string,
  body: Record<string, unknown> | FormData,
): Promise<Sent<T>> {
  return runWithNotice<T>(
    async () => {
      const answer = await callBff<T>(path, body);
      return { ok: answer.status === 200, message: answer.message, data: answer.data };
    },
    { thrown: SOMETHING_WENT_WRONG },
  );
}
