import { encodeSessionId } from '@/lib/live-sessions/texts';
import { routes } from '@/lib/routes';

/*
 * The session pages' addresses: /session?page=2 for a page of the list, and
 * /session-details/{base64 id} for one session, so any of them can be shared.
 */

export const sessionsPageHref = (page: number) =>
  page > 1 ? `${routes.sessions.path}?page=${page}` : routes.sessions.path;

export const sessionDetailsHref = (sessionId: number) =>
  `${routes.sessionDetails.path}/${encodeSessionId(sessionId)}`;

/** The calendar file of the signed-in student's booking (app/api/session-calendar). */
export const sessionCalendarHref = (sessionId: number) =>
  `/api/session-calendar/${encodeSessionId(sessionId)}`;

/** A session's page in the console: its bookings, time, link and cancellation. */
export const consoleSessionHref = (sessionId: number) =>
  `${routes.consoleSession.path}/${sessionId}`;

/** The console's attendee list of a session as a CSV file. */
export const consoleAttendeesHref = (sessionId: number) =>
  `${consoleSessionHref(sessionId)}/attendees`;

/** A session as its public page will show it, drafts included (the console's preview). */
export const consoleSessionPreviewHref = (sessionId: number) =>
  `${routes.consoleSessionPreview.path}/${sessionId}`;

/** A live session's room, where its booked students take part (docs/live-sessions.md). */
export const sessionRoomHref = (sessionId: number) =>
  `${routes.sessionRoom.path}/${encodeSessionId(sessionId)}`;

/** A live session's room's events, for its booked students (app/api/session-room/events). */
export const sessionRoomEventsHref = (sessionId: number) => `/api/session-room/events/${sessionId}`;

/** The same room's events for those who run it, on the console's side. */
export const consoleSessionRoomEventsHref = (sessionId: number) =>
  `${consoleSessionHref(sessionId)}/room-events`;

/** An image of the case in a session's room, for its booked students (app/api/session-room-image). */
export const sessionRoomImageHref = (sessionId: number, name: string) =>
  `/api/session-room-image/${sessionId}/${name}`;

/** The same image for those who run the room, where the console's cookie reaches. */
export const consoleSessionRoomImageHref = (sessionId: number, name: string) =>
  `/console/session-room-image/${sessionId}/${name}`;
