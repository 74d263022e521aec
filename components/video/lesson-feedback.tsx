'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { TEXT_LIMIT } from '@/lib/contract/fields';
import { videoFeedbackSchema, type VideoFeedback } from '@/lib/contract/feedback';
import { videoMessages } from '@/lib/contract/video-page';

import { Button } from '@/components/ui/button';
import { StarRatingField, TextareaField } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { sendWithNotice } from '@/components/ui/send-with-notice';

import { saveLessonFeedback } from './video-calls';

/**
 * "Give Feedback" on the lesson (spec 001 §2, §5, §7): a rating of at least one star and a
 * description of at most 1000 characters, saved with type VIDEO; "Feedback added successfully".
 */
export function LessonFeedback({ videoId }: { videoId: number }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const empty: VideoFeedback = { type: 'VIDEO', videoId, rating: 0, description: '' };
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<VideoFeedback>({ resolver: zodResolver(videoFeedbackSchema), defaultValues: empty });
  const length = String(watch('description') ?? '').length;

  const close = () => {
    setOpen(false);
    reset(empty);
  };

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    const sent = await sendWithNotice(saveLessonFeedback(values), {
      thrown: videoMessages.feedbackError,
      refused: videoMessages.feedbackFailed,
      succeeded: videoMessages.feedbackSaved,
    });
    setBusy(false);
    if (sent.ok) close();
  });

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {videoMessages.giveFeedback}
      </Button>
      <Modal open={open} onClose={close} title={videoMessages.giveFeedback}>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <StarRatingField
                id="lesson-feedback-rating"
                label="Rating"
                value={Number(field.value) || 0}
                onChange={field.onChange}
                error={errors.rating?.message}
                disabled={busy}
              />
            )}
          />
          <TextareaField
            id="lesson-feedback-description"
            label="Description"
            rows={5}
            placeholder="What did you think of this lesson?"
            error={errors.description?.message}
            counter={{ length, limit: TEXT_LIMIT }}
            {...register('description')}
          />
          <div className="flex justify-end gap-3">
            <Button type="button" variant="ghost" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Submitting...' : 'Submit'}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
