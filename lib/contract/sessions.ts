import { z } from 'zod';

import { defineCall } from './define-call';
import { MAX_ID, SESSION_TIME_ZONE, SUBSCRIBED } from './domain';
import { idField, limitField, nothing, offsetField } from './fields';

/** Sessions per page of /session (spec 001 §9). */
export const SESSIONS_PAGE = 9;
export { SESSION_TIME_ZONE };

/** A session's `subscription` when the student may join it (spec 001 §3: 1 = allowed). */
export const SUBSCRIBED_TO_SESSION = SUBSCRIBED;

/** Where page `page` (from 1) of /session starts in the list. */
export const sessionsOffset = (page: number) => (page - 1) * SESSIONS_PAGE;

/** How many pages `total` sessions fill: at least one, which shows the empty state. */
export const sessionsPageCount = (total: number) => Math.max(1, Math.ceil(total / SESSIONS_PAGE));

/**
 * A time of day as 24-hour 'HH:MM' (spec 001 §3: times may carry seconds and are normalised to
 * HH:MM): '18:00:00' and '9:05' become '18:00' and '09:05'; null when it is no time of day.
 */
export function normaliseTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, seconds = '00'] = match.slice(1).map((part) => part ?? '00');
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return `${hours.padStart(2, '0')}:${minutes}`;
}

/** '18:00' as the sessions show it: '6:00 PM' (spec 001 §9, 12-hour form). */
export function formatTime12(time: string): string {
  const normal = normaliseTime(time);
  if (!normal) return time;
  const [hours, minutes] = normal.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** A session's slot on its own calendar date, in its own zone. */
export type Slot = { date: string; from: string; to: string };

const minutesOf = (time: string) => {
  const [hours, minutes] = (normaliseTime(time) ?? time).split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Spec 001 §5: a booking is refused when its window overlaps a session already booked on the same
 * date, "this start is before the other end and the other start is before this end". Windows that
 * only touch (one ends at 19:00 as the other begins) do not overlap; other dates never do.
 */
export function slotsOverlap(a: Slot, b: Slot): boolean {
  if (a.date !== b.date) return false;
  return minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to);
}

/** The id in a session's address, base64-encoded as the seeds' client does: 12 → 'MTI='. */
export function encodeSessionId(sessionId: number): string {
  return btoa(String(sessionId));
}

/**
 * The session id from its address segment: 'MTI=' (also URL-escaped, without padding or in the
 * URL-safe alphabet) → 12; null for anything that is not a base64-encoded positive whole number.
 */
export function decodeSessionId(segment: string): number | null {
  let text: string;
  try {
    text = decodeURIComponent(segment).trim().replace(/-/g, '+').replace(/_/g, '/');
  } catch {
    return null;
  }
  if (!/^[A-Za-z0-9+/]{2,16}={0,2}$/.test(text)) return null;
  const bare = text.replace(/=+$/, '');
  let decoded: string;
  try {
    decoded = atob(bare.padEnd(Math.ceil(bare.length / 4) * 4, '='));
  } catch {
    return null;
  }
  if (!/^[1-9]\d{0,9}$/.test(decoded)) return null;
  const id = Number(decoded);
  return id <= MAX_ID ? id : null;
}

/** A time of day sent by a client: normalised to HH:MM, refused when it is none. */
export const timeOfDay = z.string().transform((value, ctx) => {
  const normal = normaliseTime(value);
  if (normal === null) {
    ctx.addIssue({ code: 'custom', message: 'Times must be HH:MM' });
    return z.NEVER;
  }
  return normal;
});

/** A time of day as an API answers it: normalised to HH:MM when it is one, else kept. */
const answeredTime = z.string().transform((value) => normaliseTime(value) ?? value);

export const liveSessionSchema = z.object({
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
export type BookSessionInput = z.input<typeof bookSessionSchema>;

export const sessionCalls = {
  /** Upcoming sessions, soonest first, as anyone sees them (subscription and isJoined 0). */
  listSessions: defineCall({
    path: 'session/list',
    method: 'POST',
    access: 'public',
    request: page,
    data: sessionList,
  }),
  /** The same list for the signed-in student, with their subscription and isJoined per session. */
  listStudentSessions: defineCall({
    path: 'student/session/list',
    method: 'POST',
    access: 'student',
    sendsStudentId: true,
    request: page,
    data: sessionList,
  }),
  /**
   * Extension: one session by id, past ones included, so a session's address needs nothing else.
   * Without it (an API that answers 404/501) the details page looks the id up in the list.
   */
  sessionDetails: defineCall({
    path: 'session/details',
    method: 'POST',
    access: 'optional',
    sendsStudentId: true,
    request: z.object({ sessionId: idField('Choose a session') }),
    data: liveSessionSchema,
  }),
  /**
   * Books the session for the signed-in student: refused without a plan that allows it, when it
   * overlaps one of their bookings, when it has started or is full; a repeat is refused with
   * 'Your Slot Is Already Booked.'. The confirmation e-mail carries the calendar invitation.
   */
  bookSession: defineCall({
    path: 'student/session/book',
    method: 'POST',
    access: 'student',
    sendsStudentId: true,
    request: bookSessionSchema,
    data: nothing,
  }),
};

/** What the session screens and calls say, as students read them (spec 001 §2, §4, §6, §8). */
export const sessionMessages = {
  title: 'Sessions',
  empty: 'No Sessions Available',
  refresh: 'Refresh',
  sendRequest: 'Send Request',
  joining: 'Joining...',
  booked: 'Booked',
  ended: 'Session Ended',
  notFound: 'Session not found',
  fetchFailed: 'Failed to fetch session details',
  fetchError: 'Error fetching session details',
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to join this session',
  subscriptionRequiredTitle: 'Subscription Required',
  subscriptionRequired: 'Please subscribe to join this session.',
  viewPlans: 'View Plans',
  conflictTitle: 'Time Slot Conflict',
  conflict: 'This Session Conflicts With Another Booked Slot. Please Choose A Different Time.',
  /** Spec 001 §8: shown for a server message that mentions a "time slot conflict". */
  conflictFromServer: 'This time slot is already booked. Please choose another.',
  bookingFailed: 'Error booking session',
  alreadyBooked: 'Your Slot Is Already Booked.',
  bookedOk: 'Session booked. The calendar invitation is on its way to your email.',
  started: 'This session has already started.',
  full: 'This session is fully booked.',
  addToCalendar: 'Add to calendar',
  timeZoneNote: 'Session times are UK time (Europe/London).',
  listed: 'Success',
} as const;

/** Server refusals the booking button tells apart (the status of the envelope). */
export const BOOKING_STATUS = {
  /** Not signed in: the BFF's 401, or the API's 403 for a token that no longer works. */
  signedOut: 401,
  /** The student's plan does not allow the session (a plan requirement: Payment Required). */
  subscriptionRequired: 402,
  /** Already booked, overlapping, or full. */
  conflict: 409,
} as const;
