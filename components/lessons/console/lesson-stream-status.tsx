'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import type { ConsoleLessonPackage } from '@/lib/lessons/calls';
import { lessonPackageMessages as say, lessonStreamLabel } from '@/lib/lessons/texts';
import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** How often the page is read again while a lesson's video is being packaged. */
const REFRESH_MS = 3000;

/**
 * A lesson's stream on its console page (docs/console.md, "Lessons"): the state with its
 * percentage, read again every few seconds while it is being made, and Retry once it failed.
 */
export function LessonStreamStatus({
  videoId,
  stream,
  editable,
}: {
  videoId: number;
  stream: ConsoleLessonPackage;
  editable: boolean;
}) {
  const router = useRouter();
  const working = stream.state === 'processing' || stream.state === 'uploading';
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [working, router]);
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <span
        role="status"
        className={stream.state === 'failed' ? 'font-semibold text-red-800' : undefined}
      >
        {lessonStreamLabel(stream)}
      </span>
      {working ? (
        <progress
          max={100}
          value={stream.percent}
          aria-label="Processing for streaming"
          className="h-2 w-40"
        />
      ) : null}
      {stream.state === 'failed' && editable ? (
        <ConsoleActionButton
          label={say.retry}
          act={() => consoleCall('retryLessonPackaging', { videoId })}
        />
      ) : null}
    </span>
  );
}
