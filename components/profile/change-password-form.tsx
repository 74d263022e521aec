'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { bffFor } from '@/lib/calls/browser-client';
import type { accountCalls, changePasswordSchema } from '@/lib/accounts/calls';
import { accountEndpoints } from '@/lib/accounts/endpoints';

import { lazyZodResolver, PasswordField, SubmitButton } from '@/components/ui/form';
import { sendWithNotice } from '@/components/ui/send-with-notice';

const bff = bffFor<typeof accountCalls>(accountEndpoints);

type Values = z.input<typeof changePasswordSchema>;

const validation = lazyZodResolver(() =>
  import('@/lib/accounts/calls').then((calls) => calls.changePasswordSchema),
);

const empty: Values = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: other sessions end; this one stays signed in. */
export function ChangePasswordForm() {
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: validation.resolver, defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const sent = await sendWithNotice(bff.changePassword(values));
    setBusy(false);
    if (sent.ok) reset(empty);
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      className="max-w-xl space-y-5"
    >
      <PasswordField
        id="old-password"
        label="Old Password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordField
        id="new-password"
        label="New Password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        id="confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton size="lg" disabled={busy}>
        {busy ? 'Saving...' : 'Save Changes'}
      </SubmitButton>
    </form>
  );
}
