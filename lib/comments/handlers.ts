import type { Handlers } from '@/lib/calls/service';

import type { commentCalls } from './calls';
import { listCommentsForReview, removeCommentAsOperator } from './moderation';
import { listComments, removeComment, saveComment } from './service';

export const commentHandlers = {
  listComments,
  saveComment,
  removeComment,
  listCommentsForReview,
  removeCommentAsOperator,
} satisfies Handlers<typeof commentCalls>;
