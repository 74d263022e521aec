import { site } from '@/lib/site';

import type { MailMessage } from '../calls/deps';
import type { Executor } from '../db/client';
import { queueMail } from '../mail/mail-queue';
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
 * The mail of `kind` to one student about `session` (the call's shape, with its zone, link and
 * calendar SEQUENCE), written at `stamp`.
 */
function bookedStudentMail(
  kind: MailKind,
  session: LiveSession & { timeZone: string },
  student: Recipient,
  stamp: Date,
): MailMessage {
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const event = bookingEvent(session, student.studentId, site.url, {
    method,
    stamp,
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
  return {
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
  };
}

/**
 * Queues the mail of `kind` to one student about `session` on `tx`, the transaction of the
 * change it tells about.
 */
export function mailBookedStudent(
  tx: Executor,
  kind: MailKind,
  session: LiveSession & { timeZone: string },
  student: Recipient,
  stamp: Date,
) {
  return queueMail(tx, bookedStudentMail(kind, session, student, stamp));
}
