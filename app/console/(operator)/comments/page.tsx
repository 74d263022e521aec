import type { Metadata } from 'next';

import { videoHref } from '@/lib/lessons/links';
import { caseHref } from '@/lib/cases/links';
import { COMMENTS_REVIEW_PAGE } from '@/lib/comments/texts';
import { loadConsoleListPage } from '@/lib/platform/console-list-page';
import { requireOperator } from '@/lib/platform/console-loaders';
import { routes } from '@/lib/routes';

import { ConsoleListPage } from '@/components/console/console-list-page';
import { RemoveCommentButton } from '@/components/comments/console/remove-comment-button';
import { ReviewList } from '@/components/console/review-card';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Comments' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** Every comment on the lessons and cases, newest first, with a way to remove one. */
export default async function CommentsReviewPage({ searchParams }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const { list, pager } = await loadConsoleListPage('listCommentsForReview', state.signIn, {
    route: routes.consoleComments,
    pageSize: COMMENTS_REVIEW_PAGE,
    query: await searchParams,
  });

  return (
    <ConsoleListPage
      title="Comments"
      intro={
        <>
          A removed comment is gone for its author and every reader at once; the audit log keeps
          what it said.
        </>
      }
      list={list}
      pager={{ ...pager, label: 'Comment pages' }}
    >
      {(data) => (
        <ReviewList
          label="Comments"
          rows={data.list}
          rowKey={(item) => item.commentId}
          empty="No comments yet."
          card={(item) => ({
            label: `Comment by ${item.studentName}`,
            author: { name: item.studentName, email: item.studentEmail },
            about: (
              <>
                On{' '}
                <IntentLink
                  href={
                    'videoId' in item.place
                      ? videoHref(item.place.videoId)
                      : caseHref(item.place.caseId)
                  }
                  className="font-semibold text-brand-700"
                >
                  {'videoId' in item.place ? 'the lesson' : 'the case'} “{item.place.name}”
                </IntentLink>{' '}
                · {when.format(new Date(item.created))}
              </>
            ),
            text: item.description,
            action: <RemoveCommentButton commentId={item.commentId} place={item.place} />,
          })}
        />
      )}
    </ConsoleListPage>
  );
}
