// What the session pages and the booking button need without zod (they run in the browser):
// page sizes, time formats, slot overlap, the id in an address, the texts.
import { idFromUrl } from '@/lib/url-ids';

import { SESSION_TIME_ZONE, SUBSCRIBED } from '../calls/domain';

/** Sessions per page of /session. */
export const SESSIONS_PAGE = 9;
export { SESSION_TIME_ZONE };

/** A session's `subscription` when the student may join it (1 = allowed). */
export const SUBSCRIBED_TO_SESSION = SUBSCRIBED;

/** Where page `page` (from 1) of /session starts in the list. */
export const sessionsOffset = (page: number) => (page - 1) * SESSIONS_PAGE;

/** How many pages `total` sessions fill: at least one, which shows the empty state. */
export const sessionsPageCount = (total: number) => Math.max(1, Math.ceil(total / SESSIONS_PAGE));

/**
 * A time of day as 24-hour 'HH:MM' (times may carry seconds and are normalised to
 * HH:MM): '18:00:00' and '9:05' become '18:00' and '09:05'; null when it is no time of day.
 */
export function normaliseTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, seconds = '00'] = match.slice(1).map((part) => part ?? '00');
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  return `${hours.padStart(2, '0')}:${minutes}`;
}

/** '18:00' as the sessions show it: '6:00 PM'. */
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
 * A booking is refused when its window overlaps a session already booked on the same
 * date, "this start is before the other end and the other start is before this end". Windows that
 * only touch (one ends at 19:00 as the other begins) do not overlap; other dates never do.
 */
export function slotsOverlap(a: Slot, b: Slot): boolean {
  if (a.date !== b.date) return false;
  return minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to);
}

/** The id in a session's address, base64-encoded as the original client does: 12 → 'MTI='. */
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
  return idFromUrl(decoded, { canonical: true });
}

/** How long before its start a booked student sees the link to join a session. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

/** Whether a booked student sees the link to join at `now`: from 15 minutes before to the end. */
export function joinWindowOpen(startsAt: Date, endsAt: Date, now: Date): boolean {
  const opens = startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000;
  return now.getTime() >= opens && now.getTime() < endsAt.getTime();
}

/** How long before its start a student may still cancel a booking (docs/live-sessions.md). */
export const CANCEL_CUTOFF_HOURS = 24;

/** Whether a booking of a session starting at `startsAt` may still be cancelled at `now`. */
export function cancellable(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CANCEL_CUTOFF_HOURS * 3_600_000;
}

/** How long a place freed for the first student on a waitlist is held for them. */
export const WAITLIST_OFFER_HOURS = 2;

/** What the session screens and calls say, as students read them. */
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
  /** Shown for a server message that mentions a "time slot conflict". */
  conflictFromServer: 'This time slot is already booked. Please choose another.',
  bookingFailed: 'Error booking session',
  alreadyBooked: 'Your Slot Is Already Booked.',
  bookedOk: 'Session booked. The calendar invitation is on its way to your email.',
  started: 'This session has already started.',
  full: 'This session is fully booked.',
  addToCalendar: 'Add to calendar',
  timeZoneNote: 'Session times are UK time (Europe/London).',
  joinSession: 'Join the session',
  joinOpensLater: `The link to join appears here ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.`,
  noLinkYet: 'The link to join is not set yet: it will appear here, and come by email, once it is.',
  cancelled: 'This session has been cancelled.',
  cancelBooking: 'Cancel booking',
  cancelling: 'Cancelling...',
  keepBooking: 'Keep booking',
  cancelBookingTitle: 'Cancel this booking?',
  cancelCutoff: `You can cancel this booking up to ${CANCEL_CUTOFF_HOURS} hours before the start.`,
  cancelTooLate: `This booking can no longer be cancelled: bookings can be cancelled up to ${CANCEL_CUTOFF_HOURS} hours before the start.`,
  cancelConfirm:
    'Your place is freed for other students at once. If a Single Session paid for it, you can use it to book another session.',
  bookingCancelled: 'Your booking is cancelled. The calendar entry is on its way to your email.',
  notBooked: 'You have not booked this session.',
  roomNotOpen: 'The room is not open yet: it opens when the consultant starts the session.',
  roomClosed: 'This session has ended, and its room with it.',
  roomOpen: 'The room is open.',
  roomVoice: 'The voice stays on the session’s meeting link: join it to hear and speak.',
  enterRoom: 'Enter the session’s room',
  handRaised: 'Your hand is up: the consultant will see it.',
  handLowered: 'Your hand is down.',
  inHotSeat: 'You are in the hot seat: present the case.',
  hotSeatOnly: 'Only the student in the hot seat drives the viewer.',
  cancelFailed: 'Error cancelling booking',
  joinWaitlist: 'Join the waitlist',
  waitlistJoined:
    'You are on the waitlist. If a place comes free, we will email you and hold it for you for 2 hours.',
  onWaitlist: 'You are on the waitlist for this session.',
  leaveWaitlist: 'Leave the waitlist',
  waitlistLeft: 'You have left the waitlist.',
  notOnWaitlist: 'You are not on the waitlist of this session.',
  placeFree: 'A place is free in this session: book it instead.',
  placeOffered: (until: string) =>
    `A place has come free and is held for you until ${until}. Send Request to claim it.`,
  offerMailSubject: (title: string) => `A place is free: ${title}`,
  listed: 'Success',
} as const;

