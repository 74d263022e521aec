import { z } from 'zod';

import { consoleSessionHref } from './links';

import { CONTENT_CACHE_TAGS } from '../cache/tags';
import { defineCall, defineStream } from '../calls/define-call';
import { CASE_MARKS, CASE_MODALITIES, ORAL_DOMAINS } from '../db/vocabulary';
import { caseHeaderSchema } from '../practice/calls';
import { oralScores, VIVA_IMAGE_NAME } from '../viva-rooms/calls';
import { VIVA_COMMENT_MAX, VIVA_SIGNAL_MAX } from '../viva-rooms/rules';
import { vivaMessages } from '../viva-rooms/texts';

import { liveSessionEndpoints } from './endpoints';
import { consoleLiveSessionEndpoints } from './console-endpoints';
import { MEETING_LINK_CONTROLS, meetingLinkOf } from './meeting-link';
import {
  idField,
  limitField,
  nothing,
  offsetField,
  pictureField,
  requiredText,
  typedText,
} from '../calls/fields';
import { consoleSessionMessages, normaliseTime, sessionMessages, SESSIONS_PAGE } from './texts';

/** A time of day sent by a client: normalised to HH:MM, refused when it is none. */
const timeOfDay = z.string().transform((value, ctx) => {
  const normal = normaliseTime(value);
  if (normal === null) {
    ctx.addIssue({ code: 'custom', message: 'Times must be HH:MM' });
    return z.NEVER;
  }
  return normal;
});

/** A time of day as an API answers it: normalised to HH:MM when it is one, else kept. */
const answeredTime = z.string().transform((value) => normaliseTime(value) ?? value);

const liveSessionSchema = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  /** ISO date, YYYY-MM-DD, in the session's zone. */
  date: z.string(),
  /** 24-hour HH:MM in the session's zone; shown in 12-hour form. */
  from: answeredTime,
  to: answeredTime,
  /** Name of the plan whose subscribers may join. */
  name: z.string(),
  /** 1 when the signed-in student's plan allows joining. */
  subscription: z.number().int(),
  /** 1 when the signed-in student has already booked it. */
  isJoined: z.number().int(),
  /**
   * Extension: the IANA zone of the date and times. An API that leaves it out schedules in
   * Europe/London (SESSION_TIME_ZONE).
   */
  timeZone: z.string().optional(),
  /**
   * Extension: where to join, answered to a student who booked it (null until an operator sets
   * it); the page shows it from 15 minutes before the start (joinWindowOpen).
   */
  meetingLink: z.string().nullable().transform(meetingLinkOf).optional(),
  /** Extension: the calendar entry's SEQUENCE, raised with every change of time or link. */
  calendarSequence: z.number().int().optional(),
  /** Extension: cancelled by an operator; it takes no bookings. */
  cancelled: z.boolean().optional(),
  /**
   * Extension (session/details, signed in): the student on the session's waitlist, 'offered' a
   * freed place until offerExpiresAt, or null.
   */
  waitlist: z.enum(['waiting', 'offered']).nullable().optional(),
  offerExpiresAt: z.string().nullable().optional(),
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

/** A calendar date as the console sends it: a real day, YYYY-MM-DD. */
const calendarDate = z
  .string({ error: 'Choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates must be YYYY-MM-DD' })
  .refine((value) => isCalendarDay(value), { error: 'Dates must be YYYY-MM-DD' });

