import type { CaseMark } from './rules';

/** What each mark counts towards a paper's score (docs/practice.md). */
const MARK_SCORES: Record<CaseMark, number> = {
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
