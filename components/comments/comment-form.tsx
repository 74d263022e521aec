'use client';

import { useId, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';

import type { CommentText } from '@/lib/comments/calls';
import { TEXT_LIMIT } from '@/lib/calls/domain';

import { lazyZodResolver, SubmitButton, TextareaField } from '@/components/ui/form';

const validation = lazyZodResolver(() =>
  import('@/lib/comments/calls').then((calls) => calls.commentTextSchema),
);

type CommentFormProps = {
  /** 'Post' when adding, 'Update' when editing. */
  submitLabel: string;
  /** The text being edited; empty when adding. */
  initialText?: string;
  /** Sends the trimmed text; resolves true when it was saved (the form then empties). */
  onSubmit: (description: string) => Promise<boolean>;
  /**
   * Set for a visitor: submitting asks them to sign in instead of checking the text (the
   * comment rules apply only when signed in).
   */
  onSignInNeeded?: () => void;
  autoFocus?: boolean;
  label?: string;
};

/** The comment text box: trimmed, required, at most 1000 characters, with the spec's messages. */
export function CommentForm({
  submitLabel,
  initialText = '',
  onSubmit,
  onSignInNeeded,
  autoFocus = false,
  label = 'Your comment',
}: CommentFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CommentText>({
    resolver: validation.resolver,
    defaultValues: { description: initialText },
  });
  const length = String(watch('description') ?? '').length;

  const send = handleSubmit(async ({ description }) => {
    if (await onSubmit(description)) reset({ description: '' });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (onSignInNeeded) {
      event.preventDefault();
      onSignInNeeded();
      return;
    }
    void send(event);
  };

  const error = errors.description?.message;
  return (
    <form
      onSubmit={submit}
      // A visitor is asked to sign in instead: nothing to check.
      onFocus={onSignInNeeded ? undefined : validation.preload}
      noValidate
      className="space-y-3"
    >
      <TextareaField
        id={id}
        label={label}
        autoFocus={autoFocus}
        placeholder="Share a tip, a question or your own report of this case"
        error={error}
        counter={{ length, limit: TEXT_LIMIT }}
        {...register('description')}
      />
      <div className="flex justify-end">
        <SubmitButton disabled={isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
