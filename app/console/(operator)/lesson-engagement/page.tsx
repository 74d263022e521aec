import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/ui/intent-link';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { LESSON_ENGAGEMENT_PAGE } from '@/lib/insight/calls';
import { lessonEngagementHref } from '@/lib/insight/links';
import { clock, share } from '@/lib/insight/texts';
import { routes } from '@/lib/routes';

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
  const engagement = await loadConsoleList('lessonEngagement', state.session, {
    videoId: lesson === undefined ? undefined : Number(lesson),
    offset: offset === undefined ? undefined : Number(offset),
  });
  if (engagement.kind !== 'listed') {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Lesson Engagement</h1>
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {engagement.message}
        </p>
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
      <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">Engagement per lesson</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="px-4 py-2">
                Lesson
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Length
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Starts
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Completions
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Median watched
              </th>
            </tr>
          </thead>
          <tbody>
            {lessons.map((row) => (
              <tr key={row.videoId} className="border-b border-slate-100">
                <th scope="row" className="px-4 py-2 font-normal">
                  <Link
                    href={lessonEngagementHref(row.videoId, from)}
                    className="text-brand-700 underline"
                  >
                    {row.name}
                  </Link>
                </th>
                <td className="px-4 py-2 text-right">
                  {row.durationSeconds === null ? '–' : clock(row.durationSeconds)}
                </td>
                <td className="px-4 py-2 text-right">{row.starts}</td>
                <td className="px-4 py-2 text-right">{row.completions}</td>
                <td className="px-4 py-2 text-right">
                  {row.medianWatchedShare === null ? '–' : share(row.medianWatchedShare)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm font-semibold">
        {from > 0 ? (
          <Link
            href={pageHref(Math.max(0, from - LESSON_ENGAGEMENT_PAGE))}
            className="text-brand-700 underline"
          >
            Previous
          </Link>
        ) : null}
        {from + LESSON_ENGAGEMENT_PAGE < total ? (
          <Link href={pageHref(from + LESSON_ENGAGEMENT_PAGE)} className="text-brand-700 underline">
            Next
          </Link>
        ) : null}
      </nav>
    </>
  );
}
