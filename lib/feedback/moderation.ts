import { desc, eq } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { notFound } from '../calls/service-error';
import { auditedChange } from '../audit/audited-change';
import { feedback, students, videos } from '../db/schema';
import { feedbackMessages } from './calls';
import { countRows, pageTotal, totalOf } from '../db/paging';
import type { feedbackCalls } from './calls';

/*
 * The console's side of feedback: operators read what students wrote and decide what the site
 * shows as testimonials (docs/console.md). Each decision is audited with the row before and after.
 */

const stateFilter = {
  pending: eq(feedback.approved, false),
  approved: eq(feedback.approved, true),
  all: undefined,
} as const;

export const listFeedbackForReview: Service<typeof feedbackCalls.listFeedbackForReview> = async (
  { db },
  _operator,
  { state, limit, offset },
) => {
  const where = stateFilter[state];
  const rows = await db
    .select({
      total: totalOf(db, feedback, where),
      feedbackId: feedback.id,
      studentName: students.fullName,
      studentEmail: students.email,
      type: feedback.type,
      videoId: videos.id,
      lessonName: videos.name,
      rating: feedback.rating,
      description: feedback.description,
      approved: feedback.approved,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .innerJoin(students, eq(students.id, feedback.studentId))
    .leftJoin(videos, eq(videos.id, feedback.videoId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, () => countRows(db, feedback, where));
  return {
    message: feedbackMessages.reviewListed,
    data: {
      list: rows.map((row) => ({
        feedbackId: row.feedbackId,
        studentName: row.studentName,
        studentEmail: row.studentEmail,
        type: row.type,
        lesson:
          row.videoId !== null && row.lessonName !== null
            ? { videoId: row.videoId, name: row.lessonName }
            : null,
        rating: Number(row.rating),
        description: row.description,
        approved: row.approved,
        created: row.createdAt.toISOString(),
      })),
      total,
    },
  };
};

export const moderateFeedback: Service<typeof feedbackCalls.moderateFeedback> = async (
  { db },
  operator,
  { feedbackId, approved },
) => {
  await db.transaction((tx) =>
    auditedChange(tx, operator, {
      table: feedback,
      where: eq(feedback.id, feedbackId),
      missing: () => notFound(feedbackMessages.notFound),
      // Deciding what was already decided changes nothing and logs nothing.
      unchanged: (before) => before.approved === approved,
      // Withdrawn feedback leaves the home page's chosen testimonials too.
      set: () => (approved ? { approved } : { approved, homePosition: null }),
      action: approved ? 'feedback.approved' : 'feedback.withdrawn',
      targetType: 'feedback',
      targetId: feedbackId,
    }),
  );
  return {
    message: approved ? feedbackMessages.approved : feedbackMessages.withdrawn,
    data: { feedbackId, approved },
  };
};
