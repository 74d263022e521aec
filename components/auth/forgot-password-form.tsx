'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import type { forgotPasswordSchema } from '@/lib/accounts/calls';
import { forgotPasswordAction } from '@/lib/accounts/actions';

import { lazyZodResolver, SubmitButton, TextField } from '@/components/ui/form';
import { REDIRECT_DELAY_MS, sendWithNotice } from '@/components/ui/send-with-notice';

type Values = z.input<typeof forgotPasswordSchema>;

const validation = lazyZodResolver(() =>
  import('@/lib/accounts/calls').then((calls) => calls.forgotPasswordSchema),
);

/** Step 1 of recovery: the address to send a code to (kept server-side for the next step). */
export function ForgotPasswordForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: validation.resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const sent = await sendWithNotice(forgotPasswordAction(values));
    if (!sent.ok) return setBusy(false);
    window.setTimeout(() => router.push('/verify-otp'), REDIRECT_DELAY_MS);
  });

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="space-y-5">
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your registered email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton size="lg" className="w-full" disabled={busy}>
        {busy ? 'Sending OTP...' : 'Get OTP'}
      </SubmitButton>
    </form>
  );
}
