import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';

import { commentMessages } from '@/lib/comments/texts';
import { comments, students, cases, videos } from '../db/schema';
import type { Database } from '../db/client';
import { notFound } from '../calls/service-error';
import type { Service } from '../calls/service';
import { isPublishedCase } from '../cases/service';
import type { commentCalls } from './calls';

/*
 * Comments on a lesson (type VIDEO) or a case (type SHORT): one set of rules for
 * both. Who writes, edits or deletes is the session's student, never a studentId in the body;
 * a comment of someone else's is answered as if it did not exist, and nothing changes.
 */

type Target = { type: 'VIDEO'; videoId: number } | { type: 'SHORT'; caseId: number };

const targetColumn = (target: Target): SQL =>
  target.type === 'VIDEO'
    ? eq(comments.videoId, target.videoId)
    : eq(comments.caseId, target.caseId);

const commentColumns = {
  commentId: comments.id,
  description: comments.description,
  fullName: students.fullName,
  profile: students.profile,
  studentId: comments.studentId,
  createdAt: comments.createdAt,
};

function toComment<T extends { createdAt: Date }>({ createdAt, ...rest }: T) {
  return { ...rest, created: createdAt.toISOString() };
}

async function requireTarget(db: Database, target: Target): Promise<void> {
  const [row] =
    target.type === 'VIDEO'
      ? await db
          .select({ id: videos.id })
          .from(videos)
          // A draft lesson takes no comments: only the console sees it.
          .where(and(eq(videos.id, target.videoId), isNotNull(videos.publishedAt)))
      : (await isPublishedCase(db, target.caseId))
        ? [{ id: target.caseId }]
        : [];
  if (!row) {
    throw notFound(
      target.type === 'VIDEO' ? commentMessages.noSuchVideo : commentMessages.noSuchCase,
    );
  }
}

async function readComment(db: Database, commentId: number) {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(students, eq(students.id, comments.studentId))
    .where(eq(comments.id, commentId))
    .limit(1);
  return toComment(row);
}

/** The comments a lesson or a case holds, from the count kept beside it (migration 0004). */
function commentCountOf(db: Database, input: { videoId?: number; caseId?: number }) {
  return input.videoId !== undefined
    ? db.select({ count: videos.commentCount }).from(videos).where(eq(videos.id, input.videoId))
    : db.select({ count: cases.commentCount }).from(cases).where(eq(cases.id, input.caseId!));
}

/**
 * A lesson's or a case's comments, newest first, with the total for "Load More Comments". The
 * page's ids are picked from the (target, created, id) index alone, so a page deep in a busy list
 * skips the earlier comments without reading their rows; its total is the count kept beside the
 * lesson or case (docs/performance.md).
 */
export const listComments: Service<typeof commentCalls.listComments> = async (
  { db },
  _actor,
  input,
) => {
  const place = { videoId: input.videoId, caseId: input.subshortId };
  // A draft case's page does not exist for students, nor do its comments.
  if (input.subshortId !== undefined && !(await isPublishedCase(db, input.subshortId))) {
    throw notFound(commentMessages.noSuchCase);
  }
  const where =
    input.videoId !== undefined
      ? eq(comments.videoId, input.videoId)
      : eq(comments.caseId, input.subshortId!);
  const newestFirst = [desc(comments.createdAt), desc(comments.id)];
  const page = db
    .select({ id: comments.id })
    .from(comments)
    .where(where)
    .orderBy(...newestFirst)
    .limit(input.limit)
    .offset(input.offset);
  const rows = await db
    .select({ ...commentColumns, total: sql<number>`(${commentCountOf(db, place)})` })
    .from(comments)
    .innerJoin(students, eq(students.id, comments.studentId))
    .where(inArray(comments.id, page))
    .orderBy(...newestFirst);
  const total =
    rows.length > 0 ? rows[0].total : ((await commentCountOf(db, place))[0]?.count ?? 0);
  return {
    message: 'Success',
    data: { list: rows.map(({ total: _total, ...row }) => toComment(row)), total },
  };
};

/**
 * Adds the student's comment to a lesson or a case, or, with `commentId`, changes the text of
 * one of their own comments on that same lesson or case.
 */
export const saveComment: Service<typeof commentCalls.saveComment> = async (
  { db },
  { studentId },
  input,
) => {
  const target: Target =
    input.type === 'VIDEO'
      ? { type: 'VIDEO', videoId: input.videoId }
      : { type: 'SHORT', caseId: input.subshortId };

  if (input.commentId !== undefined) {
    const [updated] = await db
      .update(comments)
      .set({ description: input.description })
      .where(
        and(
          eq(comments.id, input.commentId),
          eq(comments.studentId, studentId),
          eq(comments.type, target.type),
          targetColumn(target),
        ),
      )
      .returning({ id: comments.id });
    if (!updated) throw notFound(commentMessages.notFound);
    return { message: commentMessages.updated, data: await readComment(db, updated.id) };
  }

  await requireTarget(db, target);
  const [created] = await db
    .insert(comments)
    .values({
      studentId,
      type: target.type,
      videoId: target.type === 'VIDEO' ? target.videoId : null,
      caseId: target.type === 'SHORT' ? target.caseId : null,
      description: input.description,
    })
    .returning({ id: comments.id });
  return { message: commentMessages.added, data: await readComment(db, created.id) };
};

/**
 * Deletes one of the student's own comments; when the request names its lesson or case, only from
 * there, so the page staled for it is the one that showed it.
 */
export const removeComment: Service<typeof commentCalls.removeComment> = async (
  { db },
  { studentId },
  { commentId, videoId, subshortId: caseId },
) => {
  const [removed] = await db
    .delete(comments)
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.studentId, studentId),
        videoId === undefined ? undefined : eq(comments.videoId, videoId),
        caseId === undefined ? undefined : eq(comments.caseId, caseId),
      ),
    )
    .returning({ id: comments.id });
  if (!removed) throw notFound(commentMessages.notFound);
  return { message: commentMessages.deleted, data: null };
};
