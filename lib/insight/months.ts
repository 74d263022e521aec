/*
 * Calendar months in a named time zone, as 'YYYY-MM' keys, and the instants they begin at. The
 * platform counts money and sign-ups by the month on the UK clock (docs/insight.md), as the
 * console's purchases summary does; PostgreSQL's `date_trunc('month', t at time zone …)` gives
 * the same month. Plain code: no database, no domain.
 */

const monthFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function formatOf(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: object) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}

/** 'YYYY-MM' of the month `instant` falls in, on the clock of `timeZone`. */
export function monthOf(instant: Date, timeZone: string): string {
  const parts = formatOf(monthFormats, timeZone, { year: 'numeric', month: '2-digit' })
    .formatToParts(instant)
    .filter((part) => part.type === 'year' || part.type === 'month')
    .map((part) => part.value);
  return `${parts[0]}-${parts[1]}`;
}

const keyParts = (month: string) => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
};

const keyOf = (year: number, month: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const { year, month: m } = keyParts(month);
  const index = year * 12 + (m - 1) + count;
  return keyOf(Math.floor(index / 12), (index % 12) + 1);
}

/** Every month from `first` to `last`, both included, in order. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Milliseconds the clock of `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  const format = formatOf(clockFormats, timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant `month` begins (its first day, midnight) on the clock of `timeZone`. */
export function monthStart(month: string, timeZone: string): Date {
  const { year, month: m } = keyParts(month);
  const wall = Date.UTC(year, m - 1, 1);
  // Twice: the offset at the guessed instant may differ from the one at the true instant.
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}
