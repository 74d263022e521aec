/*
 * The shape of each practice paper, as the exam sets it (docs/practice.md): how many cases, how
 * long, which fields a case is answered in, and the marks a student gives themselves afterwards.
 * Zod-free, so the browser imports it.
 */

import type { AnswerField, CaseMark, OralDomain, PaperKind } from '@/lib/db/vocabulary';

/** A full sitting or a shorter one of the same rhythm. */
export const PAPER_LENGTHS = ['full', 'brief'] as const;
export type PaperLength = (typeof PAPER_LENGTHS)[number];

type PaperShape = { cases: number; minutes: number };

/** Cases and minutes per paper; the oral station has no brief form. */
export const PAPER_SHAPES: Record<
  Exclude<PaperKind, 'review'>,
  Partial<Record<PaperLength, PaperShape>>
> = {
  short: { full: { cases: 25, minutes: 120 }, brief: { cases: 5, minutes: 24 } },
  long: { full: { cases: 6, minutes: 75 }, brief: { cases: 2, minutes: 25 } },
  oral: { full: { cases: 6, minutes: 30 } },
};

/** Minutes an oral station gives each case before it moves on. */
export const ORAL_MINUTES_PER_CASE = 5;

/** A due review is one case at the pace of its paper: a short case or a long one. */
export const REVIEW_MINUTES = { short: 5, long: 13 } as const;

/** Cases a student met in a paper within this many days are not drawn again while others remain. */
export const RECENTLY_SEEN_DAYS = 30;

/**
 * How far an answer's revision (milliseconds of server time since the paper began) may run ahead
 * of the server's clock: a device's clock may drift a little after the page took its offset, but a
 * revision from further ahead would outrank every later edit, so it is refused.
 */
export const REVISION_LEEWAY_MS = 10_000;

export const ANSWER_FIELD_LABELS: Record<AnswerField, string> = {
  report: 'Report',
  management: 'Further management',
  observations: 'Observations',
  interpretation: 'Interpretation',
  diagnosis: 'Principal diagnosis',
  differential: 'Differential diagnosis',
};

/** The most characters one answer field keeps: a long report, not an essay. */
export const ANSWER_FIELD_MAX = 4000;

export const CASE_MARK_LABELS: Record<CaseMark, string> = {
  correct: 'Correct',
  partly: 'Partly',
  missed: 'Missed',
  overcalled: 'Over-called',
};

export const ORAL_DOMAIN_LABELS: Record<OralDomain, string> = {
  knowledge: 'Radiology knowledge',
  observation: 'Observation',
  reasoning: 'Clinical reasoning',
  safety: 'Clinical safety and management',
};

export const ORAL_SCORE_LABELS = ['', 'Unsatisfactory', 'Borderline', 'Satisfactory', 'Good'];

/** The short-case paper's mix (docs/practice.md): shares of the drawn cases. */
export const SHORT_PAPER_MIX = {
  /** Chest films: about 50–60 %. */
  chestShare: 0.56,
  /** At most this many abdominal films in a paper. */
  maxAbdominal: 1,
  /** About a quarter of the films are of children. */
  paediatricShare: 0.25,
  /** At least one normal film in a full paper, when the bank has one. */
  minNormalFull: 1,
} as const;

/** The largest recording an oral case keeps: five minutes of Opus speech is under 3 MB. */
export const RECORDING_MAX_BYTES = 12 * 1024 * 1024;

/** The papers whose scores the coverage chart draws: a due review is one case, not a sitting. */
export const SCORED_PAPER_KINDS = ['short', 'long', 'oral'] as const satisfies readonly PaperKind[];
export type ScoredPaperKind = (typeof SCORED_PAPER_KINDS)[number];

/** What each self-mark is worth: an over-called normal film is as wrong as a missed finding. */
export const MARK_SCORES: Record<CaseMark, number> = {
  correct: 1,
  partly: 0.5,
  missed: 0,
  overcalled: 0,
};

/** A paper's score, 0–1, over its marked cases; null before any is marked. */
export function paperScore(marks: readonly string[]): number | null {
  const scored = marks.filter((mark): mark is CaseMark => mark in MARK_SCORES);
  if (scored.length === 0) return null;
  return scored.reduce((sum, mark) => sum + MARK_SCORES[mark], 0) / scored.length;
}

/** A coverage area is judged only once this many of its cases are marked: two marks say little. */
export const WEAKEST_MIN_MARKED = 3;
/** How many weakest areas the coverage page names. */
export const WEAKEST_SHOWN = 3;

/**
 * The coverage page's chart and its table show the last this many closed papers, so the page
 * weighs the same however many a student has sat (docs/practice-coverage.md).
 */
export const PAPERS_CHARTED = 30;
