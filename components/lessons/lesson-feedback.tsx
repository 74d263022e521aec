'use client';

import { useState } from 'react';

import { videoMessages } from '@/lib/lessons/texts';

import { LazyFeedbackForm as FeedbackForm } from '@/components/feedback/lazy-feedback-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/**
 * "Give Feedback" on the lesson: a rating of at least one star and a
 * description of at most 1000 characters, saved with type VIDEO; "Feedback added successfully".
 */
export function LessonFeedback({ videoId }: { videoId: number }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {videoMessages.giveFeedback}
      </Button>
      <Modal open={open} onClose={close} title={videoMessages.giveFeedback}>
        <FeedbackForm
          about={{ type: 'VIDEO', videoId }}
          id="lesson-feedback"
          rows={5}
          placeholder="What did you think of this lesson?"
          texts={{
            thrown: videoMessages.feedbackError,
            refused: videoMessages.feedbackFailed,
            succeeded: videoMessages.feedbackSaved,
          }}
          onSaved={close}
          actions={(busy) => (
            <Button type="button" variant="ghost" onClick={close} disabled={busy}>
              Cancel
            </Button>
          )}
        />
      </Modal>
    </>
  );
}
