'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { TEXT_LIMIT } from '@/lib/contract/fields';
import { websiteFeedbackSchema } from '@/lib/contract/feedback';

import {
  describedBy,
  errorId,
  Field,
  FieldError,
  inputClasses,
} from '@/components/auth/form-field';
import { StarRating } from '@/components/profile/star-rating';
import { Button } from '@/components/ui/button';
import { sendWithNotice } from '@/components/ui/send-with-notice';

type Values = z.input<typeof websiteFeedbackSchema>;

const empty: Values = { type: 'WEBSITE', rating: 0, description: '' };

/** Feedback on the site: 1–5 stars and a description of at most 1000 characters. */
export function FeedbackForm() {
  const [busy, setBusy] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(websiteFeedbackSchema), defaultValues: empty });
  const length = String(watch('description') ?? '').length;

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const sent = await sendWithNotice('student/feedback/save', values);
    setBusy(false);
    if (sent.ok) reset(empty);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      <div>
        <p id="feedback-rating-label" className="mb-1.5 text-sm font-semibold text-slate-800">
          Rating
        </p>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRating
              value={Number(field.value) || 0}
              onChange={field.onChange}
              invalid={!!errors.rating}
              describedBy={errors.rating ? errorId('feedback-rating') : undefined}
              disabled={busy}
            />
          )}
        />
        <FieldError id={errorId('feedback-rating')} message={errors.rating?.message} />
      </div>
      <Field
        id="feedback-description"
        label="Description"
        error={errors.description?.message}
        hint={`${length}/${TEXT_LIMIT} characters`}
      >
        <textarea
          id="feedback-description"
          rows={6}
          placeholder="Tell us what you think of the platform"
          className={inputClasses(!!errors.description, 'resize-y')}
          {...describedBy('feedback-description', errors.description?.message)}
          {...register('description')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  );
}
