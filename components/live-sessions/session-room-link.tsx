import type { LiveSession } from '@/lib/live-sessions/calls';
import { sessionRoomHref } from '@/lib/live-sessions/links';
import { SESSION_TIME_ZONE, sessionMessages } from '@/lib/live-sessions/texts';
import { zonedTimeToUtc } from '@/lib/live-sessions/zoned-time';

import { IntentLink } from '@/components/ui/intent-link';

/**
 * The booked student's way into the session's room (docs/live-sessions.md, "The session's
 * room"), until the session ends; the room's page says whether it is open yet.
 */
export function SessionRoomLink({ session, now }: { session: LiveSession; now: Date }) {
  const endsAt = zonedTimeToUtc(session.date, session.to, session.timeZone ?? SESSION_TIME_ZONE);
  if (session.isJoined !== 1 || session.cancelled || now >= endsAt) return null;
  return (
    <IntentLink
      href={sessionRoomHref(session.sessionId)}
      className="self-start font-semibold text-brand-700 underline"
    >
      {sessionMessages.enterRoom}
    </IntentLink>
  );
}
