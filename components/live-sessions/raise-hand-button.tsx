'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { bffFor } from '@/lib/calls/browser-client';
import type { liveSessionCalls } from '@/lib/live-sessions/calls';
import { liveSessionEndpoints } from '@/lib/live-sessions/endpoints';

import { Button } from '@/components/ui/button';

const bff = bffFor<typeof liveSessionCalls>(liveSessionEndpoints);

/** A watching student asks for the hot seat, or takes the request back (docs/live-sessions.md). */
export function RaiseHandButton({ sessionId, raised }: { sessionId: number; raised: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant={raised ? 'outline' : 'primary'}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const answer = await bff.raiseSessionHand({ sessionId, raised: !raised });
          setBusy(false);
          setSaid({ ok: answer.status === 200, message: answer.message });
          if (answer.status === 200) router.refresh();
        }}
      >
        {raised ? 'Lower my hand' : 'Raise my hand'}
      </Button>
      {said ? (
        <span
          role={said.ok ? 'status' : 'alert'}
          className={said.ok ? 'text-sm text-green-800' : 'text-sm font-semibold text-red-800'}
        >
          {said.message}
        </span>
      ) : null}
    </span>
  );
}
