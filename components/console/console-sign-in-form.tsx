'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

import { operatorSignInAction } from '@/lib/console/actions';

import { Button } from '@/components/ui/button';

const field =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Password, then the authenticator's code (or a recovery code): the console's one way in. */
export function ConsoleSignInForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await operatorSignInAction({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      code: String(form.get('code') ?? ''),
    }).catch(() => ({ status: 502, message: 'Something went wrong' }));
    setBusy(false);
    if (result.status === 200) {
      router.replace('/console');
      router.refresh();
    } else {
      setError(result.message);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <label className="block text-sm font-semibold text-slate-800">
        Email
        <input name="email" type="email" autoComplete="username" required className={field} />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        Password
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={field}
        />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        Authenticator code
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          className={field}
          aria-describedby="console-code-hint"
        />
        <span id="console-code-hint" className="mt-1 block text-xs font-normal text-slate-600">
          Six digits from your authenticator app, or one of your recovery codes.
        </span>
      </label>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in to the console'}
      </Button>
    </form>
  );
}
