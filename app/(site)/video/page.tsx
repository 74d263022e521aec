import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { signInHref } from '@/lib/auth-redirects';
import {
  loadLesson,
  loadLessonComments,
  loadLessonTestimonials,
  loadRelatedFor,
  loadVisitorRelated,
  type RelatedPage,
} from '@/lib/content/videos';
import { lessonIdParam, videoHref } from '@/lib/content/video-links';
import { videoMessages } from '@/lib/contract/video-page';
import { routes } from '@/lib/routes';
import { lessonJsonLd } from '@/lib/seo/video-object';
import { optionalStudent } from '@/lib/session/request-context';
import { pageMetadata } from '@/lib/site';

import { CommentsSection } from '@/components/comments/comments-section';
import { JsonLd } from '@/components/seo/json-ld';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LessonFeedback } from '@/components/video/lesson-feedback';
import { LessonPlayer } from '@/components/video/lesson-player';
import { LessonTestimonials } from '@/components/video/lesson-testimonials';
import { RelatedList } from '@/components/video/related-list';

type Props = { searchParams: Promise<{ v?: string | string[] }> };

const libraryDescription =
  'FRCR 2B viva video lessons by subspecialty: chest, neuro, MSK, GI, paediatrics and more, with captions, testimonials and discussion. A subscription unlocks every lesson.';

/** The lesson the URL names (`/video?v=12`), the library's first without one; null when empty. */
async function lessonFor(searchParams: Props['searchParams']) {
  const asked = (await searchParams).v;
  const videoId = lessonIdParam(asked);
  // One address per lesson: "?v=012", a repeated or malformed v lead to the canonical one.
  if (asked !== undefined && (typeof asked !== 'string' || String(videoId) !== asked)) {
    redirect(videoHref(videoId));
  }
  const lesson = await loadLesson(videoId);
  if (!lesson && videoId !== null) notFound();
  return { lesson, asked: videoId };
}

const summary = (text: string, limit = 160) =>
  text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { lesson, asked } = await lessonFor(searchParams);
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

/**
 * The video library (spec 001 §2): the chosen lesson's player behind its cover, the Related
 * Video list, the lesson's testimonials and comments. Rendered per request: a visitor and a
 * student see the same lesson, but only the student's page knows whether they may play it; the
 * media itself is fetched when play is pressed, so it is never in the HTML.
 */
export default async function VideoPage({ searchParams }: Props) {
  const { lesson } = await lessonFor(searchParams);
  const { student, api } = await optionalStudent();

  if (!lesson) {
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

  const [related, testimonials, comments] = await Promise.all([
    (student ? loadRelatedFor(api) : loadVisitorRelated()).catch((error: unknown) => {
      console.error('The related lessons could not be loaded for the video page', error);
      return null;
    }),
    loadLessonTestimonials(lesson.videoId),
    loadLessonComments(api, lesson.videoId),
  ]);
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
              lesson={{ videoId: lesson.videoId, name: lesson.name, cover: lesson.cover }}
              signedIn={student !== null}
              signInHref={signIn}
              subscribeHref={routes.subscription.path}
            />
            {related?.subscription === 0 ? (
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
                {student ? <LessonFeedback videoId={lesson.videoId} /> : null}
              </div>
              {lesson.description ? (
                <p className="mt-3 leading-7 whitespace-pre-line text-slate-700">
                  {lesson.description}
                </p>
              ) : null}
            </div>
          </div>
          <aside className="min-w-0">
            <RelatedList initial={relatedRows(related)} currentId={lesson.videoId} />
          </aside>
        </div>

        <div className="mt-14">
          <LessonTestimonials testimonials={testimonials} />
        </div>
        <div className="mt-14 max-w-3xl">
          <CommentsSection
            target={{ type: 'VIDEO', videoId: lesson.videoId }}
            initial={comments}
            viewerId={student?.studentId ?? null}
            signInHref={signIn}
            compose="button"
          />
        </div>
      </Container>
    </>
  );
}
