'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import type { ActionResult } from '@/lib/calls/action-result';

import { Button, type ButtonVariant } from '@/components/ui/button';

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
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // Drawn disabled on the server: a click before the script has loaded would do nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant={variant}
        aria-label={name}
        disabled={!ready || busy}
        onClick={async () => {
          if (confirm && !window.confirm(confirm)) return;
          setBusy(true);
          const result = await act().catch(() => ({
            status: 502,
            message: 'Something went wrong',
          }));
          setBusy(false);
          setSaid({ ok: result.status === 200, message: result.message });
          if (result.status === 200) router.refresh();
        }}
      >
        {label}
      </Button>
      {said ? (
        <span
          role={said.ok ? 'status' : 'alert'}
          className={said.ok ? 'text-xs text-green-800' : 'text-xs font-semibold text-red-800'}
        >
          {said.message}
        </span>
      ) : null}
    </span>
  );
}
