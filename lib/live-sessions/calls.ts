import { z } from 'zod';

import { defineCall } from '../calls/define-call';

import { liveSessionEndpoints } from './endpoints';
import { idField, limitField, nothing, offsetField } from '../calls/fields';
import { normaliseTime, SESSIONS_PAGE } from './texts';

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
});
export type LiveSession = z.infer<typeof liveSessionSchema>;

const page = z.object({ limit: limitField(SESSIONS_PAGE), offset: offsetField });
const sessionList = z.object({ lists: z.array(liveSessionSchema), total: z.number().int() });

export const bookSessionSchema = z.object({
  sessionId: idField('Choose a session'),
  /** The seeds send the slot too; the server books the slot it has stored. */
  date: z.string().optional(),
  from: timeOfDay.optional(),
  to: timeOfDay.optional(),
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
    request: bookSessionSchema,
    data: nothing,
  }),
};
