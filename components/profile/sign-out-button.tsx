'use client';

import { useState } from 'react';

import { loadPage } from '@/lib/browser/navigate';
import { signOutAction } from '@/lib/accounts/actions';

import { HandlerButton } from '@/components/ui/handler-button';
import { SignOutIcon } from '@/components/ui/icons';
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
      <HandlerButton type="button" className={className} onClick={() => setOpen(true)}>
        <SignOutIcon width={20} height={20} />
        Sign Out
      </HandlerButton>
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
