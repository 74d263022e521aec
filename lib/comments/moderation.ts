import { and, desc, eq, sql } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { notFound } from '../calls/service-error';
import { recordAudit } from '../audit/audit-log';
import { comments, students, cases, videos } from '../db/schema';
import { commentMessages } from './texts';
import type { commentCalls } from './calls';

/*
 * The console's side of comments: every comment newest first, and removing one that breaks the
 * rules, audited with the comment as it was (docs/console.md).
 */

export const listCommentsForReview: Service<typeof commentCalls.listCommentsForReview> = async (
  { db },
  _operator,
  { limit, offset },
) => {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        commentId: comments.id,
        description: comments.description,
        studentName: students.fullName,
        studentEmail: students.email,
        videoId: comments.videoId,
        caseId: comments.caseId,
        lessonName: videos.name,
        caseName: cases.name,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(students, eq(students.id, comments.studentId))
      .leftJoin(videos, eq(videos.id, comments.videoId))
      .leftJoin(cases, eq(cases.id, comments.caseId))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit)
      .offset(offset),
    // The counts kept beside each lesson and case, not a count of every comment.
    db
      .select({
        total: sql<number>`(SELECT coalesce(sum(${videos.commentCount}), 0)::int FROM ${videos}) + (SELECT coalesce(sum(${cases.commentCount}), 0)::int FROM ${cases})`,
      })
      .from(sql`(SELECT 1) AS one`),
  ]);
  return {
    message: commentMessages.reviewListed,
    data: {
      list: rows.map((row) => ({
        commentId: row.commentId,
        description: row.description,
        studentName: row.studentName,
        studentEmail: row.studentEmail,
        place:
          row.videoId !== null
            ? { videoId: row.videoId, name: row.lessonName ?? '' }
            : { caseId: row.caseId!, name: row.caseName ?? '' },
        created: row.createdAt.toISOString(),
      })),
      total: counted!.total,
    },
  };
};

export const removeCommentAsOperator: Service<typeof commentCalls.removeCommentAsOperator> = async (
  { db },
  operator,
  { commentId, videoId, caseId },
) => {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(comments)
      .where(
        and(
          eq(comments.id, commentId),
          videoId === undefined ? undefined : eq(comments.videoId, videoId),
          caseId === undefined ? undefined : eq(comments.caseId, caseId),
        ),
      )
      .returning();
    if (!removed) throw notFound(commentMessages.notFound);
    await recordAudit(tx, operator, {
      action: 'comment.removed',
      targetType: 'comment',
      targetId: commentId,
      before: removed,
    });
  });
  return { message: commentMessages.removedByOperator, data: null };
};
