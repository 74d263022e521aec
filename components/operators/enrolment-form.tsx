'use client';

import { useEffect, useState } from 'react';

import { completeEnrolmentAction } from '@/lib/platform/console-actions';
import { routes } from '@/lib/routes';

import { Button, buttonClasses } from '@/components/ui/button';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

const field = consoleInputClasses();

/** The enrolment's last step; then the recovery codes, shown once. */
export function EnrolmentForm({ token, email }: { token: string; email: string }) {
  const [values, setValues] = useState({ password: '', confirmPassword: '', code: '' });
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [refusal, setRefusal] = useState<string | null>(null);
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
        setBusy(true);
        const result = await completeEnrolmentAction({ token, ...values }).catch(() => ({
          status: 502,
          message: 'Something went wrong',
          data: null,
        }));
        setBusy(false);
        if (result.status === 200 && result.data && 'recoveryCodes' in result.data) {
          setCodes(result.data.recoveryCodes);
        } else {
          setRefusal(result.message);
        }
      }}
    >
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <label className="block text-sm font-semibold text-slate-800">
        Password (at least 12 characters)
        <input
          type="password"
          required
          minLength={12}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          className={field}
        />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        Password again
        <input
          type="password"
          required
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          className={field}
        />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        6-digit code from the app
        <input
          inputMode="numeric"
          pattern="[0-9]{6}"
          required
          autoComplete="one-time-code"
          value={values.code}
          onChange={set('code')}
          className={field}
        />
      </label>
      {refusal ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={!ready || busy}>
        {busy ? 'Enrolling…' : 'Enrol'}
      </Button>
    </form>
  );
}
