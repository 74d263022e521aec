import { endpoint } from '@/lib/calls/endpoint';
import { ATTENDEE_READERS, SESSION_RUNNERS } from '@/lib/access/roles';

/**
 * Where each of this domain's console calls lives and which operators may make it; zod-free, so
 * the console's islands import it. Apart from the site's (endpoints.ts), so no site page loads it.
 */
export const consoleLiveSessionEndpoints = {
  // The console: every session with its bookings; editors move them, set their link, cancel them,
  // and see how many booked; who booked is people's details. A session's consultant (`faculty`)
  // reads the sessions they lead alone (docs/live-sessions.md, "Faculty").
  listSessionsForConsole: endpoint({
    path: 'console/session/list',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor', 'support', 'faculty'],
    via: 'page',
  }),
  consoleSessionDetails: endpoint({
    path: 'console/session/details',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor', 'support', 'faculty'],
    via: 'page',
  }),
  consoleSessionAttendees: endpoint({
    path: 'console/session/attendees',
    method: 'POST',
    access: 'operator',
    roles: ATTENDEE_READERS,
    via: 'page',
  }),
  setSessionLead: endpoint({
    path: 'console/session/lead',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  updateSessionSchedule: endpoint({
    path: 'console/session/schedule',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  createLiveSession: endpoint({
    path: 'console/session/create',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  updateSessionDetails: endpoint({
    path: 'console/session/details/save',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  uploadSessionPicture: endpoint({
    path: 'console/session/picture',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    encoding: 'multipart',
    via: 'console',
  }),
  publishLiveSession: endpoint({
    path: 'console/session/publish',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  // The session's room (docs/live-sessions.md, "The session's room"): opened by those who run the
  // session, entered by its booked students.
  openSessionRoom: endpoint({
    path: 'console/session/room/open',
    method: 'POST',
    access: 'operator',
    roles: SESSION_RUNNERS,
    via: 'action',
  }),
  consoleSessionRoom: endpoint({
    path: 'console/session/room',
    method: 'POST',
    access: 'operator',
    roles: SESSION_RUNNERS,
    via: 'page',
  }),
  giveSessionSeat: endpoint({
    path: 'console/session/room/seat',
    method: 'POST',
    access: 'operator',
    roles: SESSION_RUNNERS,
    via: 'action',
  }),
  // The room's cases (docs/live-sessions.md, "Cases in the room"): the runner puts them up and
  // marks the hot seat; the hot-seat student drives the viewer, everyone follows it.
  nextSessionCase: endpoint({
    path: 'console/session/room/case/next',
    method: 'POST',
    access: 'operator',
    roles: SESSION_RUNNERS,
    via: 'action',
  }),
  markSessionCase: endpoint({
    path: 'console/session/room/mark',
    method: 'POST',
    access: 'operator',
    roles: SESSION_RUNNERS,
    via: 'action',
  }),
  // The runner's pointer, placed with a click, at /console/api where the console's cookie reaches.
  consoleSessionSignal: endpoint({
    path: 'console/session/room/signal',
    method: 'POST',
    access: 'operator',
    roles: SESSION_RUNNERS,
    via: 'console',
  }),
  consoleSessionRoomImage: endpoint({
    path: 'console/session-room-image/{sessionId}/{name}',
    method: 'GET',
    access: 'operator',
    roles: SESSION_RUNNERS,
    via: 'route',
  }),
  consoleSessionRoomEvents: endpoint({
    path: 'console/session/room/{sessionId}/events',
    method: 'GET',
    access: 'operator',
    roles: SESSION_RUNNERS,
    via: 'route',
  }),
  cancelLiveSession: endpoint({
    path: 'console/session/cancel',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
};
