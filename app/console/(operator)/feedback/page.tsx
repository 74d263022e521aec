import type { Metadata } from 'next';

import { loadConsoleListPage } from '@/lib/platform/console-list-page';
import { requireOperator } from '@/lib/platform/console-loaders';
import { REVIEW_PAGE, REVIEW_STATES } from '@/lib/feedback/calls';
import { routes } from '@/lib/routes';

import { ConsoleListPage } from '@/components/console/console-list-page';
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
  const { list, tabs, pager } = await loadConsoleListPage('listFeedbackForReview', state.signIn, {
    route: routes.consoleFeedback,
    states: REVIEW_STATES,
    fallback: 'pending',
    pageSize: REVIEW_PAGE,
    query: await searchParams,
  });

  return (
    <ConsoleListPage
      title="Feedback"
      intro={
        <>
          Approved feedback shows as a testimonial: site feedback on the home page and every lesson,
          lesson feedback on its lesson first.
        </>
      }
      list={list}
      tabs={{ ...tabs, label: 'Feedback to show', labels: STATE_LABELS }}
      pager={{ ...pager, label: 'Feedback pages' }}
    >
      {(data) => (
        <ReviewList
          label="Feedback"
          rows={data.list}
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
      )}
    </ConsoleListPage>
  );
}
