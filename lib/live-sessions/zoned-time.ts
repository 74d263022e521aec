/*
 * Wall-clock times in a named time zone and the instants they stand for, with the zone rules of
 * the platform's ICU (Node and every current browser): a session at 18:00 in Europe/London is
 * 17:00 UTC in summer time and 18:00 UTC in winter, whichever zone the viewer is in.
 */

import { remembered } from './remembered';

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: string;
};

const FORMATS = {
  wallClock: {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  },
  zoneName: { timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();
const readings = new Map<string, WallClock>();
const instants = new Map<string, number>();
const zoneNames = new Map<string, string>();

function formatter(kind: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  return remembered(
    formatters,
    `${kind} ${timeZone}`,
    () => new Intl.DateTimeFormat('en-GB', { ...FORMATS[kind], timeZone }),
  );
}

/** The date and time a clock in `timeZone` shows at `instant`. */
function wallClockAt(instant: Date, timeZone: string): Readonly<WallClock> {
  return remembered(readings, `${timeZone} ${instant.getTime()}`, () =>
    readWallClock(instant, timeZone),
  );
}

function readWallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatter('wallClock', timeZone).formatToParts(instant)) {
    parts[part.type] = part.value;
  }
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: parts.weekday,
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant` (60 for Europe/London in summer). */
function offsetMinutesAt(instant: Date, timeZone: string): number {
  const clock = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const whole = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant a wall-clock `date` ('YYYY-MM-DD') and `time` ('HH:MM', seconds ignored) in
 * `timeZone` stand for. It agrees with PostgreSQL's `timezone(zone, timestamp)`, which derives the
 * stored instants, also on the two days a year when a wall-clock time is not one instant: a time
 * skipped when the clocks go forward, or repeated when they go back, is read in standard time.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  return new Date(
    remembered(instants, `${timeZone} ${date} ${time}`, () =>
      instantOf(date, time, timeZone).getTime(),
    ),
  );
}

function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const DAY = 86_400_000;
  // The zone's offsets either side of the time: equal except around a change of the clocks.
  const offsets = [
    ...new Set([
      offsetMinutesAt(new Date(asUtc - DAY), timeZone),
      offsetMinutesAt(new Date(asUtc), timeZone),
      offsetMinutesAt(new Date(asUtc + DAY), timeZone),
    ]),
  ];
  const fitting = offsets.filter(
    (offset) => offsetMinutesAt(new Date(asUtc - offset * 60_000), timeZone) === offset,
  );
  // One reading fits: the usual case. None (skipped) or two (repeated): standard time, the
  // smaller offset of the two.
  const offset = fitting.length === 1 ? fitting[0] : Math.min(...offsets);
  return new Date(asUtc - offset * 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:MM' of `instant` on a clock in `timeZone`. */
export function zonedDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const c = wallClockAt(instant, timeZone);
  return {
    date: `${c.year}-${pad(c.month)}-${pad(c.day)}`,
    time: `${pad(c.hour)}:${pad(c.minute)}`,
  };
}

/** The zone's short name at `instant` ("BST", "GMT", "GMT+5:30"), as en-GB writes it. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  return remembered(zoneNames, `${timeZone} ${instant.getTime()}`, () => {
    const part = formatter('zoneName', timeZone)
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  });
}

/**
 * ISO 8601 with the zone's UTC offset at that moment: '2026-03-29T18:00:00+01:00' for a 18:00
 * session in London after the clocks went forward (schema.org Event start and end).
 */
export function zonedIsoString(date: string, time: string, timeZone: string): string {
  const instant = zonedTimeToUtc(date, time, timeZone);
  const offset = offsetMinutesAt(instant, timeZone);
  const { date: day, time: clock } = zonedDateTime(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${day}T${clock}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
