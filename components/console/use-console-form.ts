'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

/** What a console call answers a form: a 422 may name the input's field it is about. */
export type ConsoleAnswer = { status: number; message: string; field?: string };

type Said = { ok: boolean; message: string; field?: string } | null;

const broken: ConsoleAnswer = { status: 502, message: 'Something went wrong' };

/** Statuses that refuse what was typed or chosen (the schema, a body refused while it streams). */
const ABOUT_THE_INPUT = new Set([400, 413, 415, 422]);

/**
 * One console form's state: busy while its request runs (its buttons, `SubmitButton` and `Button`
 * with an `onClick`, are also disabled until the page is hydrated), and the answer tied to the
 * control it is about, as the students' forms do (components/ui/form/field.tsx): `errorFor(field)`
 * is the message for that control, `said` what is left for beside the button. A form of one
 * control (`only`) takes every refusal of its input; a form of several (`fields`), a 422 naming
 * one of them. A refusal about a field the form does not show (an id it was given) is said beside
 * the button. `run` answers the call's answer when it worked (a form that shows its data, or
 * clears its controls), null when refused. Which console forms and row buttons are built on it:
 * docs/console.md, "Forms".
 */
export function useConsoleForm({
  only,
  fields = [],
  refresh = true,
}: {
  only?: string;
  fields?: readonly string[];
  /** Reads the page again after a success; not where the page would then lose the answer. */
  refresh?: boolean;
} = {}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Said>(null);

  const tiedTo = answer && !answer.ok ? answer.field : undefined;

  /** Makes the request: the answer when it worked (its data for the form), null when refused. */
  async function run<P extends Promise<ConsoleAnswer>>(
    request: () => P,
  ): Promise<Awaited<P> | null> {
    setBusy(true);
    const result: ConsoleAnswer = await request().catch(() => broken);
    setBusy(false);
    const ok = result.status === 200;
    const field = ok
      ? undefined
      : only
        ? ABOUT_THE_INPUT.has(result.status)
          ? only
          : undefined
        : result.field && fields.includes(result.field)
          ? result.field
          : undefined;
    setAnswer({ ok, message: result.message, ...(field ? { field } : {}) });
    if (!ok) return null;
    if (refresh) router.refresh();
    return result as Awaited<P>;
  }

  return {
    busy,
    run,
    /** Clears the answer (a new file chosen, say). */
    forget: () => setAnswer(null),
    /** The refusal about `field`'s control, for `<Field error>`. */
    errorFor: (field: string) => (tiedTo === field && answer ? answer.message : undefined),
    /** The answer not tied to a control: said beside the button (`<ConsoleSaid>`). */
    said: answer && !tiedTo ? answer : null,
  };
}
