/*
 * The shape and the clock of a viva room's sitting (docs/viva-rooms.md). Zod-free and
 * server-free, so the room's screen computes the same clock from the server's answer.
 */

/** A full sitting is the exam's oral per candidate (six cases of five minutes); a brief one, two. */
export const VIVA_ROOM_LENGTHS = { full: { cases: 6 }, brief: { cases: 2 } } as const;

/** The oral's five minutes a case. */
const VIVA_MINUTES_PER_CASE = 5;

/**
 * A case's time in milliseconds: the oral's five minutes, shortened by the practice clock's scale
 * (`PRACTICE_TIME_SCALE`, between 0 and 1) as the papers are. A viva room's and a session's room's.
 */
export const oralCaseMs = (scale: number | undefined) =>
  Math.round(VIVA_MINUTES_PER_CASE * 60_000 * (scale && scale > 0 && scale <= 1 ? scale : 1));

/** Who is who in the room: the one who opened it sits first, the partner second. */
export type VivaSeat = 'owner' | 'partner';
export type VivaRole = 'candidate' | 'examiner';

export type SittingClock = {
  startedAt: number;
  casesPerHalf: number;
  caseMs: number;
  /** The case each half's examiner has moved on to. */
  moved: [number, number];
};

export type SittingNow =
  | { status: 'ended'; endsAt: number }
  | {
      status: 'running';
      half: 1 | 2;
      /** The case shown now: the examiner's or the clock's, whichever is further on. */
      position: number;
      /** When the clock moves on from this case (its five minutes from the half's start). */
      caseEndsAt: number;
      halfEndsAt: number;
      endsAt: number;
    };

/**
 * Where the sitting stands at `now`: the half (roles swap at half time) and the case. The clock
 * is the server's: every answer is computed from `started_at`, so every instance and every
 * reload agrees.
 */
export function sittingAt(clock: SittingClock, now: number): SittingNow {
  const halfMs = clock.casesPerHalf * clock.caseMs;
  const endsAt = clock.startedAt + 2 * halfMs;
  if (now >= endsAt) return { status: 'ended', endsAt };
  const half = now < clock.startedAt + halfMs ? 1 : 2;
  const halfStart = clock.startedAt + (half - 1) * halfMs;
  const byClock = Math.floor(Math.max(0, now - halfStart) / clock.caseMs) + 1;
  const position = Math.min(clock.casesPerHalf, Math.max(byClock, clock.moved[half - 1]));
  return {
    status: 'running',
    half,
    position,
    caseEndsAt: Math.min(halfStart + position * clock.caseMs, halfStart + halfMs),
    halfEndsAt: halfStart + halfMs,
    endsAt,
  };
}

/** Who is the candidate in a half: the owner first, the partner after half time. */
export const candidateSeat = (half: 1 | 2): VivaSeat => (half === 1 ? 'owner' : 'partner');

export const roleOf = (seat: VivaSeat, half: 1 | 2): VivaRole =>
  candidateSeat(half) === seat ? 'candidate' : 'examiner';

/** The kinds of live event one person sends the other through the server. */
export const VIVA_SIGNAL_KINDS = ['viewer', 'pointer', 'rtc'] as const;
export type VivaSignalKind = (typeof VIVA_SIGNAL_KINDS)[number];

/** The most characters a signal's data may hold: PostgreSQL's NOTIFY carries under 8000 bytes. */
export const VIVA_SIGNAL_MAX = 6000;

/** The longest comment an examiner writes on a case. */
export const VIVA_COMMENT_MAX = 2000;
