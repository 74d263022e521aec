'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { changePasswordSchema } from '@/lib/contract/accounts';

import { describedBy, Field } from '@/components/auth/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import { sendWithNotice } from '@/components/ui/send-with-notice';

type Values = z.input<typeof changePasswordSchema>;

const empty: Values = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: other sessions end; this one stays signed in. */
export function ChangePasswordForm() {
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const sent = await sendWithNotice('student/changepassword', values);
    setBusy(false);
    if (sent.ok) reset(empty);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      <Field id="old-password" label="Old Password" error={errors.oldPassword?.message}>
        <PasswordInput
          id="old-password"
          label="old password"
          autoComplete="current-password"
          invalid={!!errors.oldPassword}
          {...describedBy('old-password', errors.oldPassword?.message)}
          {...register('oldPassword')}
        />
      </Field>
      <Field id="new-password" label="New Password" error={errors.newPassword?.message}>
        <PasswordInput
          id="new-password"
          label="new password"
          autoComplete="new-password"
          invalid={!!errors.newPassword}
          {...describedBy('new-password', errors.newPassword?.message)}
          {...register('newPassword')}
        />
      </Field>
      <Field id="confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="confirm-password"
          label="confirm password"
          autoComplete="new-password"
          invalid={!!errors.confirmPassword}
          {...describedBy('confirm-password', errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
