'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Makes a lesson a free preview anyone may watch, or a subscribers' lesson again. */
export function FreePreviewButton({
  videoId,
  freePreview,
}: {
  videoId: number;
  freePreview: boolean;
}) {
  return freePreview ? (
    <ConsoleActionButton
      label="End free preview"
      act={() => consoleCall('setLessonFreePreview', { videoId, freePreview: false })}
    />
  ) : (
    <ConsoleActionButton
      label="Make free preview"
      act={() => consoleCall('setLessonFreePreview', { videoId, freePreview: true })}
    />
  );
}
