'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Cancels a live session, after asking: it cannot be undone. */
export function CancelSessionButton({ sessionId }: { sessionId: number }) {
  return (
    <ConsoleActionButton
      label="Cancel the session"
      variant="danger"
      confirm="Cancel this session? Every booked student is told by email. This cannot be undone."
      act={() => consoleCall('cancelLiveSession', { sessionId })}
    />
  );
}
