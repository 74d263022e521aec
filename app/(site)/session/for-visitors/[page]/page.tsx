import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { cachedPageParam } from '@/lib/cache/cached-copies';
import { loadVisitorSessionsPage } from '@/lib/live-sessions/loaders';

import {
  SessionsListing,
  sessionsListingMetadata,
} from '@/components/live-sessions/sessions-listing';

type Props = { params: Promise<{ page: string }> };

// Sessions come and go with the clock: a visitor's copy is at most a minute old.
export const revalidate = 60;

export function generateStaticParams() {
  return [{ page: '1' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = cachedPageParam((await params).page, { first: 1 });
  return page ? sessionsListingMetadata(page) : {};
}

/** The sessions as a visitor sees them, reached as /session[?page=N] without a session. */
export default async function VisitorSessionsPage({ params }: Props) {
  const page = cachedPageParam((await params).page, { first: 1 });
  if (!page) notFound();
  const sessions = await loadVisitorSessionsPage(page);
  if (!sessions.failed && sessions.list.length === 0 && page > 1) notFound();
  return <SessionsListing sessions={sessions} />;
}
