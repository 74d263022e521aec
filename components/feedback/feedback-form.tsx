'use client';

import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { bffFor } from '@/lib/calls/browser-client';
import type { feedbackCalls, FeedbackSave } from '@/lib/feedback/calls';
import { feedbackEndpoints } from '@/lib/feedback/endpoints';
import { TEXT_LIMIT } from '@/lib/calls/domain';

import {
  lazyZodResolver,
  StarRatingField,
  SubmitButton,
  TextareaField,
} from '@/components/ui/form';
import { sendWithNotice, type NoticeTexts } from '@/components/ui/send-with-notice';

const bff = bffFor<typeof feedbackCalls>(feedbackEndpoints);

const validation = lazyZodResolver(() =>
  import('@/lib/feedback/calls').then((calls) => calls.feedbackSaveSchema),
);

type FeedbackFormProps = {
  /** What the feedback is about: the site, or one lesson. */
  about: { type: 'WEBSITE' } | { type: 'VIDEO'; videoId: number };
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  placeholder: string;
  rows?: number;
  texts?: NoticeTexts;
  /** After a saved feedback (the form has emptied itself). */
  onSaved?: () => void;
  /** Buttons shown before Submit (a dialog's Cancel). */
  actions?: (busy: boolean) => ReactNode;
  className?: string;
};

/**
 * Feedback: one to five stars and a description of at most 1000
 * characters, on the site (the profile's Feedback tab) or on a lesson (its "Give Feedback").
 */
export function FeedbackForm({
  about,
  id,
  placeholder,
  rows = 6,
  texts,
  onSaved,
  actions,
  className,
}: FeedbackFormProps) {
  const [busy, setBusy] = useState(false);
  const empty = { ...about, rating: 0, description: '' } as FeedbackSave;
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<FeedbackSave>({ resolver: validation.resolver, defaultValues: empty });
  const length = String(watch('description') ?? '').length;

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const sent = await sendWithNotice(bff.saveFeedback(values), texts);
    setBusy(false);
    if (!sent.ok) return;
    reset(empty);
    onSaved?.();
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      className={className ?? 'space-y-5'}
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingField
            id={`${id}-rating`}
            label="Rating"
            value={Number(field.value) || 0}
            onChange={field.onChange}
            error={errors.rating?.message}
            disabled={busy}
          />
        )}
      />
      <TextareaField
        id={`${id}-description`}
        label="Description"
        rows={rows}
        placeholder={placeholder}
        error={errors.description?.message}
        counter={{ length, limit: TEXT_LIMIT }}
        {...register('description')}
      />
      <div className="flex justify-end gap-3">
        {actions?.(busy)}
        <SubmitButton disabled={busy}>{busy ? 'Submitting...' : 'Submit'}</SubmitButton>
      </div>
    </form>
  );
}
