import type { Metadata } from 'next';

import { loadConsoleListPage } from '@/lib/platform/console-list-page';
import { requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { consoleLessonEndpoints } from '@/lib/lessons/console-endpoints';
import { consoleLessonHref } from '@/lib/lessons/links';
import { CONSOLE_LESSONS_PAGE, lessonStreamLabel } from '@/lib/lessons/texts';
import { routes } from '@/lib/routes';

import { RowTitle, StateBadge } from '@/components/console/state-badge';
import { ConsoleTable } from '@/components/console/console-table';
import { ConsoleListPage } from '@/components/console/console-list-page';
import { LessonForm } from '@/components/lessons/console/lesson-form';
import { LessonOrderControls } from '@/components/lessons/console/lesson-order-controls';

export const metadata: Metadata = { title: 'Lessons' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const MEDIA_LABELS = { file: 'Uploaded file', link: 'Link', none: 'None yet' } as const;

/** Every lesson, drafts included, in the library's order: where editors make and order them. */
export default async function ConsoleLessonsPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const { list, pager } = await loadConsoleListPage('listLessonsForConsole', state.signIn, {
    route: routes.consoleLessons,
    pageSize: CONSOLE_LESSONS_PAGE,
    query: await searchParams,
  });
  const editor = roleMayCall(consoleLessonEndpoints.createLesson, state.overview.operator.role);

  return (
    <ConsoleListPage
      title="Lessons"
      intro={
        <>
          The video library in the order students see it. A draft is seen here alone: not on the
          site, in its lists or in the sitemap, until it is published.
        </>
      }
      list={list}
      pager={{ ...pager, label: 'Lesson pages', previous: 'Earlier', next: 'Later' }}
      below={() =>
        editor ? (
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
        ) : null
      }
    >
      {(data) => (
        <ConsoleTable
          label="Lessons"
          rows={data.list}
          rowKey={(lesson) => lesson.videoId}
          columns={[
            { header: 'Place', cell: (lesson) => lesson.place },
            {
              header: 'Lesson',
              className: '',
              cell: (lesson) => (
                <RowTitle
                  href={consoleLessonHref(lesson.videoId)}
                  badge={lesson.published ? null : <StateBadge>Draft</StateBadge>}
                >
                  {lesson.name}
                </RowTitle>
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
                  total={data.total}
                  compact
                />
              ),
            },
          ]}
        />
      )}
    </ConsoleListPage>
  );
}
