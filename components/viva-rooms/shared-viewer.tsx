'use client';

import { useCallback, useRef } from 'react';

/*
 * What a room's shared exam viewer is made of (docs/viva-rooms.md, "The viewer"): the presenter's
 * view and pointer sent at most about 15 times a second, and the pointers drawn in the image's
 * box in fractions of it. A viva room's screen and a session room's viewer use them alike.
 */

/** The fewest milliseconds between two signals of one kind: about 15 a second. */
const SIGNAL_GAP_MS = 66;

/** A point in the image's box, in fractions of its width and height. */
export type Pointer = { x: number; y: number };

/** Sends at most one signal per SIGNAL_GAP_MS through `send`, the last one always. */
export function useThrottledSignal(send: (data: Record<string, unknown>) => Promise<unknown>) {
  const last = useRef(0);
  const pending = useRef<Record<string, unknown> | null>(null);
  const timer = useRef<number | null>(null);
  return useCallback(
    (data: Record<string, unknown>) => {
      pending.current = data;
      const flush = () => {
        timer.current = null;
        last.current = Date.now();
        const next = pending.current;
        pending.current = null;
        if (next) void send(next).catch(() => {});
      };
      const wait = SIGNAL_GAP_MS - (Date.now() - last.current);
      if (wait <= 0) flush();
      else timer.current ??= window.setTimeout(flush, wait);
    },
    [send],
  );
}

/** Where a pointer event falls in the image's box, or null outside it. */
export function pointerIn(
  event: { clientX: number; clientY: number },
  box: DOMRect | undefined,
): Pointer | null {
  if (!box || !box.width || !box.height) return null;
  const x = (event.clientX - box.left) / box.width;
  const y = (event.clientY - box.top) / box.height;
  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) return null;
  return { x: Number(x.toFixed(4)), y: Number(y.toFixed(4)) };
}

/** Someone's pointer over the image, where they point. */
export function PointerDot({
  pointer,
  label,
  testId,
  tone = 'amber',
}: {
  pointer: Pointer;
  label: string;
  testId: string;
  tone?: 'amber' | 'sky';
}) {
  return (
    <span
      data-testid={testId}
      data-x={pointer.x}
      data-y={pointer.y}
      aria-label={label}
      className={`absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white ${
        tone === 'amber' ? 'bg-amber-400' : 'bg-sky-500'
      }`}
      style={{ left: `${pointer.x * 100}%`, top: `${pointer.y * 100}%` }}
    />
  );
}
