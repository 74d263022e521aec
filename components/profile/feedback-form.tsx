'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { bff } from '@/lib/browser/bff';
import { TEXT_LIMIT } from '@/lib/contract/fields';
import { websiteFeedbackSchema } from '@/lib/contract/feedback';

import { Button } from '@/components/ui/button';
import { StarRatingField, TextareaField } from '@/components/ui/form';
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
    const sent = await sendWithNotice(bff.saveFeedback(values));
    setBusy(false);
    if (sent.ok) reset(empty);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingField
            id="feedback-rating"
            label="Rating"
            value={Number(field.value) || 0}
            onChange={field.onChange}
            error={errors.rating?.message}
            disabled={busy}
          />
        )}
      />
      <TextareaField
        id="feedback-description"
        label="Description"
        rows={6}
        placeholder="Tell us what you think of the platform"
        error={errors.description?.message}
        counter={{ length, limit: TEXT_LIMIT }}
        {...register('description')}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  );
}
