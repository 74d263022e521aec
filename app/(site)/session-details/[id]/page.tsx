import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { signInHref } from '@/lib/accounts/redirects';
import { sessionDetailsHref } from '@/lib/live-sessions/links';
import { loadSessionDetails, type SessionDetails } from '@/lib/live-sessions/loaders';
import { decodeSessionId, sessionMessages } from '@/lib/live-sessions/texts';
import { routes } from '@/lib/routes';
import { sessionEventJsonLd } from '@/lib/live-sessions/session-event';
import { pageMetadata } from '@/lib/site';

import { JsonLd } from '@/components/seo/json-ld';
import { BookedSlotsProvider } from '@/components/live-sessions/booked-slots';
import { bookable } from '@/components/live-sessions/bookable-session';
import { BookingButton } from '@/components/live-sessions/booking-button';
import { RefreshButton } from '@/components/live-sessions/refresh-button';
import { SessionJoin } from '@/components/live-sessions/session-join';
import { SessionRoomLink } from '@/components/live-sessions/session-room-link';
import { SessionArticle } from '@/components/live-sessions/session-article';
import { formatSessionDate, formatSessionSlot } from '@/components/live-sessions/session-format';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

type Props = { params: Promise<{ id: string }> };

async function detailsFor(params: Props['params']): Promise<SessionDetails> {
  const { id } = await params;
  const sessionId = decodeSessionId(id);
  if (sessionId === null) return { status: 'missing' };
  const details = await loadSessionDetails(sessionId);
  // One address per session: 'MTI', 'MTI%3D' and the URL-safe alphabet lead to 'MTI='.
  if (
    details.status === 'found' &&
    decodeURIComponent(id) !== sessionDetailsHref(sessionId).split('/').pop()
  ) {
    redirect(sessionDetailsHref(sessionId));
  }
  return details;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const details = await detailsFor(params);
  if (details.status !== 'found') {
    return { title: sessionMessages.notFound, robots: { index: false } };
  }
  const { session } = details;
  const metadata = pageMetadata({
    title: session.title,
    path: sessionDetailsHref(session.sessionId),
    description: `Live FRCR 2B viva session on ${formatSessionDate(session.date)}, ${formatSessionSlot(session)} (UK time). ${session.description}`,
    image: session.thumbnail || undefined,
  });
  // A cancelled session keeps its page for those who booked, out of search results.
  return session.cancelled ? { ...metadata, robots: { index: false } } : metadata;
}

const failures = {
  failed: sessionMessages.fetchFailed,
  error: sessionMessages.fetchError,
} as const;

/** One session (`/session-details/{base64 id}`): the card's data and button, shareable. */
export default async function SessionDetailsPage({ params }: Props) {
  const details = await detailsFor(params);
  if (details.status === 'missing') notFound();
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: sessionMessages.title, href: routes.sessions.path },
  ];
  if (details.status !== 'found') {
    return (
      <>
        <BreadcrumbBanner title={routes.sessionDetails.label} items={crumbs} />
        <Container className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="text-lg text-slate-700" role="alert">
            {failures[details.status]}
          </p>
          <RefreshButton />
        </Container>
      </>
    );
  }
  const { session, signedIn } = details;
  const path = sessionDetailsHref(session.sessionId);

  return (
    <>
      <JsonLd data={sessionEventJsonLd(session, path)} />
      <BreadcrumbBanner title={session.title} items={[...crumbs, { label: session.title }]} />
      <Container className="py-10 sm:py-14">
        <SessionArticle session={session}>
          {session.cancelled ? (
            <p role="status" className="font-semibold text-red-800">
              {sessionMessages.cancelled}
            </p>
          ) : (
            <BookedSlotsProvider initial={[]}>
              <BookingButton
                session={bookable(session)}
                signedIn={signedIn}
                signInHref={signInHref('session-details', session.sessionId)}
                subscribeHref={routes.subscription.path}
              />
            </BookedSlotsProvider>
          )}
          <SessionJoin session={session} now={new Date()} />
          <SessionRoomLink session={session} now={new Date()} />
        </SessionArticle>
      </Container>
    </>
  );
}
