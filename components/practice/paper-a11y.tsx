'use client';

import { useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';

import { paperTexts } from '@/lib/practice/texts';

/*
 * What keeps a paper usable without sight of the screen or a mouse (docs/practice.md, "Heard and
 * seen"): one polite live region, focus that never falls to the page body, and notices that stay
 * until dismissed.
 */

/**
 * A polite live region and the function that speaks through it. The region is in the page from
 * the start (a region added with its text is not reliably read); saying the same words twice is
 * read twice, as a non-breaking space alternates at the end.
 */
export function useAnnouncer(): { region: ReactNode; announce: (text: string) => void } {
  const [said, setSaid] = useState({ text: '', count: 0 });
  const announce = useCallback(
    (text: string) => setSaid((previous) => ({ text, count: previous.count + 1 })),
    [],
  );
  const region = (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="announcer">
      {said.text}
      {said.count % 2 ? '\u00a0' : ''}
    </p>
  );
  return { region, announce };
}

/**
 * Keeps focus inside `area` from falling to the page body: when the element that had it is
 * removed or disabled under the student (the case changed, the station moved on), focus goes to
 * `fallback`, without scrolling. A click on nothing in particular, which puts focus on the body
 * on purpose, is left alone.
 */
export function useFocusKeeper(
  area: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const root = area.current;
    if (!root) return;
    let inside = root.contains(document.activeElement);
    const onFocusIn = (event: FocusEvent) => {
      inside = root.contains(event.target as Node);
    };
    // A focusable target takes focus right after, and its focusin says where it went.
    const onPointerDown = () => {
      inside = false;
    };
    const rescue = () => {
      const active = document.activeElement;
      if (!inside || (active && active !== document.body)) return;
      fallback.current?.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(rescue);
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [area, fallback]);
}

/**
 * A notice that stays until the student dismisses it, an error or a warning, read out as it
 * appears (`role="alert"`). It takes its place in the page rather than floating over it, so it
 * covers nothing.
 */
export function PaperNotice({
  children,
  tone,
  onDismiss,
}: {
  children: ReactNode;
  tone: 'error' | 'warning';
  onDismiss: () => void;
}) {
  return (
    <div
      role="alert"
      className={
        tone === 'error'
          ? 'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-700'
          : 'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-700'
      }
    >
      <p>{children}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="font-semibold underline underline-offset-2 hover:no-underline"
      >
        {paperTexts.dismiss}
      </button>
    </div>
  );
}

/** How a paper ended in this tab, for the review that replaces it (focus and a notice). */
let endingHere: 'time-up' | 'finished' | null = null;

export function markPaperEnding(reason: 'time-up' | 'finished') {
  endingHere = reason;
}

/** Takes (once) how the paper shown before the review ended, if it ended in this tab. */
export function takePaperEnding() {
  const reason = endingHere;
  endingHere = null;
  return reason;
}