/** Whether 'YYYY-MM-DD' names a day that exists (not 2027-02-30). */
function isCalendarDay(value: string) {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The longest meeting link kept; video-call addresses are far shorter. */
const MEETING_LINK_MAX = 500;

/**
 * A meeting link: an https address, or empty to remove it. Control characters are refused, and
 * the link is kept as the URL parser writes it (quotes, spaces and angle brackets
 * percent-encoded), so a link cannot break out of an HTML attribute or a calendar file's line.
 */
const meetingLinkField = z
  .string({ error: 'The meeting link must be an https:// address' })
  .trim()
  .max(MEETING_LINK_MAX, { error: 'The meeting link is too long' })
  .refine((value) => !MEETING_LINK_CONTROLS.test(value), {
    error: 'The meeting link cannot contain control characters or line breaks',
  })
  .pipe(
    z.union([
      z.literal(''),
      z.url({
        protocol: /^https$/,
        hostname: z.regexes.domain,
        normalize: true,
        error: 'The meeting link must be an https:// address',
      }),
    ]),
  )
  .transform((value) => (value === '' ? null : value));

/** Which sessions the console lists: still to come (soonest first) or held (latest first). */
export const CONSOLE_SESSION_STATES = ['upcoming', 'past'] as const;
export const CONSOLE_SESSIONS_PAGE = 25;

const consoleSessionSchema = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  date: z.string(),
  from: answeredTime,
  to: answeredTime,
  timeZone: z.string(),
  plan: z.string(),
  capacity: z.number().int().nullable(),
  booked: z.number().int(),
  meetingLink: z.string().nullable(),
  cancelled: z.boolean(),
  /** A draft is seen in the console alone until it is published. */
  published: z.boolean(),
});

/** The plans a session can be for, as the console's forms offer them. */
const planChoiceSchema = z.object({ planId: z.number().int(), name: z.string() });

/** A booked student as the room's runner sees them. */
const roomStudentSchema = z.object({ studentId: z.number().int(), fullName: z.string() });

/**
 * The case on a session room's screen as everyone in the room sees it: the clinical header, the
 * images (at the asker's own addresses) and the server's clock of the case.
 */
const roomCaseSchema = z.object({
  position: z.number().int(),
  header: caseHeaderSchema,
  modality: z.enum(CASE_MODALITIES).nullable(),
  images: z.array(z.string()),
  shownAt: z.string(),
  endsAt: z.string(),
});

const roomMarkSchema = z.object({
  position: z.number().int(),
  mark: z.enum(CASE_MARKS),
  oralScores: z.record(z.enum(ORAL_DOMAINS), z.number().int()),
  comment: z.string(),
});

/** A live event in a session's room: the hot seat's viewer, or a pointer in the image's box. */
const roomSignalData = z
  .record(z.string(), z.unknown(), { error: vivaMessages.signalInvalid })
  .refine((value) => JSON.stringify(value).length <= VIVA_SIGNAL_MAX, {
    error: vivaMessages.signalInvalid,
  });

/** A consultant who may lead a session: an operator of the `faculty` role (an operator's address). */
const leadSchema = z.object({ operatorId: z.number().int(), operatorEmail: z.string() });

/** The longest title and description a session takes. */
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 2000;
/** More places than any viva session has; beyond it is a typing slip. */
const CAPACITY_MAX = 1000;

/** What an operator writes about a session: its title, description, plan and places. */
const sessionDetailsFields = {
  title: requiredText('Give the session a title').pipe(
    z.string().max(TITLE_MAX, { error: `Titles are at most ${TITLE_MAX} characters` }),
  ),
  description: typedText()
    .trim()
    .max(DESCRIPTION_MAX, { error: `Descriptions are at most ${DESCRIPTION_MAX} characters` })
    .default(''),
  planId: idField('Choose the plan whose students may join'),
  /** Empty for no limit. */
  capacity: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z.coerce.number({ error: 'Places must be a whole number' }),
    ])
    .pipe(
      z
        .number({ error: 'Places must be a whole number' })
        .int({ error: 'Places must be a whole number' })
        .min(1, { error: 'A session has at least one place' })
        .max(CAPACITY_MAX, { error: `A session has at most ${CAPACITY_MAX} places` })
        .nullable(),
    )
    .default(null),
};

