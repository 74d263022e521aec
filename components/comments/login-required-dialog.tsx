'use client';

import { commentMessages } from '@/lib/comments/texts';

import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type LoginRequiredDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Sign In, carrying where to come back to (`signInHref(origin, id)`). */
  signInHref: string;
  message?: string;
};

/**
 * The spec's Login Required warning: "Please log in to continue", and OK leads to Sign
 * In, which brings the student back. Shared by the comment form, the model answer and the player.
 */
export function LoginRequiredDialog({
  open,
  onClose,
  signInHref,
  message = commentMessages.loginRequired,
}: LoginRequiredDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={commentMessages.loginRequiredTitle}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <ButtonLink href={signInHref} prefetch={false}>
            OK
          </ButtonLink>
        </>
      }
    >
      <p className="text-slate-600">{message}</p>
    </Modal>
  );
}
