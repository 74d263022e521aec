import type { SaveState } from '@/components/practice/answer-autosave';

/*
 * What a running paper says aloud, and when (docs/practice.md, "Heard and seen"): each case
 * change once, the clock at fixed points, and the save state only when saving fails and when it
 * recovers. Kept apart from the screen so the rules are tested on plain values.
 */

/** The minutes left at which the clock warns, largest first. */
const CLOCK_WARNINGS_MINUTES = [5, 1] as const;
const MINUTE = 60_000;

/**
 * The warning due when the clock passes from `before` to `now` milliseconds left: the smallest
 * point crossed (a tab asleep across both warns once), or null.
 */
export function clockWarningCrossed(before: number, now: number): number | null {
  let crossed: number | null = null;
  for (const minutes of CLOCK_WARNINGS_MINUTES) {
    const at = minutes * MINUTE;
    if (before > at && now <= at && now > 0) crossed = minutes;
  }
  return crossed;
}

/** Whether the student has been told saving fails, and what to say now, if anything. */
export type SaveSpeech = { failing: boolean; say: 'failed' | 'recovered' | null };

/**
 * The next save announcement: "failed" when saving starts failing, "recovered" when a save
 * succeeds after that; nothing for the ordinary "Saving…" and "Saved" of every pause in typing.
 */
export function nextSaveSpeech(failing: boolean, state: SaveState): SaveSpeech {
  if (state === 'offline') return { failing: true, say: failing ? null : 'failed' };
  if (state === 'saved' && failing) return { failing: false, say: 'recovered' };
  return { failing, say: null };
}
