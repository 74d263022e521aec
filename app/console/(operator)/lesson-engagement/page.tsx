import type { Metadata } from 'next';
import { ReadAlert } from '@/components/console/read-alert';
import { IntentLink as Link } from '@/components/ui/intent-link';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { LESSON_ENGAGEMENT_PAGE } from '@/lib/insight/calls';
import { lessonEngagementHref } from '@/lib/insight/links';
import { clock, share } from '@/lib/insight/texts';
import { routes } from '@/lib/routes';

import { ConsolePager } from '@/components/console/console-pager';
import { ConsoleTable } from '@/components/console/console-table';
import { DropOffChart } from '@/components/insight/charts/drop-off-chart';

export const metadata: Metadata = { title: 'Lesson Engagement' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Per lesson, in the library's order: starts, completions (watched to 90 % or the last 30 s),
 * the median share watched, and one lesson's drop-off curve in 5-second bins (docs/insight.md).
 */
export default async function LessonEngagementPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const query = await searchParams;
  const lesson = first(query.lesson);
  const offset = first(query.offset);
  const engagement = await loadConsoleList('lessonEngagement', state.signIn, {
    videoId: lesson === undefined ? undefined : Number(lesson),
    offset: offset === undefined ? undefined : Number(offset),
  });
  if (engagement.kind !== 'listed') {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Lesson Engagement</h1>
        <ReadAlert message={engagement.message} margin="mt-4" />
      </>
    );
  }
  const { lessons, total, dropOff } = engagement.data;
  const from = Number(offset ?? 0) || 0;
  const pageHref = (to: number) =>
    to > 0
      ? `${routes.consoleLessonEngagement.path}?offset=${to}`
      : routes.consoleLessonEngagement.path;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Lesson Engagement</h1>
      {dropOff ? (
        <section
          aria-labelledby="drop-off-heading"
          className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="drop-off-heading" className="text-lg font-bold text-slate-900">
            {dropOff.name}
          </h2>
          <DropOffChart id="drop-off" starts={dropOff.starts} points={dropOff.points} />
        </section>
      ) : null}
      <ConsoleTable
        label="Engagement per lesson"
        rows={lessons}
        rowKey={(row) => row.videoId}
        columns={[
          {
            header: 'Lesson',
            rowHeader: true,
            cell: (row) => (
              <Link
                href={lessonEngagementHref(row.videoId, from)}
                className="text-brand-700 underline"
              >
                {row.name}
              </Link>
            ),
          },
          {
            header: 'Length',
            numeric: true,
            cell: (row) => (row.durationSeconds === null ? '–' : clock(row.durationSeconds)),
          },
          { header: 'Starts', numeric: true, cell: (row) => row.starts },
          { header: 'Completions', numeric: true, cell: (row) => row.completions },
          {
            header: 'Median watched',
            numeric: true,
            cell: (row) => (row.medianWatchedShare === null ? '–' : share(row.medianWatchedShare)),
          },
        ]}
      />
      {/* Paged by offset, which the lessons' links keep: page n starts at (n − 1) × the page size. */}
      <ConsolePager
        label="Lesson pages"
        page={Math.floor(from / LESSON_ENGAGEMENT_PAGE) + 1}
        pageSize={LESSON_ENGAGEMENT_PAGE}
        shown={lessons.length}
        total={total}
        hrefFor={(to) => pageHref((to - 1) * LESSON_ENGAGEMENT_PAGE)}
        previous="Previous"
        next="Next"
      />
    </>
  );
}
