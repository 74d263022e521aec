import type { Metadata } from 'next';

import { loadComments } from '@/lib/comments/loaders';
import { signInHref } from '@/lib/accounts/redirects';
import {
  loadLessonTestimonials,
  loadRelatedFor,
  loadVisitorRelated,
  type RelatedPage,
} from '@/lib/lessons/loaders';
import { videoHref } from '@/lib/lessons/links';
import type { lessonCalls, Video } from '@/lib/lessons/calls';
import { videoMessages } from '@/lib/lessons/texts';
import { routes } from '@/lib/routes';
import { lessonJsonLd } from '@/lib/lessons/video-object';
import type { StudentContext } from '@/lib/accounts/request-context';
import { pageMetadata } from '@/lib/site';

import { commentDates } from '@/components/comments/comment-dates';
import { LazyCommentsSection as CommentsSection } from '@/components/comments/lazy-comments-section';
import { JsonLd } from '@/components/seo/json-ld';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LessonFeedback } from '@/components/lessons/lesson-feedback';
import { LessonPlayer } from '@/components/lessons/lesson-player';
import { LazyLessonTestimonials as LessonTestimonials } from '@/components/lessons/lazy-lesson-testimonials';
import { RelatedList } from '@/components/lessons/related-list';

const libraryDescription =
  'FRCR 2B viva video lessons by subspecialty: chest, neuro, MSK, GI, paediatrics and more, with captions, testimonials and discussion. A subscription unlocks every lesson.';

const summary = (text: string, limit = 160) =>
  text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;

/** The title, description and canonical address of a lesson (of the library when none). */
export function lessonMetadata(lesson: Video | null, asked: number | null): Metadata {
  if (!lesson) {
    return pageMetadata({
      title: videoMessages.pageTitle,
      path: videoHref(),
      description: libraryDescription,
    });
  }
  return pageMetadata({
    title: `${lesson.name} – ${videoMessages.pageTitle}`,
    path: videoHref(asked),
    description: summary(lesson.description || `FRCR 2B video lesson: ${lesson.name}.`),
    ...(lesson.cover && { image: lesson.cover }),
  });
}

/** "No videos": the library is empty. */
function EmptyLibrary() {
  return (
    <>
      <BreadcrumbBanner
        title={videoMessages.pageTitle}
        items={[{ label: 'Home', href: '/' }, { label: videoMessages.pageTitle }]}
      />
      <Container className="py-16 text-center text-lg text-slate-600">
        {videoMessages.noVideos}
      </Container>
    </>
  );
}

// The list shows names and thumbnails: the rest of each lesson stays out of the payload.
const relatedRows = (page: RelatedPage | null) => ({
  lists: (page?.lists ?? []).map(({ videoId, name, thumbnail, watched }) => ({
    videoId,
    name,
    thumbnail,
    watched,
  })),
  total: page?.total ?? 0,
});

/**
 * A lesson of the library: its player behind the cover, the Related Video list,
 * its testimonials and comments. `viewer` is the signed-in student, or null for the visitor's
 * copy, which reads nothing of the request and is cached. The media itself is fetched when play
 * is pressed, so it is never in the HTML.
 */
export async function LessonPage({
  lesson,
  viewer,
}: {
  lesson: Video | null;
  viewer: StudentContext<typeof lessonCalls> | null;
}) {
  if (!lesson) return <EmptyLibrary />;

  const [related, testimonials, comments] = await Promise.all([
    (viewer ? loadRelatedFor(viewer, lesson.videoId) : loadVisitorRelated(lesson.videoId)).catch(
      (error: unknown) => {
        console.error('The related lessons could not be loaded for the video page', error);
        return null;
      },
    ),
    loadLessonTestimonials(lesson.videoId),
    loadComments({ videoId: lesson.videoId }),
  ]);
  const signIn = signInHref('video', lesson.videoId);

  return (
    <>
      <JsonLd data={lessonJsonLd(lesson)} />
      <BreadcrumbBanner
        title={lesson.name}
        items={[
          { label: 'Home', href: '/' },
          { label: videoMessages.pageTitle, href: videoHref() },
          { label: lesson.name },
        ]}
      />
      <Container className="py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 space-y-6">
            <LessonPlayer
              key={lesson.videoId}
              lesson={{
                videoId: lesson.videoId,
                name: lesson.name,
                cover: lesson.cover,
                freePreview: lesson.freePreview,
              }}
              studentId={viewer?.student.studentId ?? null}
              signInHref={signIn}
              subscribeHref={routes.subscription.path}
            />
            {related?.subscription === 0 && !lesson.freePreview ? (
              <div
                role="note"
                className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-amber-50 px-5 py-4 ring-1 ring-amber-200"
              >
                <p className="font-semibold text-amber-900">{videoMessages.subscriptionBanner}</p>
                <ButtonLink href={routes.subscription.path} prefetch={false}>
                  {videoMessages.purchasePlan}
                </ButtonLink>
              </div>
            ) : null}
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <h2 className="text-xl font-bold text-slate-900">About this lesson</h2>
                {viewer ? <LessonFeedback videoId={lesson.videoId} /> : null}
              </div>
              {lesson.description ? (
                <p className="mt-3 leading-7 whitespace-pre-line text-slate-700">
                  {lesson.description}
                </p>
              ) : null}
            </div>
          </div>
          <aside className="-m-2 min-w-0 p-2 render-when-near">
            <RelatedList initial={relatedRows(related)} currentId={lesson.videoId} />
          </aside>
        </div>

        <div className="-mx-2 mt-12 -mb-2 p-2 render-when-near">
          <LessonTestimonials testimonials={testimonials} />
        </div>
        <div className="-mx-2 mt-12 -mb-2 max-w-[calc(48rem+1rem)] p-2 render-when-near">
          <CommentsSection
            target={{ type: 'VIDEO', videoId: lesson.videoId }}
            initial={comments}
            dates={commentDates(comments?.list ?? [])}
            viewerId={viewer?.student.studentId ?? null}
            signInHref={signIn}
            compose="button"
          />
        </div>
      </Container>
    </>
  );
}
