/*
 * What the calendar helpers work out is kept, a bounded number of each: building a formatter costs
 * ten times a format (about 0.2 ms), and a page of nine sessions asks for a few hundred clock
 * readings (each card's slot, its local time, its schema.org start and end) of the same sessions
 * on every request, where formatToParts is the cost. This module also runs in the browser, where a
 * map cleared when full is all that is needed (lru-cache would add 6 kB to the sessions page).
 */
const KEPT = 2_000;

/** The value kept under `key`, computed and kept the first time it is asked for. */
export function remembered<T>(kept: Map<string, T>, key: string, compute: () => T): T {
  const known = kept.get(key);
  if (known !== undefined) return known;
  if (kept.size >= KEPT) kept.clear();
  const value = compute();
  kept.set(key, value);
  return value;
}