/** What the cases of a session's room say (docs/live-sessions.md, "Cases in the room"). */
export const sessionRoomTexts = {
  caseNumber: (position: number) => `Case ${position}`,
  timeLeft: 'Time left on this case',
  timeUp: 'Time is up',
  youDrive: 'You drive the viewer: everyone in the room follows it.',
  youFollow: 'You follow the hot seat’s viewer.',
  clickToPoint: 'You follow the hot seat’s viewer. Click the image to point.',
  presenterPointer: 'The hot seat’s pointer',
  consultantPointer: 'The consultant’s pointer',
  noCaseYet: 'No case is up yet.',
  nextCase: 'Put up the next case',
  firstCase: 'Put up a case',
  yourMarks: 'Your marks in this room',
  marking: (name: string) => `Marking ${name}`,
  nobodyToMark: 'Give someone the hot seat to mark them.',
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

/** What the console's session calls answer, as operators read them. */
export const consoleSessionMessages = {
  listed: 'Sessions fetched successfully',
  updated: (notified: number) =>
    notified === 0
      ? 'Saved.'
      : `Saved. ${notified} booked ${notified === 1 ? 'student was' : 'students were'} told by email.`,
  unchanged: 'Nothing changed.',
  cancelled: (notified: number) =>
    `The session is cancelled. ${notified} booked ${notified === 1 ? 'student was' : 'students were'} told by email.`,
  alreadyCancelled: 'This session was already cancelled.',
  cancelledCannotChange: 'A cancelled session cannot be changed.',
  endedCannotChange: 'A session that has ended cannot be changed.',
  startedCannotMove: 'A session that has started cannot be moved.',
  notInPast: 'A session cannot be moved into the past.',
  created: 'Saved as a draft. Publish it when it is ready for students.',
  saved: 'Saved.',
  published: 'Published: students can see and book it now.',
  unpublished: 'Back to draft: students no longer see it.',
  bookedStaysPublished:
    'Students have booked this session, so it stays published. Cancel it instead to tell them.',
  belowBookings: (taken: number) =>
    `${taken} students have booked this session: it needs at least ${taken} places.`,
  noSuchPlan: 'That plan does not exist.',
  leadSet: 'Saved: the consultant leads this session.',
  roomOpened: 'The room is open: booked students enter it from the session’s page.',
  roomAlreadyOpen: 'The room is already open.',
  roomNotOpen: 'Open the room first.',
  seatGiven: (name: string) => `${name} is in the hot seat.`,
  seatEmptied: 'The hot seat is empty.',
  seatEmptyForCase: 'Give someone the hot seat first: the case is drawn for them.',
  seatEmptyForMark: 'Nobody is in the hot seat to mark.',
  noCaseToShow: 'There are no oral cases to show.',
  caseShown: (position: number) => `Case ${position} is up.`,
  seatNotBooked: 'Only a student who booked this session can take the hot seat.',
  leadCleared: 'Saved: nobody leads this session.',
  notFaculty: 'Choose an enabled operator of the Faculty role.',
  picture: {
    missing: 'Choose a picture.',
    tooLarge: 'The picture must be 5 MB or smaller.',
    notAnImage: 'The picture must be an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF).',
    unreadable: 'The picture could not be read. Please choose another.',
    saved: 'Picture saved.',
  },
  overlapsBooking:
    'The new time overlaps another session that one of its students has booked. Move that one first, or choose another time.',
} as const;
