'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import type { resetPasswordSchema } from '@/lib/accounts/calls';
import { resetPasswordAction } from '@/lib/accounts/actions';

import { lazyZodResolver, PasswordField, SubmitButton } from '@/components/ui/form';
import { REDIRECT_DELAY_MS, sendWithNotice } from '@/components/ui/send-with-notice';

type Values = z.input<typeof resetPasswordSchema>;

const validation = lazyZodResolver(() =>
  import('@/lib/accounts/calls').then((calls) => calls.resetPasswordSchema),
);

/** Step 3 of recovery: the new password, spent with the token kept on the server. */
export function ResetPasswordForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: validation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const reset = await sendWithNotice(resetPasswordAction(values), {
      thrown: 'Something went wrong!',
      refused: 'Reset failed',
      succeeded: 'Password Reset Successfully',
    });
    if (!reset.ok) return setBusy(false);
    window.setTimeout(() => router.push('/signin'), REDIRECT_DELAY_MS);
  });

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="space-y-5">
      <PasswordField
        id="reset-password"
        label="New Password"
        autoComplete="new-password"
        placeholder="Enter a new password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id="reset-confirm"
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Repeat the new password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton size="lg" className="w-full" disabled={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </SubmitButton>
    </form>
  );
}
