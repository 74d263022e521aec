import type { Metadata } from 'next';

import { idParam, loadConsoleRecordPage } from '@/lib/platform/console-record-page';
import type { LiveSession } from '@/lib/live-sessions/calls';
import { consoleSessionHref } from '@/lib/live-sessions/links';

import { SessionArticle } from '@/components/live-sessions/session-article';
import { PreviewNote } from '@/components/console/preview-note';
import { ReadAlert } from '@/components/console/read-alert';

export const metadata: Metadata = { title: 'Live Session Preview' };

type Props = { params: Promise<{ id: string }> };

/**
 * A live session as its public page shows it, drafts included: the page's own article with the
 * session's console data. Rendered per request and never indexed, like every console page.
 */
export default async function ConsoleSessionPreviewPage({ params }: Props) {
  const details = await loadConsoleRecordPage('consoleSessionDetails', params, {
    key: idParam,
    input: (sessionId) => ({ sessionId }),
  });
  if (!details) return null;
  if (details.kind !== 'listed') return <ReadAlert message={details.message} />;
  const { session } = details.data;
  // What a visitor reads: no meeting link (only booked students get it), nothing booked.
  const asVisitorSeesIt: LiveSession = {
    sessionId: session.sessionId,
    title: session.title,
    description: session.description,
    thumbnail: session.picture ?? '',
    date: session.date,
    from: session.from,
    to: session.to,
    timeZone: session.timeZone,
    name: session.plan,
    subscription: 0,
    isJoined: 0,
    cancelled: session.cancelled,
  };

  return (
    <>
      <PreviewNote
        back={{ href: consoleSessionHref(session.sessionId), label: 'Back to the session' }}
      >
        Preview{session.published ? '' : ' of a draft'}: the session&apos;s page as visitors
        {session.published ? ' see' : ' will see'} it. Students book it there once it is published.
      </PreviewNote>
      <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
        <SessionArticle session={asVisitorSeesIt}>
          <p className="text-sm text-slate-600">
            {session.capacity === null
              ? 'No limit on places.'
              : `${session.capacity - session.booked} of ${session.capacity} places left.`}
          </p>
        </SessionArticle>
      </div>
    </>
  );
}
