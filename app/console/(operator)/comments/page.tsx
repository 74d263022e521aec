import type { Metadata } from 'next';

import { videoHref } from '@/lib/lessons/links';
import { caseHref } from '@/lib/cases/links';
import { COMMENTS_REVIEW_PAGE } from '@/lib/comments/texts';
import { loadConsoleList, pageOf, requireOperator } from '@/lib/platform/console-loaders';
import { routes } from '@/lib/routes';

import { ConsolePager } from '@/components/console/console-pager';
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
  const page = pageOf((await searchParams).page);
  const list = await loadConsoleList('listCommentsForReview', state.session, {
    limit: COMMENTS_REVIEW_PAGE,
    offset: (page - 1) * COMMENTS_REVIEW_PAGE,
  });
  const hrefFor = (to: number) =>
    to > 1 ? `${routes.consoleComments.path}?page=${to}` : routes.consoleComments.path;

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Comments</h1>
      <p className="mt-2 text-sm text-slate-600">
        A removed comment is gone for its author and every reader at once; the audit log keeps what
        it said.
      </p>
      {list.kind !== 'listed' ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {list.message}
        </p>
      ) : (
        <>
          <ReviewList
            label="Comments"
            rows={list.data.list}
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
                        : caseHref(item.place.subshortId)
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
          <ConsolePager
            label="Comment pages"
            page={page}
            pageSize={COMMENTS_REVIEW_PAGE}
            shown={list.data.list.length}
            total={list.data.total}
            hrefFor={hrefFor}
          />
        </>
      )}
    </>
  );
}
