'use client';

import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';

import { describedBy, Field, inputClasses } from './field';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  invalid?: boolean;
  /** What the field is called, for the toggle's label ("Show confirm password"). */
  toggleLabel?: string;
};

/** A password box with a show/hide toggle (spec 000 §2). */
export function PasswordInput({
  invalid,
  toggleLabel = 'password',
  className,
  ...props
}: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        type={shown ? 'text' : 'password'}
        className={inputClasses(invalid, `pr-11 ${className ?? ''}`)}
      />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-label={`${shown ? 'Hide' : 'Show'} ${toggleLabel}`}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-500 hover:text-brand-700"
      >
        {shown ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

type PasswordFieldProps = Omit<PasswordInputProps, 'invalid'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A labelled password box with its show/hide toggle and message. */
export function PasswordField({
  label,
  error,
  hint,
  id,
  toggleLabel,
  ...input
}: PasswordFieldProps) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  return (
    <Field id={controlId} label={label} error={error} hint={hint}>
      <PasswordInput
        id={controlId}
        invalid={!!error}
        toggleLabel={toggleLabel ?? (typeof label === 'string' ? label.toLowerCase() : undefined)}
        {...describedBy(controlId, error, !!hint)}
        {...input}
      />
    </Field>
  );
}

function EyeIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <path d="M10.6 5.1A10.7 10.7 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.7 3.6M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </svg>
  );
}
