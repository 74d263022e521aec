import type { Metadata } from 'next';

import { loadConsoleList, pageOf, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { lessonEndpoints } from '@/lib/lessons/endpoints';
import { consoleLessonHref } from '@/lib/lessons/links';
import { CONSOLE_LESSONS_PAGE, lessonStreamLabel } from '@/lib/lessons/texts';
import { routes } from '@/lib/routes';

import { StateBadge } from '@/components/console/state-badge';
import { ConsoleTable } from '@/components/console/console-table';
import { ConsolePager } from '@/components/console/console-pager';
import { LessonForm } from '@/components/lessons/console/lesson-form';
import { LessonOrderControls } from '@/components/lessons/console/lesson-order-controls';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Lessons' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const MEDIA_LABELS = { file: 'Uploaded file', link: 'Link', none: 'None yet' } as const;

/** Every lesson, drafts included, in the library's order: where editors make and order them. */
export default async function ConsoleLessonsPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const page = pageOf((await searchParams).page);
  const list = await loadConsoleList('listLessonsForConsole', state.session, {
    limit: CONSOLE_LESSONS_PAGE,
    offset: (page - 1) * CONSOLE_LESSONS_PAGE,
  });
  const hrefFor = (to: number) =>
    to > 1 ? `${routes.consoleLessons.path}?page=${to}` : routes.consoleLessons.path;
  const editor = roleMayCall(lessonEndpoints.createLesson, state.overview.operator.role);

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Lessons</h1>
      <p className="mt-2 text-sm text-slate-600">
        The video library in the order students see it. A draft is seen here alone: not on the site,
        in its lists or in the sitemap, until it is published.
      </p>
      {list.kind !== 'listed' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {list.message}
        </p>
      ) : (
        <>
          <ConsoleTable
            label="Lessons"
            rows={list.data.list}
            rowKey={(lesson) => lesson.videoId}
            columns={[
              { header: 'Place', cell: (lesson) => lesson.place },
              {
                header: 'Lesson',
                className: '',
                cell: (lesson) => (
                  <>
                    <IntentLink
                      href={consoleLessonHref(lesson.videoId)}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {lesson.name}
                    </IntentLink>
                    {lesson.published ? null : <StateBadge>Draft</StateBadge>}
                  </>
                ),
              },
              {
                header: 'Media',
                cell: (lesson) => (
                  <>
                    {MEDIA_LABELS[lesson.media]}
                    {lesson.stream ? (
                      <span className="block text-xs text-slate-600">
                        {lessonStreamLabel(lesson.stream)}
                      </span>
                    ) : null}
                  </>
                ),
              },
              { header: 'Captions', cell: (lesson) => (lesson.captions ? 'Yes' : 'No') },
              editor && {
                header: 'Order',
                className: '',
                cell: (lesson) => (
                  <LessonOrderControls
                    videoId={lesson.videoId}
                    name={lesson.name}
                    place={lesson.place}
                    total={list.data.total}
                    compact
                  />
                ),
              },
            ]}
          />
          <ConsolePager
            label="Lesson pages"
            page={page}
            pageSize={CONSOLE_LESSONS_PAGE}
            shown={list.data.list.length}
            total={list.data.total}
            hrefFor={hrefFor}
            previous="Earlier"
            next="Later"
          />
          {editor ? (
            <section aria-labelledby="new-lesson" className="mt-10 max-w-3xl">
              <h2 id="new-lesson" className="text-lg font-bold text-slate-900">
                New lesson
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Saved as a draft at the end of the library: add its media, captions and cover on its
                page, then publish it.
              </p>
              <LessonForm mode="create" />
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
