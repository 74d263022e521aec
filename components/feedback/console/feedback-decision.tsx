'use client';

import { moderateFeedbackAction } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Approve feedback as a testimonial, or withdraw an approved one. */
export function FeedbackDecision({
  feedbackId,
  approved,
}: {
  feedbackId: number;
  approved: boolean;
}) {
  return approved ? (
    <ConsoleActionButton
      label="Withdraw"
      act={() => moderateFeedbackAction({ feedbackId, approved: false })}
    />
  ) : (
    <ConsoleActionButton
      label="Approve"
      variant="primary"
      act={() => moderateFeedbackAction({ feedbackId, approved: true })}
    />
  );
}
