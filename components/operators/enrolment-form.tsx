'use client';

import { useState } from 'react';

import { completeEnrolmentAction } from '@/lib/platform/console-actions';
import { routes } from '@/lib/routes';

import { buttonClasses } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/form/submit-button';

import { ConsoleField } from '../console/console-field';
import { ConsoleSaid } from '../console/console-said';
import { useConsoleForm } from '../console/use-console-form';

/**
 * The enrolment's last step; then the recovery codes, shown once. The page is not read again on
 * success: its link is spent by then, and the codes would give way to its refusal.
 */
export function EnrolmentForm({ token, email }: { token: string; email: string }) {
  const [values, setValues] = useState({ password: '', confirmPassword: '', code: '' });
  const { busy, run, said } = useConsoleForm({ refresh: false });
  const [codes, setCodes] = useState<string[] | null>(null);
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  if (codes) {
    return (
      <div role="status" className="mt-3">
        <p className="font-semibold text-green-800">
          You are enrolled. Keep these recovery codes somewhere safe: each signs you in once if you
          lose your authenticator, and they are not shown again.
        </p>
        <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-2 font-mono">
          {codes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
        <a href={routes.consoleSignIn.path} className={buttonClasses({ className: 'mt-4' })}>
          Sign in to the console
        </a>
      </div>
    );
  }

  return (
    <form
      className="mt-3 grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const answer = await run(() => completeEnrolmentAction({ token, ...values }));
        if (answer?.data) setCodes(answer.data.recoveryCodes);
      }}
    >
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <ConsoleField label="Password (at least 12 characters)">
        {(control) => (
          <input
            {...control}
            type="password"
            required
            minLength={12}
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
          />
        )}
      </ConsoleField>
      <ConsoleField label="Password again">
        {(control) => (
          <input
            {...control}
            type="password"
            required
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
        )}
      </ConsoleField>
      <ConsoleField label="6-digit code from the app">
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            pattern="[0-9]{6}"
            required
            autoComplete="one-time-code"
            value={values.code}
            onChange={set('code')}
          />
        )}
      </ConsoleField>
      <ConsoleSaid said={said} />
      <SubmitButton disabled={busy}>{busy ? 'Enrolling…' : 'Enrol'}</SubmitButton>
    </form>
  );
}
