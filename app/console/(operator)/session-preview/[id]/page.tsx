import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import type { LiveSession } from '@/lib/live-sessions/calls';
import { consoleSessionHref } from '@/lib/live-sessions/links';
import { idFromUrl } from '@/lib/url-ids';

import { SessionArticle } from '@/components/live-sessions/session-article';
import { PreviewNote } from '@/components/console/preview-note';

export const metadata: Metadata = { title: 'Live Session Preview' };

type Props = { params: Promise<{ id: string }> };

/**
 * A live session as its public page shows it, drafts included: the page's own article with the
 * session's console data. Rendered per request and never indexed, like every console page.
 */
export default async function ConsoleSessionPreviewPage({ params }: Props) {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const sessionId = idFromUrl((await params).id, { canonical: true });
  if (sessionId === null) notFound();
  const details = await loadConsoleList('consoleSessionDetails', state.signIn, { sessionId });
  if (details.kind !== 'listed') {
    return (
      <p role="alert" className="font-semibold text-red-800">
        {details.message}
      </p>
    );
  }
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
