'use client';

import { useActionState } from 'react';

import { operatorSignInFormAction } from '@/lib/platform/console-actions';
import { routes } from '@/lib/routes';

import { Button } from '@/components/ui/button';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

const field = consoleInputClasses();

/** Password, then the authenticator's code (or a recovery code): the console's one way in. */
export function ConsoleSignInForm() {
  // The permalink is the form's `action` before the page's script runs (an empty one is not
  // valid HTML), and where a post made then lands.
  const [refusal, signIn, pending] = useActionState(
    operatorSignInFormAction,
    null,
    routes.consoleSignIn.path,
  );
  return (
    <form action={signIn} className="space-y-5">
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
      {refusal ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-semibold text-red-800">
          {refusal.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in to the console'}
      </Button>
    </form>
  );
}
