import type { Metadata } from 'next';

import { signInHref } from '@/lib/accounts/redirects';
import { sessionDetailsHref, sessionsPageHref } from '@/lib/live-sessions/links';
import type { SessionsPage } from '@/lib/live-sessions/loaders';
import { sessionMessages } from '@/lib/live-sessions/texts';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/site';

import { BookedSlotsProvider } from '@/components/live-sessions/booked-slots';
import { RefreshButton } from '@/components/live-sessions/refresh-button';
import { SessionCard } from '@/components/live-sessions/session-card';
import { SessionsPagination } from '@/components/live-sessions/sessions-pagination';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

const description =
  'Live FRCR 2B viva sessions with consultant radiologists: book a place, present cases under exam conditions and get personalised feedback. Times are UK time, with your local time shown.';

/** The title and canonical address of page `page` of the sessions. */
export function sessionsListingMetadata(page: number): Metadata {
  return pageMetadata({
    title: page > 1 ? `${sessionMessages.title} – page ${page}` : sessionMessages.title,
    path: sessionsPageHref(page),
    description,
  });
}

/** The live sessions, nine to a page, soonest first, as a visitor or a student sees them. */
export function SessionsListing({ sessions }: { sessions: SessionsPage }) {
  const booked = sessions.list
    .filter((s) => s.isJoined === 1)
    .map(({ sessionId, date, from, to }) => ({ sessionId, date, from, to }));

  return (
    <>
      <BreadcrumbBanner
        title={sessionMessages.title}
        items={[{ label: 'Home', href: '/' }, { label: sessionMessages.title }]}
      />
      <Container className="py-12 sm:py-16">
        <p className="mx-auto max-w-3xl text-center text-lg leading-8 text-slate-600">
          Practise the viva live with consultant radiologists: present real exam-style cases in a
          small group or one to one, and get personalised feedback afterwards.
        </p>
        <p
          className="mx-auto mt-4 mb-10 max-w-3xl text-center text-sm font-semibold text-slate-700"
          data-testid="session-zone-note"
        >
          {sessionMessages.timeZoneNote} Where your device is set to another time zone, each session
          also shows your local time.
        </p>
        {sessions.list.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
            <p className="text-lg text-slate-600">{sessionMessages.empty}</p>
            <RefreshButton />
          </div>
        ) : (
          <BookedSlotsProvider initial={booked}>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {sessions.list.map((session, index) => (
                <li key={session.sessionId}>
                  <SessionCard
                    session={session}
                    href={sessionDetailsHref(session.sessionId)}
                    signInHref={signInHref('session-details', session.sessionId)}
                    subscribeHref={routes.subscription.path}
                    signedIn={sessions.signedIn}
                    priority={index === 0 ? 'high' : index < 3}
                  />
                </li>
              ))}
            </ul>
          </BookedSlotsProvider>
        )}
        <SessionsPagination page={sessions.page} pages={sessions.pages} href={sessionsPageHref} />
      </Container>
    </>
  );
}