const attendeeSchema = z.object({
  studentId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  bookedAt: z.string(),
  /** What admitted the booking: the student's course, or a Single Session bought for it. */
  admittedBy: z.enum(['course', 'single session']),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** What a change told the students who had booked: how many mails went out. */
const notified = z.object({ sessionId: z.number().int(), notified: z.number().int() });

const page = z.object({ limit: limitField(SESSIONS_PAGE), offset: offsetField });
const sessionList = z.object({ lists: z.array(liveSessionSchema), total: z.number().int() });

/** An IANA zone the platform knows ('Asia/Kolkata'). */
const timeZoneField = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-GB', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Unknown time zone' },
  );

export const bookSessionSchema = z.object({
  sessionId: idField('Choose a session'),
  /** The original API's client sends the slot too; the server books the slot it has stored. */
  date: z.string().optional(),
  from: timeOfDay.optional(),
  to: timeOfDay.optional(),
  /** Extension: the student's own zone, for the times in their reminders. */
  timeZone: timeZoneField.optional(),
});

export const liveSessionCalls = {
  /** Upcoming sessions, soonest first, as anyone sees them (subscription and isJoined 0). */
  listSessions: defineCall(liveSessionEndpoints.listSessions, {
    request: page,
    data: sessionList,
  }),
  /** The same list for the signed-in student, with their subscription and isJoined per session. */
  listStudentSessions: defineCall(liveSessionEndpoints.listStudentSessions, {
    sendsStudentId: true,
    request: page,
    data: sessionList,
  }),
  /**
   * Extension: one session by id, past ones included, so a session's address needs nothing else.
   * Without it (an API that answers 404/501) the details page looks the id up in the list.
   */
  /**
   * Extension: every session's page data for the sitemap (those still to come first), in one
   * call however many there are. Without it (404/501) the sitemap walks session/list.
   */
  sessionSitemap: defineCall(liveSessionEndpoints.sessionSitemap, {
    request: z.object({}).strip(),
    data: z.object({
      lists: z.array(
        z.object({
          sessionId: z.number().int(),
          thumbnail: z.string(),
          /** Whether it has not ended yet. */
          upcoming: z.boolean(),
        }),
      ),
    }),
  }),
  sessionDetails: defineCall(liveSessionEndpoints.sessionDetails, {
    sendsStudentId: true,
    request: z.object({ sessionId: idField('Choose a session') }),
    data: liveSessionSchema,
  }),
  /**
   * Books the session for the signed-in student: refused without a plan that allows it, when it
   * overlaps one of their bookings, when it has started or is full; a repeat is refused with
   * 'Your Slot Is Already Booked.'. The confirmation e-mail carries the calendar invitation.
   */
  bookSession: defineCall(liveSessionEndpoints.bookSession, {
    sendsStudentId: true,
    limit: { limit: 'sessionRequestsPerStudent', per: 'student' },
    request: bookSessionSchema,
    data: nothing,
  }),
  /**
   * Extension: cancels the student's booking up to CANCEL_CUTOFF_HOURS before the start; the
   * place is free at once, a Single Session it used returns, and a calendar notice removes the
   * entry.
   */
  cancelBooking: defineCall(liveSessionEndpoints.cancelBooking, {
    sendsStudentId: true,
    request: z.object({ sessionId: idField('Choose a session') }),
    data: nothing,
  }),
  /**
   * Extension: joins the waitlist of a full session the student's plan admits; a place that
   * frees is offered to the first on it (held WAITLIST_OFFER_HOURS), who claims it by booking.
   */
  joinWaitlist: defineCall(liveSessionEndpoints.joinWaitlist, {
    sendsStudentId: true,
    limit: { limit: 'sessionRequestsPerStudent', per: 'student' },
    request: z.object({ sessionId: idField('Choose a session') }),
    data: nothing,
  }),
  /** Takes the student off a session's waitlist; a place held for them goes to the next. */
  leaveWaitlist: defineCall(liveSessionEndpoints.leaveWaitlist, {
    sendsStudentId: true,
    request: z.object({ sessionId: idField('Choose a session') }),
    data: nothing,
  }),
  listSessionsForConsole: defineCall(consoleLiveSessionEndpoints.listSessionsForConsole, {
    request: z.object({
      state: z
        .enum(CONSOLE_SESSION_STATES, { error: 'Choose upcoming or past' })
        .default('upcoming'),
      limit: limitField(CONSOLE_SESSIONS_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({
      list: z.array(consoleSessionSchema),
      total: z.number().int(),
      plans: z.array(planChoiceSchema),
    }),
  }),
  consoleSessionDetails: defineCall(consoleLiveSessionEndpoints.consoleSessionDetails, {
    request: z.object({ sessionId: idField('Choose a session') }),
    data: z.object({
      session: consoleSessionSchema.extend({
        description: z.string(),
        planId: z.number().int(),
        picture: z.string().nullable(),
        /** The consultant who leads it, or null. */
        lead: leadSchema.nullable(),
        /** When its room was opened, or null (docs/live-sessions.md, "The session's room"). */
        roomOpenedAt: z.string().nullable(),
      }),
      plans: z.array(planChoiceSchema),
      /** The enabled faculty an owner or editor may choose from (empty for other roles). */
      faculty: z.array(leadSchema),
    }),
  }),
  /** Who booked a session, in the order they booked: people's details, so not for editors. */
  consoleSessionAttendees: defineCall(consoleLiveSessionEndpoints.consoleSessionAttendees, {
    request: z.object({ sessionId: idField('Choose a session') }),
    data: z.object({ sessionId: z.number().int(), attendees: z.array(attendeeSchema) }),
  }),
  /**
   * Moves a session and sets its meeting link; the students who booked it are told by mail with
   * the calendar entry updated (same UID, higher SEQUENCE) when the time or the link changed.
   */
  updateSessionSchedule: defineCall(consoleLiveSessionEndpoints.updateSessionSchedule, {
    invalidates: [CONTENT_CACHE_TAGS.sessions],
    request: z
      .object({
        sessionId: idField('Choose a session'),
        date: calendarDate,
        from: timeOfDay,
        to: timeOfDay,
        meetingLink: meetingLinkField,
      })
      .refine((v) => v.to > v.from, { error: 'The end must be after the start', path: ['to'] }),
    data: notified,
  }),
  /** A new session, saved as a draft: nobody outside the console sees it until it is published. */
  createLiveSession: defineCall(consoleLiveSessionEndpoints.createLiveSession, {
    request: z
      .object({
        ...sessionDetailsFields,
        date: calendarDate,
        from: timeOfDay,
        to: timeOfDay,
        meetingLink: meetingLinkField.default(''),
      })
      .refine((v) => v.to > v.from, { error: 'The end must be after the start', path: ['to'] }),
    data: z.object({ sessionId: z.number().int() }),
    opens: ({ sessionId }) => consoleSessionHref(sessionId),
  }),
  /** A session's title, description, plan and places. */
  updateSessionDetails: defineCall(consoleLiveSessionEndpoints.updateSessionDetails, {
    invalidates: [CONTENT_CACHE_TAGS.sessions],
    request: z.object({ sessionId: idField('Choose a session'), ...sessionDetailsFields }),
    data: z.object({ sessionId: z.number().int() }),
  }),
  /** The picture on the session's card and page, re-encoded like every upload. */
  uploadSessionPicture: defineCall(consoleLiveSessionEndpoints.uploadSessionPicture, {
    invalidates: [CONTENT_CACHE_TAGS.sessions],
    request: z.object({
      sessionId: idField('Choose a session'),
      picture: pictureField(consoleSessionMessages.picture),
    }),
    data: z.object({ sessionId: z.number().int(), picture: z.string() }),
  }),
  /** Opens the session's room for its booked students; opening an open room changes nothing. */
  openSessionRoom: defineCall(consoleLiveSessionEndpoints.openSessionRoom, {
    request: z.object({ sessionId: idField('Choose a session') }),
    data: z.object({ sessionId: z.number().int(), openedAt: z.string() }),
  }),
  /** The session's room as a booked student enters it; anyone else is told they have not booked. */
  sessionRoom: defineCall(liveSessionEndpoints.sessionRoom, {
    request: z.object({ sessionId: idField(sessionMessages.notFound) }),
    data: z.object({
      sessionId: z.number().int(),
      title: z.string(),
      date: z.string(),
      from: z.string(),
      to: z.string(),
      timeZone: z.string(),
      endsAt: z.string(),
      openedAt: z.string(),
      /** The session's meeting link: the voice for a large audience stays there. */
      meetingLink: z.string().nullable(),
      /** The asker's place: presenting in the hot seat, or watching. */
      seat: z.enum(['hot seat', 'watching']),
      /** Who presents now (their name), or null while the seat is empty. */
      hotSeatName: z.string().nullable(),
      /** Whether the asker's hand is up, asking for the seat. */
      handRaised: z.boolean(),
      serverNow: z.string(),
      /** The case on screen: its header and images only, never the runner's fields. */
      case: roomCaseSchema.nullable(),
      /** The runner's marks of the asker in this room, case by case. */
      marks: z.array(roomMarkSchema),
    }),
  }),
  /** The hot-seat student's viewer and pointer, for everyone in the room; a watcher's are refused. */
  sessionRoomSignal: defineCall(liveSessionEndpoints.sessionRoomSignal, {
    limit: { limit: 'vivaSignalsPerStudent', per: 'student' },
    maxBodyBytes: 8 * 1024,
    request: z.object({
      sessionId: idField(sessionMessages.notFound),
      kind: z.enum(['viewer', 'pointer'], { error: vivaMessages.signalInvalid }),
      data: roomSignalData,
    }),
    data: z.null().default(null),
  }),
  /** One of the case's images, to the session's booked students while the room is open. */
  sessionRoomImage: defineStream(liveSessionEndpoints.sessionRoomImage, {
    request: z.object({ sessionId: idField(), name: z.string().regex(VIVA_IMAGE_NAME) }),
  }),
  /** A watching student raises their hand to take the hot seat, or lowers it. */
  raiseSessionHand: defineCall(liveSessionEndpoints.raiseSessionHand, {
    request: z.object({
      sessionId: idField(sessionMessages.notFound),
      raised: z.boolean({ error: 'Say whether the hand is raised' }),
    }),
    data: z.object({ handRaised: z.boolean() }),
  }),
  /** The room's live events, to its booked students while it is open (session-room-events.ts). */
  sessionRoomEvents: defineStream(liveSessionEndpoints.sessionRoomEvents, {
    request: z.object({ sessionId: idField(sessionMessages.notFound) }),
  }),
  /** The room's live events, to those who run it (session-room-events.ts). */
  consoleSessionRoomEvents: defineStream(consoleLiveSessionEndpoints.consoleSessionRoomEvents, {
    request: z.object({ sessionId: idField('Choose a session') }),
  }),
  /** The room as those who run it see it: who is in the hot seat, whose hand is up, who booked. */
  consoleSessionRoom: defineCall(consoleLiveSessionEndpoints.consoleSessionRoom, {
    request: z.object({ sessionId: idField('Choose a session') }),
    data: z.object({
      sessionId: z.number().int(),
      openedAt: z.string(),
      hotSeat: roomStudentSchema.nullable(),
      /** Raised hands, first raised first. */
      hands: z.array(roomStudentSchema.extend({ raisedAt: z.string() })),
      booked: z.array(roomStudentSchema),
      serverNow: z.string(),
      case: roomCaseSchema.nullable(),
      /** What only those who run the room see (docs/live-sessions.md): never a student. */
      examiner: z
        .object({
          name: z.string(),
          modelAnswer: z.string(),
          keyFindings: z.array(z.string()),
          normal: z.boolean(),
          prompts: z.array(z.string()),
          /** The hot-seat student's mark on this case, once given. */
          mark: roomMarkSchema.nullable(),
        })
        .nullable(),
    }),
  }),
  /** Puts up the next case, drawn for the hot-seat student as the oral station draws. */
  nextSessionCase: defineCall(consoleLiveSessionEndpoints.nextSessionCase, {
    request: z.object({ sessionId: idField('Choose a session') }),
    data: z.object({ sessionId: z.number().int(), position: z.number().int() }),
  }),
  /** The runner's mark of the hot-seat student on the case: their card is rescheduled by it. */
  markSessionCase: defineCall(consoleLiveSessionEndpoints.markSessionCase, {
    request: z.object({
      sessionId: idField('Choose a session'),
      position: z.coerce
        .number({ error: vivaMessages.chooseCase })
        .int({ error: vivaMessages.chooseCase })
        .min(1, { error: vivaMessages.chooseCase }),
      mark: z.enum(CASE_MARKS, { error: vivaMessages.chooseMark }),
      oralScores: oralScores,
      comment: typedText()
        .max(VIVA_COMMENT_MAX, { error: vivaMessages.commentTooLong })
        .default(''),
    }),
    data: z.object({ due: z.string() }),
  }),
  /** The runner's pointer, for everyone in the room. */
  consoleSessionSignal: defineCall(consoleLiveSessionEndpoints.consoleSessionSignal, {
    maxBodyBytes: 8 * 1024,
    request: z.object({
      sessionId: idField('Choose a session'),
      kind: z.enum(['pointer'], { error: vivaMessages.signalInvalid }),
      data: roomSignalData,
    }),
    data: z.null().default(null),
  }),
  /** One of the case's images, to those who run the room. */
  consoleSessionRoomImage: defineStream(consoleLiveSessionEndpoints.consoleSessionRoomImage, {
    request: z.object({ sessionId: idField(), name: z.string().regex(VIVA_IMAGE_NAME) }),
  }),
  /** Gives the hot seat to a booked student (their hand goes down), or empties it. */
  giveSessionSeat: defineCall(consoleLiveSessionEndpoints.giveSessionSeat, {
    request: z.object({
      sessionId: idField('Choose a session'),
      studentId: idField('Choose a booked student').nullable(),
    }),
    data: z.object({ sessionId: z.number().int(), hotSeat: roomStudentSchema.nullable() }),
  }),
  /** Names the consultant who leads a session (an operator of the `faculty` role), or none. */
  setSessionLead: defineCall(consoleLiveSessionEndpoints.setSessionLead, {
    request: z.object({
      sessionId: idField('Choose a session'),
      operatorId: idField('Choose a consultant').nullable(),
    }),
    data: z.object({ sessionId: z.number().int(), lead: leadSchema.nullable() }),
  }),
  /** Publishes a draft (students see it at once) or takes an unbooked session back to draft. */
  publishLiveSession: defineCall(consoleLiveSessionEndpoints.publishLiveSession, {
    invalidates: [CONTENT_CACHE_TAGS.sessions],
    request: z.object({
      sessionId: idField('Choose a session'),
      published: z.boolean({ error: 'Say whether the session is published' }),
    }),
    data: z.object({ sessionId: z.number().int(), published: z.boolean() }),
  }),
  /** Cancels a session: its bookings end (a Single Session used returns) and each student is told. */
  cancelLiveSession: defineCall(consoleLiveSessionEndpoints.cancelLiveSession, {
    invalidates: [CONTENT_CACHE_TAGS.sessions],
    request: z.object({ sessionId: idField('Choose a session') }),
    data: notified,
  }),
};
