import { callBff, SOMETHING_WENT_WRONG } from '@/lib/browser/bff';

import { notify } from '@/components/ui/notify';

/** What a form learns from a send: the data on success, or whether the network failed. */
export type Sent<T> = { ok: true; data: T | null } | { ok: false; thrown: boolean };

/**
 * Sends a form to one contract path through the BFF and toasts the answer (spec 000 §8): the
 * server's message on success or refusal, "Something went wrong" when the network fails. The form
 * only decides what happens next.
 */
export async function sendWithNotice<T = unknown>(
  path: string,
  body: Record<string, unknown> | FormData,
): Promise<Sent<T>> {
  try {
    const answer = await callBff<T>(path, body);
    if (answer.status !== 200) {
      notify.error(answer.message || SOMETHING_WENT_WRONG);
      return { ok: false, thrown: false };
    }
    notify.success(answer.message);
    return { ok: true, data: answer.data };
  } catch {
    notify.error(SOMETHING_WENT_WRONG);
    return { ok: false, thrown: true };
  }
}
