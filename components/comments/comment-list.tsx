'use client';

import { commentMessages } from '@/lib/comments/texts';
import type { Comment } from '@/lib/comments/calls';
import { formatUkDay } from '@/lib/formatter';
import { storedFileUrl } from '@/lib/storage/files';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';

import type { CommentDates } from './comment-dates';

type CommentListProps = {
  comments: Comment[];
  /** The dates the server wrote for the comments it rendered (comment-dates.ts). */
  dates?: CommentDates;
  /** The signed-in student; their own comments get Edit and Delete (matched by studentId). */
  viewerId: number | null;
  onEdit: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
  /** Disables the actions of the comment being deleted. */
  busyId?: number | null;
};

/** The comments, newest first, or "No comments available.". */
export function CommentList({
  comments,
  dates = {},
  viewerId,
  onEdit,
  onDelete,
  busyId,
}: CommentListProps) {
  if (comments.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
        {commentMessages.empty}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {comments.map((comment) => {
        const own = viewerId !== null && comment.studentId === viewerId;
        return (
          <li key={comment.commentId} className="flex gap-3 p-4 sm:gap-4 sm:p-5">
            <Avatar src={storedFileUrl(comment.profile)} alt="" size={40} loading="lazy" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="font-semibold text-slate-900">
                  {comment.fullName}
                  {own ? (
                    <span className="ml-2 text-xs font-medium text-slate-500">(you)</span>
                  ) : null}
                </p>
                <time dateTime={comment.created} className="text-xs text-slate-500">
                  {dates[comment.created] ?? formatUkDay(comment.created)}
                </time>
              </div>
              <p className="mt-1 break-words whitespace-pre-line text-slate-700">
                {comment.description}
              </p>
              {own ? (
                <div className="mt-2 -ml-3 flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onEdit(comment)}
                    disabled={busyId === comment.commentId}
                    aria-label={`${commentMessages.edit} your comment`}
                  >
                    {commentMessages.edit}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onDelete(comment)}
                    disabled={busyId === comment.commentId}
                    aria-label={`${commentMessages.delete} your comment`}
                  >
                    {commentMessages.delete}
                  </Button>
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
