'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { vivaTexts } from '@/lib/viva-rooms/texts';

import { Button } from '@/components/ui/button';
import { vivaBff } from '@/components/viva-rooms/client';

/** Opens a viva room and goes to it, where the invitation link is shown. */
export function OpenVivaRoomButton({ length }: { length: 'full' | 'brief' }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function open() {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const answer = await vivaBff.openVivaRoom({ length });
    if (answer.status === 200 && answer.data) {
      router.push(answer.data.inviteUrl.split('?')[0]!);
      return;
    }
    setProblem(answer.message);
    setBusy(false);
  }

  return (
    <div>
      <Button
        onClick={open}
        aria-disabled={busy || undefined}
        variant={length === 'full' ? 'primary' : 'outline'}
        className="aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {length === 'full' ? vivaTexts.openFull : vivaTexts.openBrief}
      </Button>
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
