'use client';

import { useId, type ReactNode } from 'react';

import { cn } from '@/components/ui/cn';

/** Classes shared by every text-like control of the forms. */
export function inputClasses(invalid = false, className?: string) {
  return cn(
    'block w-full rounded-md border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400',
    'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid ? 'border-red-500' : 'border-slate-300',
    className,
  );
}

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

/** The attributes that tie a control to its label's field: its id, validity and descriptions. */
export type ControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  /** Set instead of a `<label for>` when the field labels a group (a radio group, say). */
  'aria-labelledby'?: string;
};

/** aria attributes for a control with an optional message and hint. */
export function describedBy(id: string, error?: string, hasHint = false) {
  const ids = [hasHint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(ids.length ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}

type FieldProps = {
  label: ReactNode;
  /** The validation or server message for this field. */
  error?: string;
  /** A note under the control (a character count, a format), read with it by screen readers. */
  hint?: ReactNode;
  /** The control's id; one is made up when absent. */
  id?: string;
  /** The control is a group (radio buttons): the label names it through aria-labelledby. */
  group?: boolean;
  className?: string;
  /** The label's classes, when a form lays its labels out otherwise (the console's are tighter). */
  labelClassName?: string;
  /** The control, or a function that receives the attributes to spread on it. */
  children: ReactNode | ((control: ControlProps) => ReactNode);
};

/** A label, its control and the control's message, wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  id,
  group = false,
  className,
  labelClassName,
  children,
}: FieldProps) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  const labelId = `${controlId}-label`;
  const control: ControlProps = {
    id: controlId,
    ...describedBy(controlId, error, !!hint),
    ...(group ? { 'aria-labelledby': labelId } : {}),
  };
  const labelClass = labelClassName ?? 'mb-1.5 block text-sm font-semibold text-slate-800';
  return (
    <div className={className}>
      {group ? (
        <span id={labelId} className={labelClass}>
          {label}
        </span>
      ) : (
        <label id={labelId} htmlFor={controlId} className={labelClass}>
          {label}
        </label>
      )}
      {typeof children === 'function' ? children(control) : children}
      {hint ? (
        <p id={hintId(controlId)} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId(controlId)} message={error} />
    </div>
  );
}

/** A field's message, announced when it appears; renders nothing without one. */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
      {message}
    </p>
  );
}
