'use client';

import type { ReactNode } from 'react';

import { Field, type ControlProps } from '@/components/ui/form/field';
import { consoleInputClasses } from '@/components/ui/form/field-classes';

/** The console's labels: tighter than the students' (docs/console.md, "Forms"). */
export const consoleLabelClasses = 'block text-sm font-semibold text-slate-800';

type Props = {
  label: ReactNode;
  /** The refusal about this control: `errorFor(field)` of `useConsoleForm`. */
  error?: string;
  /** A note under the control (a format, a count), read with it by screen readers. */
  hint?: ReactNode;
  /** The field's wrapper (its place in the form's grid). */
  className?: string;
  /** The control: spread `control` on it, which carries its id, wiring and the console's classes. */
  children: (control: ControlProps & { className: string }) => ReactNode;
};

/**
 * One labelled control of a console form: the students' `<Field>` (label, hint and message tied
 * with aria-describedby, aria-invalid while refused) with the console's label and control classes,
 * the control outlined in red while refused.
 */
export function ConsoleField({ label, error, hint, className, children }: Props) {
  return (
    <Field
      label={label}
      labelClassName={consoleLabelClasses}
      error={error}
      hint={hint}
      className={className}
    >
      {(control) =>
        children({ ...control, className: consoleInputClasses(!!control['aria-invalid']) })
      }
    </Field>
  );
}
