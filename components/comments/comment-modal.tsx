'use client';

import { commentMessages } from '@/lib/comments/texts';

import { LazyCommentForm as CommentForm } from '@/components/comments/lazy-comment-form';
import { Modal } from '@/components/ui/modal';

export type CommentModalState = { mode: 'add' } | { mode: 'edit'; commentId: number; text: string };

type CommentModalProps = {
  /** Closed when null; add mode, or edit mode for one of the student's own comments. */
  state: CommentModalState | null;
  onClose: () => void;
  /** Saves the trimmed text; resolves true when saved, which closes the modal. */
  onSubmit: (description: string, state: CommentModalState) => Promise<boolean>;
};

/**
 * The comment dialog: "Add Comment" with "Post", or, holding a commentId,
 * "Edit Comment" with "Update".
 */
export function CommentModal({ state, onClose, onSubmit }: CommentModalProps) {
  const editing = state?.mode === 'edit';
  return (
    <Modal
      open={state !== null}
      onClose={onClose}
      title={editing ? commentMessages.editTitle : commentMessages.addTitle}
    >
      {state ? (
        <CommentForm
          key={editing ? state.commentId : 'add'}
          submitLabel={editing ? commentMessages.update : commentMessages.post}
          initialText={editing ? state.text : ''}
          autoFocus
          onSubmit={async (description) => {
            const saved = await onSubmit(description, state);
            if (saved) onClose();
            return saved;
          }}
        />
      ) : null}
    </Modal>
  );
}
