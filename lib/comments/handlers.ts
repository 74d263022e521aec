import type { Handlers } from '@/lib/calls/service';

import type { commentCalls } from './calls';
import { listComments, removeComment, saveComment } from './service';

export const commentHandlers = {
  listComments,
  saveComment,
  removeComment,
} satisfies Handlers<typeof commentCalls>;
