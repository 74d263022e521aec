'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CloseIcon } from '@/components/ui/icons';

const widths = {
  sm: 'w-[min(26rem,calc(100%-2rem))]',
  md: 'w-[min(36rem,calc(100%-2rem))]',
  lg: 'w-[min(48rem,calc(100%-2rem))]',
};

type ModalProps = {
  open: boolean;
  /** Called on Escape, a backdrop click, the close button, or `close()` from inside. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom edge, right-aligned. */
  footer?: ReactNode;
  size?: keyof typeof widths;
  /** Hides the corner close button (the footer must then offer a way out). */
  hideCloseButton?: boolean;
  className?: string;
};

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside, closes it on Escape and
 * returns focus to what opened it. The parent owns `open`; every way of closing calls `onClose`.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  hideCloseButton = false,
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A dialog enters the page when first opened: a list of cards with a dialog or three each then
  // costs no markup until one is used. Once there it stays, so closing can fade out.
  const [entered, setEntered] = useState(open);
  if (open && !entered) setEntered(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!entered) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={(event) => {
        // The content fills the dialog, so only a click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'm-auto rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/60',
        'opacity-0 transition-[opacity,translate,overlay,display] transition-discrete duration-300 open:translate-y-0 open:opacity-100 starting:open:translate-y-4 starting:open:opacity-0',
        'backdrop:opacity-0 backdrop:transition-[opacity,overlay,display] backdrop:transition-discrete backdrop:duration-150 open:backdrop:opacity-100 starting:open:backdrop:opacity-0',
        widths[size],
        className,
      )}
    >
      {open ? (
        <div className="p-6 sm:p-7">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {hideCloseButton ? null : (
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="-m-2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <CloseIcon className="size-5" />
              </button>
            )}
          </div>
          <div className="mt-4">{children}</div>
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
};

/** An "are you sure?" dialog, e.g. "Are you sure?" / "You will be signed out!" / "Yes, sign out". */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : onCancel}
      title={title}
      size="sm"
      hideCloseButton
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <p className="text-slate-600">{message}</p> : null}
    </Modal>
  );
}
