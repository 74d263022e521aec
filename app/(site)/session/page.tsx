import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { sessionsPageHref } from '@/lib/live-sessions/links';
import { loadSessionsPage } from '@/lib/live-sessions/loaders';
import { idFromUrl } from '@/lib/url-ids';

import {
  SessionsListing,
  sessionsListingMetadata,
} from '@/components/live-sessions/sessions-listing';

type Props = { searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return sessionsListingMetadata(idFromUrl((await searchParams).page) ?? 1);
}

/**
 * The sessions as a signed-in student sees them (their plan and bookings), rendered per request
 * (`/session?page=2`). A visitor's request is rewritten to the cached copy at
 * /session/for-visitors/N (lib/cache/cached-copies.ts); the odd spellings of a page land here.
 */
export default async function SessionsPage({ searchParams }: Props) {
  const asked = (await searchParams).page;
  const page = idFromUrl(asked) ?? 1;
  // One address per page: "?page=1", "?page=01" and nonsense all mean /session.
  if (asked !== undefined && sessionsPageHref(page) !== `/session?page=${asked}`) {
    redirect(sessionsPageHref(page));
  }
  const sessions = await loadSessionsPage(page);
  if (!sessions.failed && sessions.list.length === 0 && page > 1) notFound();
  return <SessionsListing sessions={sessions} />;
}
