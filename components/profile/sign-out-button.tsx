'use client';

import { useState } from 'react';

import { loadPage } from '@/lib/browser/navigate';
import { signOutAction } from '@/lib/session/account-actions';

import { ConfirmDialog } from '@/components/ui/modal';
import { notify } from '@/components/ui/notify';

/** Sign Out with its confirmation; on confirm the token is revoked and the page reloads at /. */
export function SignOutButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await signOutAction();
    } catch {
      notify.error('Something went wrong');
      setBusy(false);
      return;
    }
    loadPage('/');
  };

  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden
          focusable={false}
        >
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
        </svg>
        Sign Out
      </button>
      <ConfirmDialog
        open={open}
        title="Are you sure?"
        message="You will be signed out!"
        confirmLabel="Yes, sign out"
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        busy={busy}
      />
    </>
  );
}
