import { SOMETHING_WENT_WRONG, type CallResult } from '@/lib/calls/call-result';
import type { ErrorCode } from '@/lib/calls/error-codes';

import { notify } from '@/components/ui/notify';

/** How long a success notice stays before the next screen. */
export const REDIRECT_DELAY_MS = 2000;

/** What a form learns from a send: the data on success, or why it did not succeed. */
export type Sent<T> =
  | { ok: true; message: string; data: T | null }
  /** `thrown`: the call never got an answer (network); otherwise `status` is the refusal's. */
  | { ok: false; thrown: boolean; status: number; message: string; code?: ErrorCode };

export type NoticeTexts = {
  /** Shown when the call throws (a network failure); a function may read the error. */
  thrown?: string | ((error: unknown) => string);
  /** Shown when a refusal carries no message; defaults to the `thrown` text. */
  refused?: string;
  /** Shown when a success carries no message. */
  succeeded?: string;
};

/**
 * Waits for a call (a `bff.<call>` or a server action, both answering `{ status, message, data }`)
 * and toasts its answer: the server's message on success or refusal, the given
 * texts where it has none or the call throws. The form only decides what comes next.
 */
export async function sendWithNotice<T>(
  pending: Promise<CallResult<T>>,
  texts: NoticeTexts = {},
): Promise<Sent<T>> {
  const fallback = typeof texts.thrown === 'string' ? texts.thrown : SOMETHING_WENT_WRONG;
  let result: CallResult<T>;
  try {
    result = await pending;
  } catch (error) {
    const message = typeof texts.thrown === 'function' ? texts.thrown(error) : fallback;
    void notify.error(message || SOMETHING_WENT_WRONG);
    return { ok: false, thrown: true, status: 0, message: message || SOMETHING_WENT_WRONG };
  }
  if (result.status !== 200) {
    const message = result.message || texts.refused || fallback;
    void notify.error(message);
    return { ok: false, thrown: false, status: result.status, message, code: result.code };
  }
  const message = result.message || texts.succeeded || '';
  if (message) void notify.success(message);
  return { ok: true, message, data: result.data };
}
