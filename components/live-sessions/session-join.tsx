import type { LiveSession } from '@/lib/live-sessions/calls';
import {
  JOIN_OPENS_MINUTES_BEFORE,
  joinWindowOpen,
  sessionMessages,
} from '@/lib/live-sessions/texts';
import { zonedTimeToUtc } from '@/lib/live-sessions/zoned-time';
import { SESSION_TIME_ZONE } from '@/lib/live-sessions/texts';

import { buttonClasses } from '@/components/ui/button';

import { RefreshWhen } from './refresh-when';

/**
 * Where a student who booked a session joins it: the meeting link from 15 minutes before the
 * start until the end, and before that when it will appear (the page reloads itself then).
 * Rendered on the server for the booked student alone; `now` is the request's moment.
 */
export function SessionJoin({ session, now }: { session: LiveSession; now: Date }) {
  const timeZone = session.timeZone ?? SESSION_TIME_ZONE;
  const startsAt = zonedTimeToUtc(session.date, session.from, timeZone);
  const endsAt = zonedTimeToUtc(session.date, session.to, timeZone);
  if (session.isJoined !== 1 || session.cancelled || now >= endsAt) return null;
  if (!joinWindowOpen(startsAt, endsAt, now)) {
    const opensAt = new Date(startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);
    return (
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
        {sessionMessages.joinOpensLater}
        <RefreshWhen at={opensAt.toISOString()} />
      </p>
    );
  }
  if (!session.meetingLink) {
    return (
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
        {sessionMessages.noLinkYet}
      </p>
    );
  }
  return (
    <a
      href={session.meetingLink}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ size: 'lg', className: 'self-start' })}
    >
      {sessionMessages.joinSession}
    </a>
  );
}
