'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

type Place = { videoId: number } | { caseId: number };

/** Removes a comment for good, from the lesson or case it is on. */
export function RemoveCommentButton({ commentId, place }: { commentId: number; place: Place }) {
  return (
    <ConsoleActionButton
      label="Remove"
      confirm="Remove this comment for everyone? This cannot be undone."
      act={() =>
        consoleCall('removeCommentAsOperator', {
          commentId,
          ...('videoId' in place ? { videoId: place.videoId } : { caseId: place.caseId }),
        })
      }
    />
  );
}
