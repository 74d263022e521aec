import type { LiveSession } from '@/lib/live-sessions/calls';

/**
 * What the booking button needs of a session. A client component's props travel in the page's
 * payload, so a server-rendered page passes these and not the title, description and picture it
 * shows itself.
 */
export type BookableSession = Pick<
  LiveSession,
  | 'sessionId'
  | 'date'
  | 'from'
  | 'to'
  | 'subscription'
  | 'isJoined'
  | 'timeZone'
  | 'waitlist'
  | 'offerExpiresAt'
>;

export function bookable({
  sessionId,
  date,
  from,
  to,
  subscription,
  isJoined,
  timeZone,
  waitlist,
  offerExpiresAt,
}: LiveSession): BookableSession {
  return { sessionId, date, from, to, subscription, isJoined, timeZone, waitlist, offerExpiresAt };
}
