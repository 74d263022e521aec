'use client';

import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

import { describedBy, Field, inputClasses } from './field';

type LabelledProps = {
  label: ReactNode;
  /** The validation or server message for this field. */
  error?: string;
  hint?: ReactNode;
  /** Classes of the field's wrapper. */
  fieldClassName?: string;
};

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & LabelledProps;

/**
 * A labelled text box with its message, wired for screen readers. Spread react-hook-form's
 * `register(name)` on it: `<TextField label="Email" error={errors.email?.message} {...register('email')} />`.
 */
export function TextField({
  label,
  error,
  hint,
  fieldClassName,
  id,
  className,
  ...input
}: TextFieldProps) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  return (
    <Field id={controlId} label={label} error={error} hint={hint} className={fieldClassName}>
      <input
        id={controlId}
        className={inputClasses(!!error, className)}
        {...describedBy(controlId, error, !!hint)}
        {...input}
      />
    </Field>
  );
}

export type TextareaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> &
  LabelledProps & {
    /** The characters typed so far and the most allowed: shown as "12/1000 characters". */
    counter?: { length: number; limit: number };
  };

/** A labelled text area with its message and, when given, a character counter. */
export function TextareaField({
  label,
  error,
  hint,
  counter,
  fieldClassName,
  id,
  className,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  const madeUp = useId();
  const controlId = id ?? madeUp;
  const note = counter ? `${counter.length}/${counter.limit} characters` : hint;
  return (
    <Field id={controlId} label={label} error={error} hint={note} className={fieldClassName}>
      <textarea
        id={controlId}
        rows={rows}
        className={inputClasses(!!error, `resize-y ${className ?? ''}`)}
        {...describedBy(controlId, error, !!note)}
        {...textarea}
      />
    </Field>
  );
}
