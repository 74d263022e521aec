'use client';

import { consoleCall } from '@/lib/platform/console-actions';

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
      act={() => consoleCall('moderateFeedback', { feedbackId, approved: false })}
    />
  ) : (
    <ConsoleActionButton
      label="Approve"
      variant="primary"
      act={() => consoleCall('moderateFeedback', { feedbackId, approved: true })}
    />
  );
}
