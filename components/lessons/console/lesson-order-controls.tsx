'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';

import { consoleCall } from '@/lib/platform/console-actions';

import { Button } from '@/components/ui/button';

import { ConsoleSaid } from '../../console/console-said';

/** Moves a lesson one place up or down in the library, or to the place typed. */
export function LessonOrderControls({
  videoId,
  place,
  total,
  compact = false,
}: {
  videoId: number;
  place: number;
  total: number;
  /** In a list row: the arrows alone. */
  compact?: boolean;
}) {
  const router = useRouter();
  const inputId = useId();
  const [to, setTo] = useState(String(place));
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => setTo(String(place)), [place]);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);

  async function move(target: number | string) {
    setBusy(true);
    const result = await consoleCall('moveLesson', { videoId, to: target }).catch(() => ({
      status: 502,
      message: 'Something went wrong',
    }));
    setBusy(false);
    setSaid({ ok: result.status === 200, message: result.message });
    if (result.status === 200) router.refresh();
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label="Move up"
        disabled={!ready || busy || place <= 1}
        onClick={() => move(place - 1)}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label="Move down"
        disabled={!ready || busy || place >= total}
        onClick={() => move(place + 1)}
      >
        ↓
      </Button>
      {compact ? null : (
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void move(to);
          }}
        >
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
            Place
          </label>
          <input
            id={inputId}
            type="number"
            min={1}
            max={total}
            inputMode="numeric"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            className="w-20 rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
          <span className="text-sm text-slate-600">of {total}</span>
          <Button size="sm" type="submit" disabled={!ready || busy}>
            Move
          </Button>
        </form>
      )}
      <ConsoleSaid said={said} />
    </div>
  );
}
