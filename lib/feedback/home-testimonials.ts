import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { unprocessable } from '../calls/service-error';
import { recordAudit } from '../audit/audit-log';
import { feedback, students } from '../db/schema';
import { feedbackMessages, HOME_CANDIDATES_SHOWN } from './calls';
import type { feedbackCalls } from './calls';

/*
 * Which approved site feedback the home page's carousel shows, and in what order, chosen in the
 * console (docs/console.md). With none chosen the carousel shows the newest approved.
 */

const candidateColumns = {
  feedbackId: feedback.id,
  studentName: students.fullName,
  rating: feedback.rating,
  description: feedback.description,
  createdAt: feedback.createdAt,
};

const toCandidate = ({
  rating,
  createdAt,
  ...row
}: {
  feedbackId: number;
  studentName: string;
  rating: string;
  description: string;
  createdAt: Date;
}) => ({ ...row, rating: Number(rating), created: createdAt.toISOString() });

const approvedSite = and(eq(feedback.approved, true), eq(feedback.type, 'WEBSITE'));

export const listHomeTestimonialsForConsole: Service<
  typeof feedbackCalls.listHomeTestimonialsForConsole
> = async ({ db }) => {
  const notChosen = and(approvedSite, isNull(feedback.homePosition));
  const [chosen, others, [{ total }]] = await Promise.all([
    db
      .select(candidateColumns)
      .from(feedback)
      .innerJoin(students, eq(students.id, feedback.studentId))
      .where(isNotNull(feedback.homePosition))
      .orderBy(asc(feedback.homePosition)),
    db
      .select(candidateColumns)
      .from(feedback)
      .innerJoin(students, eq(students.id, feedback.studentId))
      .where(notChosen)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(HOME_CANDIDATES_SHOWN),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(feedback)
      .where(notChosen),
  ]);
  return {
    message: feedbackMessages.homeListed,
    data: {
      chosen: chosen.map(toCandidate),
      others: others.map(toCandidate),
      othersTotal: total,
    },
  };
};

/**
 * Sets the carousel's testimonials to `feedbackIds`, in that order (positions 1, 2, …); the ones
 * left out are no longer chosen. The same list again writes nothing.
 */
export const arrangeHomeTestimonials: Service<
  typeof feedbackCalls.arrangeHomeTestimonials
> = async ({ db }, operator, { feedbackIds }) => {
  const changed = await db.transaction(async (tx) => {
    const before = await tx
      .select({ feedbackId: feedback.id })
      .from(feedback)
      .where(isNotNull(feedback.homePosition))
      .orderBy(asc(feedback.homePosition))
      .for('update');
    const was = before.map((row) => row.feedbackId);
    if (was.length === feedbackIds.length && was.every((id, at) => id === feedbackIds[at])) {
      return false;
    }
    if (feedbackIds.length > 0) {
      const eligible = await tx
        .select({ feedbackId: feedback.id })
        .from(feedback)
        .where(and(approvedSite, inArray(feedback.id, feedbackIds)))
        .for('update');
      if (eligible.length !== feedbackIds.length) {
        throw unprocessable(feedbackMessages.homeOnlyApprovedSite);
      }
    }
    // Cleared first: the positions are unique, so none may be taken while they are handed out.
    await tx.update(feedback).set({ homePosition: null }).where(isNotNull(feedback.homePosition));
    for (const [at, feedbackId] of feedbackIds.entries()) {
      await tx
        .update(feedback)
        .set({ homePosition: at + 1 })
        .where(eq(feedback.id, feedbackId));
    }
    await recordAudit(tx, operator, {
      action: 'testimonials.arranged',
      targetType: 'home_testimonials',
      before: { feedbackIds: was },
      after: { feedbackIds },
    });
    return true;
  });
  return {
    message: !changed
      ? feedbackMessages.homeUnchanged
      : feedbackIds.length === 0
        ? feedbackMessages.homeCleared
        : feedbackMessages.homeArranged,
    data: { feedbackIds },
  };
};
