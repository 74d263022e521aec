'use client';

import { useEffect, useId, useState } from 'react';

import { bffFor } from '@/lib/calls/browser-client';
import type { Comment, commentCalls } from '@/lib/comments/calls';
import { commentEndpoints } from '@/lib/comments/endpoints';
import type { DataOf } from '@/lib/calls/define-call';
import { COMMENTS_MORE, COMMENTS_PAGE, commentMessages } from '@/lib/comments/texts';

import { LazyCommentForm as CommentForm } from '@/components/comments/lazy-comment-form';
import type { CommentDates } from '@/components/comments/comment-dates';
import { CommentList } from '@/components/comments/comment-list';
import { CommentModal, type CommentModalState } from '@/components/comments/comment-modal';
import { LoginRequiredDialog } from '@/components/comments/login-required-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/modal';
import { notify } from '@/components/ui/notify';
import { sendWithNotice } from '@/components/ui/send-with-notice';

const bff = bffFor<typeof commentCalls>(commentEndpoints);

export type CommentPage = DataOf<typeof commentCalls.listComments>;

/** What the comments belong to: a lesson or a case. */
export type CommentTarget = { type: 'VIDEO'; videoId: number } | { type: 'SHORT'; caseId: number };

/** The most comments one request may list (the call's limit). */
const LIST_MAX = 100;

const wireTarget = (target: CommentTarget) =>
  target.type === 'VIDEO' ? { videoId: target.videoId } : { subshortId: target.caseId };

type CommentsSectionProps = {
  target: CommentTarget;
  /** The first page as the server read it; null to read it here. */
  initial: CommentPage | null;
  /** The first page's dates, as the server wrote them (comment-dates.ts). */
  dates?: CommentDates;
  /** The signed-in student, or null for a visitor. */
  viewerId: number | null;
  /** Where the Login Required prompt's OK leads (Sign In, returning to this page). */
  signInHref: string;
  /**
   * How a comment is written: 'inline', a form above the list that a visitor is asked to sign
   * in from (the case page); 'button', "Add Comment" opening the dialog, for signed-in students
   * only (the video page).
   */
  compose?: 'inline' | 'button';
};

/**
 * Comments on a lesson or a case: five newest first, "Load More
 * Comments" adds twenty, the student's own comments can be edited ("Edit Comment" / "Update")
 * and deleted after a confirmation. The backend checks ownership again.
 */
