import { callBff, type BffAnswer } from '@/lib/browser/bff';
import { loadPage } from '@/lib/browser/navigate';
import {
  commentCalls as calls,
  type Comment,
  type CommentListInput,
  type CommentSave,
} from '@/lib/contract/comments';

/*
 * The comment screens' only way to the API, in one place so the switch to the typed browser
 * client (`bff.listComments`, `bff.saveComment`, `bff.removeComment`) touches this file alone.
 */

export type CommentPage = { list: Comment[]; total: number };

export function listComments(input: CommentListInput): Promise<BffAnswer<CommentPage>> {
  return callBff<CommentPage>(calls.listComments.path, input);
}

export function saveComment(input: CommentSave): Promise<BffAnswer<Comment>> {
  return callBff<Comment>(calls.saveComment.path, input);
}

/**
 * Temporary: callBff always POSTs and student/comment/remove is a DELETE, so this sends it
 * itself with callBff's rules (a 403 ends the session). Becomes `bff.removeComment(input)`.
 */
export async function removeComment(input: { commentId: number }): Promise<BffAnswer<null>> {
  const response = await fetch(`/api/${calls.removeComment.path}`, {
    method: calls.removeComment.method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(input),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const envelope = (await response.json().catch(() => null)) as BffAnswer<null> | null;
  if (response.status === 403 || envelope?.status === 403) {
    loadPage('/');
    return new Promise<never>(() => {});
  }
  return {
    status: response.ok ? (envelope?.status ?? response.status) : response.status,
    message: envelope?.message ?? '',
    data: null,
  };
}
