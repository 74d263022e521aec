'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Publishes a draft session, or takes an unbooked one back to draft. */
export function PublishSessionButton({
  sessionId,
  published,
}: {
  sessionId: number;
  published: boolean;
}) {
  return published ? (
    <ConsoleActionButton
      label="Back to draft"
      act={() => consoleCall('publishLiveSession', { sessionId, published: false })}
    />
  ) : (
    <ConsoleActionButton
      label="Publish"
      variant="primary"
      act={() => consoleCall('publishLiveSession', { sessionId, published: true })}
    />
  );
}
