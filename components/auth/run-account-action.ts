import { notify } from '@/components/ui/notify';

type Outcome = { ok: boolean; message: string };

type Texts = {
  /** Shown when the action itself throws (a network failure). */
  thrown: string;
  /** Shown when a refusal carries no message. */
  refused?: string;
  /** Shown when a success carries no message. */
  succeeded?: string;
};

/**
 * Runs an account server action and toasts its answer (spec 000 §8). Resolves true on success,
 * so the form only decides where to go next.
 */
export async function runAccountAction(action: () => Promise<Outcome>, texts: Texts) {
  let result: Outcome;
  try {
    result = await action();
  } catch {
    result = { ok: false, message: texts.thrown };
  }
  if (!result.ok) {
    notify.error(result.message || texts.refused || texts.thrown);
    return false;
  }
  notify.success(result.message || texts.succeeded || '');
  return true;
}
