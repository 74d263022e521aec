import { createEvent, type EventAttributes } from 'ics';

import { SESSION_TIME_ZONE } from '@/lib/calls/domain';
import { encodeSessionId, formatTime12 } from '@/lib/live-sessions/texts';

import { zoneAbbreviation, zonedTimeToUtc } from './zoned-time';

/** One booked live session as a calendar event. */
export type SessionEvent = {
  /** Stable per booking, so a second file or invitation updates the event instead of adding one. */
  uid: string;
  title: string;
  description: string;
  /** The session's page, absolute. */
  url: string;
  /** Where to join: the meeting link when one is set, else the session's page. */
  location: string;
  /** Raised with every change, so a later invitation replaces the entry (RFC 5546). */
  sequence: number;
  start: Date;
  end: Date;
  /** The zone the session is scheduled in (Europe/London), named in the calendar. */
  timeZone: string;
  /** When the event was written (DTSTAMP). */
  stamp: Date;
  /**
   * PUBLISH for a file to import; REQUEST for an e-mailed invitation, which mail clients offer to
   * put in the calendar and which must name an organizer and the attendee; CANCEL takes the
   * entry out of the calendar again.
   */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
};

/** A calendar UID for a student's booking of a session: the pair is unique, so is the UID. */
export function bookingUid(sessionId: number, studentId: number, domain: string): string {
  return `session-${sessionId}-student-${studentId}@${domain}`;
}

/**
 * The iCalendar text (RFC 5545) of a booked session, written by the `ics` library: start and end
 * in UTC, so every calendar places it at the same instant across daylight-saving changes, and the
 * source zone named as the calendar's zone (X-WR-TIMEZONE) and in the description.
 */
export function sessionIcs(event: SessionEvent): string {
  const attributes: EventAttributes = {
    uid: event.uid,
    productId: 'frcrviva/live-sessions',
    method: event.method,
    title: event.title,
    description: event.description,
    url: event.url,
    location: event.location,
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: event.method === 'CANCEL' ? 'FREE' : 'BUSY',
    sequence: event.sequence,
    alarms: [
      {
        action: 'display',
        description: `${event.title} starts in 30 minutes`,
        trigger: { minutes: 30, before: true },
      },
    ],
    ...(event.organizer && { organizer: event.organizer }),
    ...(event.attendee && {
      attendees: [
        {
          ...event.attendee,
          rsvp: false,
          partstat: 'ACCEPTED',
          role: 'REQ-PARTICIPANT',
        },
      ],
    }),
  };
  // DTSTAMP: `timestamp` is read by the library but missing from its type.
  const { error, value } = createEvent({
    ...attributes,
    timestamp: event.stamp.getTime(),
  } as EventAttributes);
  if (error || !value) throw error ?? new Error('The calendar event could not be written');
  // The library writes no calendar-wide zone; name the source zone after its header lines.
  return foldOctets(
    value.replace(
      'X-PUBLISHED-TTL:PT1H\r\n',
      `X-PUBLISHED-TTL:PT1H\r\nX-WR-TIMEZONE:${event.timeZone}\r\n`,
    ),
  );
}

const utf8 = new TextEncoder();
/** Content lines are folded at 75 octets; a continuation line starts with a space. */
const LINE_OCTETS = 75;

/**
 * Folds every content line at 75 octets as RFC 5545 asks, never inside a character. The `ics`
 * library folds at 75 characters, so a title with an en dash made a 77-octet line: its folds
 * are undone first (values carry no raw line breaks; the library escapes them as \n).
 */
function foldOctets(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      let room = LINE_OCTETS;
      for (const character of line) {
        const size = utf8.encode(character).length;
        if (octets + size > room) {
          parts.push(current);
          current = '';
          octets = 0;
          room = LINE_OCTETS - 1;
        }
        current += character;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** A download name for a session's calendar file. */
export function sessionIcsFileName(sessionId: number): string {
  return `frcr-viva-session-${sessionId}.ics`;
}

/** What a session's calendar event is made from: the call's session, as either side has it. */
export type SessionSlot = {
  sessionId: number;
  title: string;
  description: string;
  date: string;
  from: string;
  to: string;
  timeZone?: string;
  meetingLink?: string | null;
  calendarSequence?: number;
};

/**
 * The calendar event of a student's booking of `session`: the wall-clock slot read in the
 * session's zone (Europe/London unless it names another), the session page as its URL, and the
 * same UID wherever it is written (the e-mailed invitation, the downloaded file).
 */
export function bookingEvent(
  session: SessionSlot,
  studentId: number,
  siteUrl: URL,
  options: Pick<SessionEvent, 'method' | 'stamp' | 'organizer' | 'attendee'>,
): SessionEvent {
  const timeZone = session.timeZone ?? SESSION_TIME_ZONE;
  const start = zonedTimeToUtc(session.date, session.from, timeZone);
  const url = new URL(`/session-details/${encodeSessionId(session.sessionId)}`, siteUrl);
  return {
    uid: bookingUid(session.sessionId, studentId, siteUrl.hostname),
    title: session.title,
    description: [
      session.description,
      `${formatTime12(session.from)} – ${formatTime12(session.to)} ${zoneAbbreviation(start, timeZone)} (${timeZone}).`,
      ...(session.meetingLink ? [`Join: ${session.meetingLink}`] : []),
      `Session page: ${url}`,
    ].join('\n\n'),
    url: url.toString(),
    location: session.meetingLink || url.toString(),
    sequence: session.calendarSequence ?? 0,
    start,
    end: zonedTimeToUtc(session.date, session.to, timeZone),
    timeZone,
    ...options,
  };
}
