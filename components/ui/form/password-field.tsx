'use client';

import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';

import { HandlerButton } from '@/components/ui/handler-button';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';

import { describedBy, Field, inputClasses } from './field';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  invalid?: boolean;
  /** What the field is called, for the toggle's label ("Show confirm password"). */
  toggleLabel?: string;
};

/** A password box with a show/hide toggle. */
function PasswordInput({
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
      <HandlerButton
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-label={`${shown ? 'Hide' : 'Show'} ${toggleLabel}`}
        aria-pressed={shown}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-500 hover:text-brand-700"
      >
        {shown ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
      </HandlerButton>
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
