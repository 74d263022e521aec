import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

import type { caseSchedules } from '../db/schema';
import type { CaseMark } from '../db/vocabulary';

/*
 * Spaced review with ts-fsrs (docs/practice.md): each self-mark is a review of the case's card
 * at the moment of marking. The scheduler keeps ts-fsrs's default parameters.
 */

/** A scheduler per desired retention (an exam date raises it: lib/practice/exam-plan.ts). */
const schedulers = new Map<number, ReturnType<typeof fsrs>>();
const schedulerFor = (retention: number) => {
  let scheduler = schedulers.get(retention);
  if (!scheduler) {
    scheduler = fsrs({ request_retention: retention });
    schedulers.set(retention, scheduler);
  }
  return scheduler;
};

/** The rating a mark gives the card: a miss or an over-call is forgotten; a partial, hard. */
const MARK_RATINGS: Record<CaseMark, Grade> = {
  correct: Rating.Good,
  partly: Rating.Hard,
  missed: Rating.Again,
  overcalled: Rating.Again,
};

type ScheduleRow = typeof caseSchedules.$inferSelect;

/** The card a stored schedule holds. */
function cardOf(row: ScheduleRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

/**
 * The card after marking: from the stored one, or from a new card for a first mark, scheduled
 * for the desired retention (ts-fsrs's default 0.9 unless an exam date nears).
 */
export function nextCard(
  row: ScheduleRow | undefined,
  mark: CaseMark,
  now: Date,
  retention = 0.9,
): Card {
  const card = row ? cardOf(row) : createEmptyCard(now);
  return schedulerFor(retention).next(card, now, MARK_RATINGS[mark]).card;
}

/** A card as the columns store it. */
export function scheduleColumns(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}
