import type { ReactNode } from 'react';

import { cn } from '@/components/ui/cn';

/** Classes shared by every text-like input of the account forms. */
export function inputClasses(invalid = false, className?: string) {
  return cn(
    'block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid ? 'border-red-500' : 'border-slate-300',
    className,
  );
}

export const errorId = (id: string) => `${id}-error`;

type FieldProps = {
  id: string;
  label: ReactNode;
  /** The validation or server message for this field. */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A label, its control and the control's message, wired for screen readers. */
export function Field({ id, label, error, hint, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
      {message}
    </p>
  );
}

/** aria attributes for a control with an optional message. */
export function describedBy(id: string, error?: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};
}
