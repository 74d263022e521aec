import type { Metadata } from 'next';

import { idParam, loadConsoleRecordPage } from '@/lib/platform/console-record-page';
import { consoleLessonHref } from '@/lib/lessons/links';
import type { Video } from '@/lib/lessons/calls';

import { LessonPage } from '@/components/lessons/lesson-page';
import { PreviewNote } from '@/components/console/preview-note';
import { ReadAlert } from '@/components/console/read-alert';

export const metadata: Metadata = { title: 'Lesson Preview' };

type Props = { params: Promise<{ id: string }> };

/**
 * A lesson as its public page shows it to a visitor, drafts included: the page's own components
 * with the lesson's console data. Rendered per request and never indexed, like every console page.
 */
export default async function ConsoleLessonPreviewPage({ params }: Props) {
  const details = await loadConsoleRecordPage('consoleLessonDetails', params, {
    key: idParam,
    input: (videoId) => ({ videoId }),
  });
  if (!details) return null;
  if (details.kind !== 'listed') return <ReadAlert message={details.message} />;
  const { lesson } = details.data;
  // What a visitor's copy holds: no media, which reaches only a subscriber when play is pressed.
  const asVisitorSeesIt: Video = {
    videoId: lesson.videoId,
    name: lesson.name,
    description: lesson.description,
    thumbnail: lesson.thumbnail ?? lesson.cover ?? '',
    cover: lesson.cover ?? lesson.thumbnail ?? '',
    path: null,
    captions: null,
    durationSeconds: lesson.durationSeconds,
    published: lesson.publishedAt,
    watched: false,
    freePreview: lesson.freePreview,
    stream: null,
  };

  return (
    <>
      <PreviewNote back={{ href: consoleLessonHref(lesson.videoId), label: 'Back to the lesson' }}>
        Preview{lesson.published ? '' : ' of a draft'}: the lesson page as visitors
        {lesson.published ? ' see' : ' will see'} it. The player plays on the site itself, for
        subscribers.
      </PreviewNote>
      <div className="overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200">
        <LessonPage lesson={asVisitorSeesIt} viewer={null} />
      </div>
    </>
  );
}
