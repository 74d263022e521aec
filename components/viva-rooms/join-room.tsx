'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { vivaRoomHref } from '@/lib/viva-rooms/links';
import { vivaTexts } from '@/lib/viva-rooms/texts';

import { Button } from '@/components/ui/button';
import { vivaBff } from '@/components/viva-rooms/client';

/** Takes a room's invitation; the room refuses anyone but the first other account to bring it. */
export function JoinVivaRoom({ roomId, invite }: { roomId: number; invite: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function join() {
    setBusy(true);
    setProblem(null);
    const answer = await vivaBff.joinVivaRoom({ roomId, invite });
    if (answer.status === 200) {
      router.replace(vivaRoomHref(roomId));
      router.refresh();
      return;
    }
    setProblem(answer.message);
    setBusy(false);
  }

  return (
    <section className="max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-slate-700">{vivaTexts.openIntro}</p>
      <Button className="mt-4" onClick={join} disabled={busy}>
        {vivaTexts.join}
      </Button>
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
