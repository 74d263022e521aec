'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { afterSignInPath, REDIRECT_DELAY_MS } from '@/lib/auth-redirects';
import { loadPage } from '@/lib/browser/navigate';
import { loginSchema } from '@/lib/contract/accounts';
import { signInAction } from '@/lib/session/account-actions';

import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/form';
import { IntentLink } from '@/components/ui/intent-link';
import { sendWithNotice } from '@/components/ui/send-with-notice';

type Values = z.input<typeof loginSchema>;

type SignInFormProps = {
  /** The screen that sent the student here (`?from=`), deciding where they land. */
  from?: string | null;
  /** The session id for `from=session-details`. */
  id?: string | null;
};

export function SignInForm({ from = null, id = null }: SignInFormProps) {
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const signedIn = await sendWithNotice(signInAction(values));
    if (!signedIn.ok) return setBusy(false);
    // A full load, so the header and every server-rendered part see the new session.
    const target = afterSignInPath(from, id);
    if (target) loadPage(target);
    else window.setTimeout(() => loadPage('/'), REDIRECT_DELAY_MS);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id="signin-password"
        label="Password"
        autoComplete="current-password"
        placeholder="Enter your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <IntentLink
          href="/forgot-password"
          className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          Forgot Password?
        </IntentLink>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
