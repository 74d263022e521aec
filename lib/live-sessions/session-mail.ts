import { site } from '@/lib/site';

import type { MailMessage } from '../calls/deps';
import type { Executor } from '../db/client';
import type { MailCause } from '../mail/mail-bounds';
import { queueMail } from '../mail/mail-queue';
import type { LiveSession } from './calls';
import { bookingEvent, sessionIcs, sessionIcsFileName } from './session-ics';
import { CANCEL_CUTOFF_HOURS, formatTime12, JOIN_OPENS_MINUTES_BEFORE } from './texts';

/*
 * The mails a booked student gets about a session, each with the calendar entry of their booking
 * (one UID per booking, so every later mail updates or removes the entry the first one made).
 * Each is queued in the transaction of the change it tells about (docs/jobs.md).
 */

export type MailKind = 'booked' | 'changed' | 'cancelled' | 'bookingCancelled' | 'reminder';

export const bookingMailSubject = (title: string) => `Booking confirmed: ${title}`;
export const changedMailSubject = (title: string) => `Session updated: ${title}`;
export const cancelledMailSubject = (title: string) => `Session cancelled: ${title}`;
export const bookingCancelledMailSubject = (title: string) => `Booking cancelled: ${title}`;
export const reminderMailSubject = (title: string, hoursBefore: number) =>
  `Reminder: ${title} starts in ${hoursBefore === 1 ? '1 hour' : `${hoursBefore} hours`}`;

const REMOVES_ENTRY: ReadonlySet<MailKind> = new Set(['cancelled', 'bookingCancelled']);

type Recipient = { studentId: number; fullName: string; email: string };

export type BookedStudentMail = {
  kind: MailKind;
  /** The call's shape of the session, with its zone, link and calendar SEQUENCE. */
  session: LiveSession & { timeZone: string };
  student: Recipient;
  /** When the mail is written (the calendar entry's DTSTAMP). */
  stamp: Date;
  /** The student's own zone, when their browser told it at booking. */
  studentTimeZone?: string | null;
  /** A reminder's distance from the start. */
  hoursBefore?: number;
};

function opening({ kind, session, hoursBefore = 0 }: BookedStudentMail): string {
  const { title } = session;
  switch (kind) {
    case 'booked':
      return `Your place in "${title}" is booked.`;
    case 'changed':
      return `"${title}", which you booked, has changed. Here are its new details.`;
    case 'cancelled':
      return (
        `"${title}", which you booked, has been cancelled. We are sorry for the change of plan. ` +
        'If a Single Session paid for your place, it is yours again to book another session.'
      );
    case 'bookingCancelled':
      return (
        `Your booking of "${title}" is cancelled, as you asked. ` +
        'If a Single Session paid for your place, it is yours again to book another session.'
      );
    case 'reminder':
      return `"${title}", which you booked, starts in ${hoursBefore === 1 ? '1 hour' : `${hoursBefore} hours`}.`;
  }
}

const subject = ({ kind, session, hoursBefore = 0 }: BookedStudentMail) =>
  ({
    booked: bookingMailSubject,
    changed: changedMailSubject,
    cancelled: cancelledMailSubject,
    bookingCancelled: bookingCancelledMailSubject,
    reminder: (title: string) => reminderMailSubject(title, hoursBefore),
  })[kind](session.title);

/** '6:00 PM – 7:00 PM, Sun 28 Mar 2027' on the clock of `timeZone`. */
function slotIn(start: Date, end: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const clock = (instant: Date) =>
    time.format(instant).replace(/\s?(am|pm)$/i, (m) => ` ${m.trim().toUpperCase()}`);
  return `${clock(start)} – ${clock(end)}, ${day.format(start)}`;
}

/** The mail to one student about a session they booked. */
function bookedStudentMail(mail: BookedStudentMail): MailMessage {
  const { kind, session, student, stamp, studentTimeZone } = mail;
  const removes = REMOVES_ENTRY.has(kind);
  const method = removes ? 'CANCEL' : 'REQUEST';
  const event = bookingEvent(session, student.studentId, site.url, {
    method,
    stamp,
    organizer: { name: site.name, email: site.contact.admin },
    attendee: { name: student.fullName, email: student.email },
  });
  const when = `${session.date}, ${formatTime12(session.from)} – ${formatTime12(session.to)} (${session.timeZone})`;
  // Only when the student's clock says something else (UTC and London agree in winter).
  const theirs =
    !removes &&
    studentTimeZone &&
    slotIn(event.start, event.end, studentTimeZone) !==
      slotIn(event.start, event.end, session.timeZone)
      ? [`Your time (${studentTimeZone}): ${slotIn(event.start, event.end, studentTimeZone)}`]
      : [];
  const joining = removes
    ? []
    : session.meetingLink
      ? [`Join: ${session.meetingLink}`]
      : [
          `The link to join will be on the session page from ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.`,
        ];
  const cutoff =
    kind === 'booked'
      ? [
          '',
          `You can cancel this booking on the session page up to ${CANCEL_CUTOFF_HOURS} hours before the start.`,
        ]
      : [];
  return {
    to: student.email,
    subject: subject(mail),
    text: [
      `Hello ${student.fullName},`,
      '',
      opening(mail),
      `When: ${when}`,
      ...theirs,
      ...joining,
      `Session page: ${event.url}`,
      ...cutoff,
      '',
      removes
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
 * What causes each kind of mail, and so how it is bounded (docs/jobs.md): the student's own
 * booking is refused past their bounds (it and its confirmation commit together or not at all);
 * their cancellation always goes through, its notice within the bounds only, so nobody keeps a
 * place because of a mail count; an operator's change and a reminder are never held back.
 */
function causeOf({ kind, student, stamp }: BookedStudentMail): MailCause {
  switch (kind) {
    case 'booked':
      return { by: 'student', studentId: student.studentId, now: stamp, pastBound: 'refuse' };
    case 'bookingCancelled':
      return { by: 'student', studentId: student.studentId, now: stamp, pastBound: 'skip' };
    case 'changed':
    case 'cancelled':
      return { exempt: 'operator change' };
    case 'reminder':
      return { exempt: 'reminder' };
  }
}

/**
 * Queues the mail to one student about a session they booked on `tx`, the transaction of the
 * change it tells about. `key` makes a repeat (a retried reminder) queue nothing more.
 */
export function mailBookedStudent(tx: Executor, mail: BookedStudentMail, key?: string) {
  return queueMail(tx, bookedStudentMail(mail), { cause: causeOf(mail), key });
}
