'use client';

import type { ActionResult } from '@/lib/calls/action-result';

import { Button, type ButtonVariant } from '@/components/ui/button';

import { ConsoleSaid } from './console-said';
import { useConsoleForm } from './use-console-form';

type Props = {
  label: string;
  /** The button's accessible name when its words need the row to be told apart ("Up"). */
  name?: string;
  /** A console server action bound to its input. */
  act: () => Promise<ActionResult>;
  /** Asked before acting, for what cannot be undone. */
  confirm?: string;
  variant?: ButtonVariant;
};

/** One operator write from a list row: the answer is said beside it, and the list read again. */
export function ConsoleActionButton({ label, name, act, confirm, variant = 'outline' }: Props) {
  const { busy, run, said } = useConsoleForm();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant={variant}
        aria-label={name}
        disabled={busy}
        onClick={() => {
          if (confirm && !window.confirm(confirm)) return;
          void run(act);
        }}
      >
        {label}
      </Button>
      <ConsoleSaid said={said} small />
    </span>
  );
}
