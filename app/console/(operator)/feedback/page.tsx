import type { Metadata } from 'next';

import { loadConsoleList, pageOf, requireOperator, stateOf } from '@/lib/platform/console-loaders';
import { REVIEW_PAGE, REVIEW_STATES } from '@/lib/feedback/calls';
import { routes } from '@/lib/routes';

import { ConsolePager } from '@/components/console/console-pager';
import { ConsoleStateTabs } from '@/components/console/console-state-tabs';
import { FeedbackDecision } from '@/components/feedback/console/feedback-decision';
import { ReviewList } from '@/components/console/review-card';

export const metadata: Metadata = { title: 'Feedback' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });
const STATE_LABELS = { pending: 'Waiting', approved: 'Shown on the site', all: 'All' } as const;

/** What students wrote about the site and its lessons; approved feedback shows as testimonials. */
export default async function FeedbackReviewPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const query = await searchParams;
  const shown = stateOf(query.state, REVIEW_STATES, 'pending');
  const page = pageOf(query.page);
  const list = await loadConsoleList('listFeedbackForReview', state.session, {
    state: shown,
    limit: REVIEW_PAGE,
    offset: (page - 1) * REVIEW_PAGE,
  });
  const hrefFor = (to: number, which = shown) => {
    const params = new URLSearchParams({ state: which });
    if (to > 1) params.set('page', String(to));
    return `${routes.consoleFeedback.path}?${params}`;
  };

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Feedback</h1>
      <p className="mt-2 text-sm text-slate-600">
        Approved feedback shows as a testimonial: site feedback on the home page and every lesson,
        lesson feedback on its lesson first.
      </p>
      <ConsoleStateTabs
        label="Feedback to show"
        states={REVIEW_STATES}
        labels={STATE_LABELS}
        shown={shown}
        hrefFor={(which) => hrefFor(1, which)}
      />
      {list.kind !== 'listed' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {list.message}
        </p>
      ) : (
        <>
          <ReviewList
            label="Feedback"
            rows={list.data.list}
            rowKey={(item) => item.feedbackId}
            empty="No feedback to show."
            card={(item) => ({
              label: `Feedback from ${item.studentName}`,
              author: { name: item.studentName, email: item.studentEmail },
              about: `${item.lesson ? `On the lesson “${item.lesson.name}”` : 'On the site'} · ${item.rating} / 5 · ${when.format(new Date(item.created))} · ${item.approved ? 'shown on the site' : 'waiting'}`,
              text: item.description,
              action: <FeedbackDecision feedbackId={item.feedbackId} approved={item.approved} />,
            })}
          />
          <ConsolePager
            label="Feedback pages"
            page={page}
            pageSize={REVIEW_PAGE}
            shown={list.data.list.length}
            total={list.data.total}
            hrefFor={(to) => hrefFor(to)}
          />
        </>
      )}
    </>
  );
}
