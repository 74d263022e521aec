'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { REDIRECT_DELAY_MS } from '@/lib/auth-redirects';
import { resetPasswordSchema } from '@/lib/contract/accounts';
import { resetPasswordAction } from '@/lib/session/account-actions';

import { describedBy, Field } from '@/components/auth/form-field';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import { runWithNotice } from '@/components/ui/send-with-notice';

type Values = z.input<typeof resetPasswordSchema>;

/** Step 3 of recovery: the new password, spent with the token kept on the server. */
export function ResetPasswordForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const reset = await runWithNotice(() => resetPasswordAction(values), {
      thrown: 'Something went wrong!',
      refused: 'Reset failed',
      succeeded: 'Password Reset Successfully',
    });
    if (!reset.ok) return setBusy(false);
    window.setTimeout(() => router.push('/signin'), REDIRECT_DELAY_MS);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field id="reset-password" label="New Password" error={errors.password?.message}>
        <PasswordInput
          id="reset-password"
          label="new password"
          autoComplete="new-password"
          placeholder="Enter a new password"
          invalid={!!errors.password}
          {...describedBy('reset-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <Field id="reset-confirm" label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="reset-confirm"
          label="confirm password"
          autoComplete="new-password"
          placeholder="Repeat the new password"
          invalid={!!errors.confirmPassword}
          {...describedBy('reset-confirm', errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
