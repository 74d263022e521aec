/*
 * The coverage page's rules and words (docs/practice-coverage.md): how a mark and an oral score
 * count, which areas are "weakest", and what the page says. Zod-free, so any component imports it.
 */

import type { CaseMark, PaperKind } from './rules';

/** The papers whose scores the chart draws: a due review is one case, not a sitting. */
export const SCORED_PAPER_KINDS = ['short', 'long', 'oral'] as const satisfies readonly PaperKind[];
export type ScoredPaperKind = (typeof SCORED_PAPER_KINDS)[number];

/** What each self-mark is worth: an over-called normal film is as wrong as a missed finding. */
export const MARK_SCORES: Record<CaseMark, number> = {
  correct: 1,
  partly: 0.5,
  missed: 0,
  overcalled: 0,
};

/** An area is judged only once this many of its cases are marked: two marks say little. */
export const WEAKEST_MIN_MARKED = 3;
/** How many weakest areas the page names. */
export const WEAKEST_SHOWN = 3;

export const PAPER_KIND_LABELS: Record<ScoredPaperKind, string> = {
  short: 'Short cases',
  long: 'Long cases',
  oral: 'Oral',
};

export const coverageMessages = {
  title: 'Coverage',
  intro: 'What you have seen of the case bank, how you marked it, and how your papers went.',
  fetched: 'Coverage fetched successfully',
  failed: 'Your coverage could not be loaded. Please try again.',
  emptyTitle: 'No papers yet',
  emptyText:
    'Once you have taken a paper, this page shows how many of the bank’s cases you have seen per system, region and modality, your last marks, your weakest areas and your scores over time.',
  startPractice: 'Start practising',
  seenOf: (seen: number, bank: number) => `${seen} of ${bank}`,
  casesSeen: (seen: number, bank: number) =>
    `You have seen ${seen} of the ${bank} ${bank === 1 ? 'case' : 'cases'} in the bank.`,
  notMarked: 'Not marked yet',
  weakestTitle: 'Weakest areas',
  weakestNone: `Your weakest areas appear here once you have marked at least ${WEAKEST_MIN_MARKED} cases of a system or modality.`,
  weakestScore: (percent: number, marked: number) =>
    `${percent} % over ${marked} marked ${marked === 1 ? 'case' : 'cases'}`,
  startShort: 'Start a short-case paper',
  startLong: 'Start a long-case paper',
  notCoveredTitle: 'Not covered yet',
  allCovered: 'You have seen at least one case of every system, modality and region in the bank.',
  notSeen: (names: string[]) => `You have not yet seen: ${names.join(', ')}.`,
  noModality: (name: string) => `No ${name} cases yet.`,
  regionsNotSeen: (names: string[]) => `Regions not seen yet: ${names.join(', ')}.`,
  papersTitle: 'Papers taken',
  papersNone: 'Your papers appear here once you have finished one.',
  papersTaken: (taken: number, unmarked: number) =>
    `${taken} ${taken === 1 ? 'paper' : 'papers'} taken` +
    (unmarked > 0 ? `; ${unmarked} not marked yet, so not on the chart.` : '.'),
  chartTitle: 'Scores over time',
  chartDescription: (count: number) =>
    `Line chart of ${count} marked ${count === 1 ? 'paper' : 'papers'}: the score of each, from 0 to 100 %, in the order taken.`,
  chartTable: 'The chart’s figures',
  chartNone: 'The chart appears once you have marked the cases of a paper.',
} as const;

/** A score as the page shows it: a whole percentage. */
export const percent = (score: number) => Math.round(score * 100);

const paperDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** When a paper was taken, as the page shows it (the exam's clock is the UK's). */
export const paperDateLabel = (iso: string) => paperDate.format(new Date(iso));
