import { z } from 'zod';

import { commentsTagOf, CONTENT_CACHE_TAGS } from '@/lib/cache/tags';

import { defineCall } from '../calls/define-call';

import { commentEndpoints } from './endpoints';
import { consoleCommentEndpoints } from './console-endpoints';
import {
  idField,
  limitField,
  messages,
  nothing,
  offsetField,
  requiredText,
  TEXT_LIMIT,
} from '../calls/fields';

import { COMMENTS_PAGE, COMMENTS_REVIEW_PAGE } from './texts';

/** The text of a comment: trimmed, required, at most 1000 characters. */
const description = requiredText(messages.commentRequired).pipe(
  z.string().max(TEXT_LIMIT, { error: messages.commentTooLong }),
);

/** What the comment form checks before anything is sent: the text alone. */
export const commentTextSchema = z.object({ description });
export type CommentText = z.input<typeof commentTextSchema>;

/** A comment belongs to a lesson or to a case, never both. */
const target = z.union([
  z.object({ type: z.literal('VIDEO'), videoId: idField('Choose a video') }),
  z.object({ type: z.literal('SHORT'), subshortId: idField('Choose a short') }),
]);

const commentSaveSchema = z.intersection(
  target,
  commentTextSchema.extend({ commentId: idField().optional() }),
);

const commentListSchema = z
  .object({
    videoId: idField().optional(),
    subshortId: idField().optional(),
    limit: limitField(COMMENTS_PAGE, 100),
    offset: offsetField,
  })
  .refine((v) => (v.videoId === undefined) !== (v.subshortId === undefined), {
    error: 'Choose a video or a short',
  });

const commentSchema = z.object({
  commentId: z.number().int(),
  description: z.string(),
  fullName: z.string(),
  profile: z.string().nullable(),
  /** The author; the client shows edit and delete on the signed-in student's own comments. */
  studentId: z.number().int(),
  created: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * A removal names the comment, and where it is when the page knows (only from there, then). A
 * student's removal names the case as the original API does (`subshortId`); the console's, as
 * the console names it (`caseId`).
 */
const removalSchema = z
  .object({
    commentId: idField(),
    videoId: idField().optional(),
    subshortId: idField().optional(),
  })
  .refine((v) => v.videoId === undefined || v.subshortId === undefined, {
    error: 'Choose a video or a short',
  });

const operatorRemovalSchema = z
  .object({
    commentId: idField(),
    videoId: idField().optional(),
    caseId: idField().optional(),
  })
  .refine((v) => v.videoId === undefined || v.caseId === undefined, {
    error: 'Choose a lesson or a case',
  });

/**
 * The lists a removal makes stale: only the named lesson's or case's (the backend deletes the
 * comment only from there), or every list when the removal names no place.
 */
const staledByRemoval = ({ videoId, caseId }: { videoId?: number; caseId?: number }) => [
  videoId !== undefined
    ? commentsTagOf({ videoId })
    : caseId !== undefined
      ? commentsTagOf({ caseId })
      : CONTENT_CACHE_TAGS.comments,
];

const commentForReviewSchema = z.object({
  commentId: z.number().int(),
  description: z.string(),
  studentName: z.string(),
  studentEmail: z.string(),
  /** Where it was written: a lesson (`videoId`) or a case (`caseId`), with its name. */
  place: z.union([
    z.object({ videoId: z.number().int(), name: z.string() }),
    z.object({ caseId: z.number().int(), name: z.string() }),
  ]),
  created: z.string(),
});

export const commentCalls = {
  listComments: defineCall(commentEndpoints.listComments, {
    sendsStudentId: true,
    request: commentListSchema,
    data: z.object({ list: z.array(commentSchema), total: z.number().int() }),
  }),
  saveComment: defineCall(commentEndpoints.saveComment, {
    sendsStudentId: true,
    limit: { limit: 'commentsPerStudent', per: 'student' },
    // A comment shows on its lesson's or case's pages, which read the comments cached.
    invalidates: (comment) => [
      commentsTagOf(
        comment.type === 'VIDEO' ? { videoId: comment.videoId } : { caseId: comment.subshortId },
      ),
    ],
    request: commentSaveSchema,
    data: commentSchema,
  }),
  removeComment: defineCall(commentEndpoints.removeComment, {
    invalidates: ({ subshortId, ...rest }) => staledByRemoval({ ...rest, caseId: subshortId }),
    request: removalSchema,
    data: nothing,
  }),
  listCommentsForReview: defineCall(consoleCommentEndpoints.listCommentsForReview, {
    request: z.object({ limit: limitField(COMMENTS_REVIEW_PAGE, 100), offset: offsetField }),
    data: z.object({ list: z.array(commentForReviewSchema), total: z.number().int() }),
  }),
  removeCommentAsOperator: defineCall(consoleCommentEndpoints.removeCommentAsOperator, {
    invalidates: staledByRemoval,
    request: operatorRemovalSchema,
    data: nothing,
  }),
};