export function CommentsSection({
  target,
  initial,
  dates,
  viewerId,
  signInHref,
  compose = 'inline',
}: CommentsSectionProps) {
  const headingId = useId();
  const [page, setPage] = useState<CommentPage>(initial ?? { list: [], total: 0 });
  const [loading, setLoading] = useState(initial === null);
  const [modal, setModal] = useState<CommentModalState | null>(null);
  const [confirming, setConfirming] = useState<Comment | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);

  /** Reads the newest `count` comments again (a refresh asks for the current count). */
  const refresh = async (count: number) => {
    const limit = Math.min(Math.max(count, COMMENTS_PAGE), LIST_MAX);
    setLoading(true);
    try {
      const answer = await bff.listComments({ ...wireTarget(target), limit, offset: 0 });
      if (answer.status === 200 && answer.data) setPage(answer.data);
      else notify.error(answer.message || commentMessages.failed);
    } catch {
      notify.error(commentMessages.failed);
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (initial === null) void refresh(COMMENTS_PAGE);
    // Once, for a page rendered without its comments.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const loadMore = async () => {
    setLoading(true);
    try {
      const answer = await bff.listComments({
        ...wireTarget(target),
        limit: COMMENTS_MORE,
        offset: page.list.length,
      });
      const data = answer.data;
      if (answer.status === 200 && data) {
        setPage((previous) => {
          const known = new Set(previous.list.map((c) => c.commentId));
          return {
            list: [...previous.list, ...data.list.filter((c) => !known.has(c.commentId))],
            total: data.total,
          };
        });
      } else {
        notify.error(answer.message || commentMessages.failed);
      }
    } catch {
      notify.error(commentMessages.failed);
    } finally {
      setLoading(false);
    }
  };

  const save = async (description: string, state: CommentModalState): Promise<boolean> => {
    const sent = await sendWithNotice(
      bff.saveComment({
        ...(target.type === 'VIDEO' ? target : { type: target.type, subshortId: target.caseId }),
        description,
        ...(state.mode === 'edit' ? { commentId: state.commentId } : {}),
      }),
      { thrown: commentMessages.failed, refused: commentMessages.addFailed },
    );
    if (!sent.ok) return false;
    const saved = sent.data;
    if (state.mode === 'edit' && saved) {
      setPage((previous) => ({
        ...previous,
        list: previous.list.map((c) => (c.commentId === saved.commentId ? saved : c)),
      }));
    } else {
      await refresh(page.list.length + 1);
    }
    return true;
  };

  const remove = async () => {
    if (!confirming) return;
    const { commentId } = confirming;
    setDeleting(true);
    const sent = await sendWithNotice(bff.removeComment({ commentId, ...wireTarget(target) }), {
      thrown: commentMessages.deleteError,
      refused: commentMessages.deleteFailed,
      succeeded: commentMessages.deleted,
    });
    setDeleting(false);
    setConfirming(null);
    if (sent.ok) {
      setPage((previous) => ({
        list: previous.list.filter((c) => c.commentId !== commentId),
        total: Math.max(0, previous.total - 1),
      }));
    }
  };

  const hasMore = page.list.length < page.total;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
          Comments
        </h2>
        {compose === 'button' && viewerId !== null ? (
          <Button onClick={() => setModal({ mode: 'add' })}>{commentMessages.addTitle}</Button>
        ) : null}
      </div>

      {compose === 'inline' ? (
        <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-6">
          <h3 className="mb-3 text-lg font-semibold text-slate-900">{commentMessages.addTitle}</h3>
          <CommentForm
            submitLabel={commentMessages.post}
            onSubmit={(description) => save(description, { mode: 'add' })}
            onSignInNeeded={viewerId === null ? () => setSignInOpen(true) : undefined}
          />
        </div>
      ) : null}

      <div className="space-y-4">
        <h3 className="text-lg font-semibold text-slate-900">
          {commentMessages.heading}
          {page.total > 0 ? (
            <span className="ml-2 text-sm font-medium text-slate-500">({page.total})</span>
          ) : null}
        </h3>
        {loading && page.list.length === 0 ? (
          <p role="status" className="text-slate-600">
            Loading comments...
          </p>
        ) : (
          <CommentList
            comments={page.list}
            dates={dates}
            viewerId={viewerId}
            busyId={deleting ? (confirming?.commentId ?? null) : null}
            onEdit={(comment) =>
              setModal({ mode: 'edit', commentId: comment.commentId, text: comment.description })
            }
            onDelete={setConfirming}
          />
        )}
        {hasMore ? (
          <div className="flex justify-center">
            <Button variant="outline" onClick={loadMore} disabled={loading}>
              {loading ? 'Loading...' : commentMessages.loadMore}
            </Button>
          </div>
        ) : null}
      </div>

      <CommentModal state={modal} onClose={() => setModal(null)} onSubmit={save} />
      <ConfirmDialog
        open={confirming !== null}
        title={commentMessages.confirmDeleteTitle}
        message={commentMessages.confirmDeleteText}
        confirmLabel={commentMessages.confirmDeleteButton}
        onConfirm={remove}
        onCancel={() => setConfirming(null)}
        busy={deleting}
      />
      <LoginRequiredDialog
        open={signInOpen}
        onClose={() => setSignInOpen(false)}
        signInHref={signInHref}
      />
    </section>
  );
}
