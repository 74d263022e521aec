import { site } from '@/lib/site';

import type { BackendDeps } from '../calls/deps';
import type { LiveSession } from './calls';
import { bookingEvent, sessionIcs, sessionIcsFileName } from './session-ics';
import { formatTime12, JOIN_OPENS_MINUTES_BEFORE } from './texts';

/*
 * The mails a booked student gets about a session, each with the calendar entry of their booking
 * (one UID per booking, so every later mail updates or removes the entry the first one made).
 */

export type MailKind = 'booked' | 'changed' | 'cancelled';

export const bookingMailSubject = (title: string) => `Booking confirmed: ${title}`;
export const changedMailSubject = (title: string) => `Session updated: ${title}`;
export const cancelledMailSubject = (title: string) => `Session cancelled: ${title}`;

const SUBJECTS: Record<MailKind, (title: string) => string> = {
  booked: bookingMailSubject,
  changed: changedMailSubject,
  cancelled: cancelledMailSubject,
};

const OPENING: Record<MailKind, (title: string) => string> = {
  booked: (title) => `Your place in "${title}" is booked.`,
  changed: (title) => `"${title}", which you booked, has changed. Here are its new details.`,
  cancelled: (title) =>
    `"${title}", which you booked, has been cancelled. We are sorry for the change of plan. ` +
    'If a Single Session paid for your place, it is yours again to book another session.',
};

type Recipient = { studentId: number; fullName: string; email: string };

/**
 * Sends one student the mail of `kind` about `session` (the call's shape, with its zone, link and
 * calendar SEQUENCE). Throws when the mail server refuses: the caller decides what that means.
 */
export async function mailBookedStudent(
  deps: BackendDeps,
  kind: MailKind,
  session: LiveSession & { timeZone: string },
  student: Recipient,
) {
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const event = bookingEvent(session, student.studentId, site.url, {
    method,
    stamp: deps.now(),
    organizer: { name: site.name, email: site.contact.admin },
    attendee: { name: student.fullName, email: student.email },
  });
  const when = `${session.date}, ${formatTime12(session.from)} – ${formatTime12(session.to)} (${session.timeZone})`;
  const joining =
    kind === 'cancelled'
      ? []
      : session.meetingLink
        ? [`Join: ${session.meetingLink}`]
        : [
            `The link to join will be on the session page from ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.`,
          ];
  await deps.mailer.send({
    to: student.email,
    subject: SUBJECTS[kind](session.title),
    text: [
      `Hello ${student.fullName},`,
      '',
      OPENING[kind](session.title),
      `When: ${when}`,
      ...joining,
      `Session page: ${event.url}`,
      '',
      kind === 'cancelled'
        ? 'The notice attached to this email takes the session out of your calendar.'
        : 'The invitation attached to this email adds the session to your calendar.',
    ].join('\n'),
    icalEvent: {
      method,
      filename: sessionIcsFileName(session.sessionId),
      content: sessionIcs(event),
    },
  });
}
