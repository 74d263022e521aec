import { formatter } from '@/lib/formatter';
import { remembered } from '@/lib/live-sessions/remembered';
import { zoneAbbreviation, zonedDateTime, zonedTimeToUtc } from '@/lib/live-sessions/zoned-time';
import { formatTime12, SESSION_TIME_ZONE } from '@/lib/live-sessions/texts';
import type { LiveSession } from '@/lib/live-sessions/calls';

const longDate = formatter(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

const shortDate = formatter(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);

const formattedDates = new Map<string, string>();

/** A calendar date ('2026-11-25') as the cards write it: "Wednesday 25 November 2026". */
export function formatSessionDate(date: string, style: 'long' | 'short' = 'long'): string {
  return remembered(formattedDates, `${style} ${date}`, () => {
    const noon = new Date(`${date}T12:00:00Z`);
    if (Number.isNaN(noon.getTime())) return date;
    return (style === 'long' ? longDate : shortDate)().format(noon).replace(',', '');
  });
}

const sessionZone = (session: Pick<LiveSession, 'timeZone'>) =>
  session.timeZone ?? SESSION_TIME_ZONE;

/** "6:00 PM – 7:30 PM GMT": the slot in the session's own zone, labelled for its date. */
export function formatSessionSlot(session: Pick<LiveSession, 'date' | 'from' | 'to' | 'timeZone'>) {
  const zone = sessionZone(session);
  const start = zonedTimeToUtc(session.date, session.from, zone);
  return `${formatTime12(session.from)} – ${formatTime12(session.to)} ${zoneAbbreviation(start, zone)}`;
}

/**
 * The slot on a clock in `viewerZone` ("Thu 26 Nov, 12:30 AM – 2:00 AM GMT+5:30"), or null when
 * that clock shows the same times as the session's own zone.
 */
export function formatSlotIn(
  session: Pick<LiveSession, 'date' | 'from' | 'to' | 'timeZone'>,
  viewerZone: string,
): string | null {
  const zone = sessionZone(session);
  const start = zonedTimeToUtc(session.date, session.from, zone);
  const end = zonedTimeToUtc(session.date, session.to, zone);
  const localStart = zonedDateTime(start, viewerZone);
  const localEnd = zonedDateTime(end, viewerZone);
  if (localStart.date === session.date && localStart.time === session.from.slice(0, 5)) {
    return null;
  }
  const day = formatSessionDate(localStart.date, 'short');
  const endDay =
    localEnd.date === localStart.date ? '' : `${formatSessionDate(localEnd.date, 'short')}, `;
  return `${day}, ${formatTime12(localStart.time)} – ${endDay}${formatTime12(localEnd.time)} ${zoneAbbreviation(start, viewerZone)}`;
}
