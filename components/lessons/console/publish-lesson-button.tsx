'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Publishes a draft lesson, or takes a published one back to draft. */
export function PublishLessonButton({
  videoId,
  published,
}: {
  videoId: number;
  published: boolean;
}) {
  return published ? (
    <ConsoleActionButton
      label="Back to draft"
      confirm="Take this lesson off the site? Students and visitors will no longer see it."
      act={() => consoleCall('publishLesson', { videoId, published: false })}
    />
  ) : (
    <ConsoleActionButton
      label="Publish"
      variant="primary"
      act={() => consoleCall('publishLesson', { videoId, published: true })}
    />
  );
}
