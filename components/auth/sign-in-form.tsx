'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { afterSignInPath } from '@/lib/accounts/redirects';
import { loadPage } from '@/lib/browser/navigate';
import type { loginSchema } from '@/lib/accounts/calls';
import { signInAction } from '@/lib/accounts/actions';

import { lazyZodResolver, PasswordField, SubmitButton, TextField } from '@/components/ui/form';
import { IntentLink } from '@/components/ui/intent-link';
import { REDIRECT_DELAY_MS, sendWithNotice } from '@/components/ui/send-with-notice';

type Values = z.input<typeof loginSchema>;

const validation = lazyZodResolver(() =>
  import('@/lib/accounts/calls').then((calls) => calls.loginSchema),
);

/**
 * Sign In's form. Where the student lands afterwards comes from the address (`?from=` the screen
 * that sent them, `&id=` its lesson, case, session or viva room, `&invite=` a room's
 * invitation), read when they submit: the page itself
 * reads nothing of the request, so it is prerendered.
 */
export function SignInForm() {
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const signedIn = await sendWithNotice(signInAction(values));
    if (!signedIn.ok) return setBusy(false);
    // A full load, so the header and every server-rendered part see the new session.
    const query = new URLSearchParams(window.location.search);
    const target = afterSignInPath(query.get('from'), query.get('id'), query.get('invite'));
    if (target) loadPage(target);
    else window.setTimeout(() => loadPage('/'), REDIRECT_DELAY_MS);
  });

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="space-y-5">
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
      <SubmitButton size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing In...' : 'Sign In'}
      </SubmitButton>
    </form>
  );
}
