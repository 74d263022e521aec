import type { Metadata } from 'next';

import { idParam, loadConsoleRecordPage } from '@/lib/platform/console-record-page';
import { roleMayCall } from '@/lib/access/roles';
import { consoleLessonEndpoints } from '@/lib/lessons/console-endpoints';
import { consoleLessonPreviewHref, videoHref } from '@/lib/lessons/links';
import { isLessonMediaName } from '@/lib/lessons/media';
import { routes } from '@/lib/routes';

import { ReadAlert } from '@/components/console/read-alert';
import { StateBadge } from '@/components/console/state-badge';
import { LessonForm } from '@/components/lessons/console/lesson-form';
import {
  LessonCaptionsForms,
  LessonMediaForms,
} from '@/components/lessons/console/lesson-media-forms';
import { LessonOrderControls } from '@/components/lessons/console/lesson-order-controls';
import { PictureUploadForm } from '@/components/console/picture-upload-form';
import { FreePreviewButton } from '@/components/lessons/console/free-preview-button';
import { PublishLessonButton } from '@/components/lessons/console/publish-lesson-button';
import { LessonStreamStatus } from '@/components/lessons/console/lesson-stream-status';
import { RelatedLessonsForm } from '@/components/lessons/console/related-lessons-form';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Lesson' };

type Props = { params: Promise<{ id: string }> };

/** How the page names where a lesson's file or captions come from. */
function sourceOf(value: string | null): string {
  if (!value) return 'None yet';
  return isLessonMediaName(value) ? `Hosted file (${value})` : value;
}

/** One lesson: its words, media, captions, cover, place, related lessons and publication. */
export default async function ConsoleLessonPage({ params }: Props) {
  const details = await loadConsoleRecordPage('consoleLessonDetails', params, {
    key: idParam,
    input: (videoId) => ({ videoId }),
  });
  if (!details) return null;
  if (details.kind !== 'listed') return <ReadAlert message={details.message} />;
  const { lesson, total, choices } = details.data;
  const editable = roleMayCall(consoleLessonEndpoints.updateLessonDetails, details.role);
  const link = (value: string | null) => (value && !isLessonMediaName(value) ? value : '');

  return (
    <>
      <p className="text-sm">
        <IntentLink href={routes.consoleLessons.path} className="font-semibold text-brand-700">
          ← Lessons
        </IntentLink>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {lesson.name}
        {lesson.published ? null : <StateBadge size="title">Draft</StateBadge>}
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>
          {lesson.published
            ? 'Published: students and visitors see it, and the sitemap lists it.'
            : 'A draft: only the console sees it.'}
        </span>
        {editable ? (
          <PublishLessonButton videoId={lesson.videoId} published={lesson.published} />
        ) : null}
        <IntentLink
          href={consoleLessonPreviewHref(lesson.videoId)}
          className="font-semibold text-brand-700 underline"
        >
          Preview
        </IntentLink>
      </div>
      <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700">Place</dt>
        <dd className="text-slate-800">
          {lesson.place} of {total}
        </dd>
        <dt className="font-semibold text-slate-700">Media</dt>
        <dd className="break-all text-slate-800">{sourceOf(lesson.path)}</dd>
        {lesson.stream ? (
          <>
            <dt className="font-semibold text-slate-700">Streaming</dt>
            <dd className="text-slate-800">
              <LessonStreamStatus
                videoId={lesson.videoId}
                stream={lesson.stream}
                editable={editable}
              />
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-700">Free preview</dt>
        <dd className="flex flex-wrap items-center gap-3 text-slate-800">
          <span>
            {lesson.freePreview
              ? 'Yes: visitors and students without a plan can watch it.'
              : 'No: subscribers only.'}
          </span>
          {editable ? (
            <FreePreviewButton videoId={lesson.videoId} freePreview={lesson.freePreview} />
          ) : null}
        </dd>
        <dt className="font-semibold text-slate-700">Captions</dt>
        <dd className="break-all text-slate-800">{sourceOf(lesson.captionsPath)}</dd>
        <dt className="font-semibold text-slate-700">Public page</dt>
        <dd>
          {lesson.published ? (
            <a href={videoHref(lesson.videoId)} className="text-brand-700 underline">
              {videoHref(lesson.videoId)}
            </a>
          ) : (
            <span className="text-slate-600">none until it is published</span>
          )}
        </dd>
      </dl>

      {editable ? (
        <>
          <section aria-labelledby="details" className="mt-8 max-w-3xl">
            <h2 id="details" className="text-lg font-bold text-slate-900">
              Details
            </h2>
            <LessonForm mode="edit" lesson={lesson} />
          </section>

          <section aria-labelledby="media" className="mt-8 max-w-3xl">
            <h2 id="media" className="text-lg font-bold text-slate-900">
              Media
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Played to subscribers only. An uploaded file replaces the link, and a link the file.
            </p>
            <LessonMediaForms videoId={lesson.videoId} link={link(lesson.path)} />
          </section>

          <section aria-labelledby="captions" className="mt-8 max-w-3xl">
            <h2 id="captions" className="text-lg font-bold text-slate-900">
              Captions
            </h2>
            <LessonCaptionsForms videoId={lesson.videoId} link={link(lesson.captionsPath)} />
          </section>

          <section aria-labelledby="cover" className="mt-8 max-w-3xl">
            <h2 id="cover" className="text-lg font-bold text-slate-900">
              Cover
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Shown before the lesson plays, in the sitemap, and as the thumbnail in the lists (16:9
              looks best; at most 5 MB).
            </p>
            <PictureUploadForm
              call="uploadLessonCover"
              record={{ videoId: lesson.videoId }}
              current={lesson.cover}
              label="Cover"
            />
          </section>

          <section aria-labelledby="order" className="mt-8 max-w-3xl">
            <h2 id="order" className="text-lg font-bold text-slate-900">
              Place in the library
            </h2>
            <div className="mt-3">
              <LessonOrderControls
                videoId={lesson.videoId}
                name={lesson.name}
                place={lesson.place}
                total={total}
              />
            </div>
          </section>

          <section aria-labelledby="related" className="mt-8 max-w-3xl">
            <h2 id="related" className="text-lg font-bold text-slate-900">
              Related lessons
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Shown first in the lesson&apos;s Related Video list, in this order; the rest of the
              library follows. Drafts are left out until they are published.
            </p>
            <RelatedLessonsForm
              videoId={lesson.videoId}
              chosen={lesson.relatedIds}
              choices={choices}
            />
          </section>
        </>
      ) : (
        <section className="mt-8 max-w-3xl">
          <h2 className="text-lg font-bold text-slate-900">Description</h2>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-800">
            {lesson.description || '—'}
          </p>
        </section>
      )}
    </>
  );
}
