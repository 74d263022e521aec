'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Opens a live session's room for its booked students (docs/live-sessions.md). */
export function OpenSessionRoomButton({ sessionId }: { sessionId: number }) {
  return (
    <ConsoleActionButton
      label="Open the room"
      variant="primary"
      act={() => consoleCall('openSessionRoom', { sessionId })}
    />
  );
}
