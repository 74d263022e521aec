import { zonedIsoString } from '@/lib/live-sessions/zoned-time';
import { type LiveSession } from '@/lib/live-sessions/calls';
import { SESSION_TIME_ZONE } from '@/lib/live-sessions/texts';
import { site } from '@/lib/site';

/**
 * A live session as a schema.org Event, so a shared session page is understood as an online
 * event: start and end in the session's zone with their UTC offset, attended online at the page.
 */
export function sessionEventJsonLd(session: LiveSession, pagePath: string) {
  const timeZone = session.timeZone ?? SESSION_TIME_ZONE;
  const url = new URL(pagePath, site.url).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: session.title,
    description: session.description,
    startDate: zonedIsoString(session.date, session.from, timeZone),
    endDate: zonedIsoString(session.date, session.to, timeZone),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: session.cancelled
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url },
    url,
    ...(session.thumbnail && { image: [new URL(session.thumbnail, site.url).toString()] }),
    organizer: { '@type': 'Organization', name: site.name, url: site.url.toString() },
    audience: { '@type': 'EducationalAudience', educationalRole: 'FRCR 2B candidate' },
  };
}
