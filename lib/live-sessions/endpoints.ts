import { endpoint } from '@/lib/calls/endpoint';

/**
 * Where each call of this domain the site makes lives and who may make it; zod-free, so the
 * browser imports it. The console's are in console-endpoints.ts, which no site page loads.
 */
export const liveSessionEndpoints = {
  listSessions: endpoint({ path: 'session/list', method: 'POST', access: 'public' }),
  listStudentSessions: endpoint({
    path: 'student/session/list',
    method: 'POST',
    access: 'student',
  }),
  sessionDetails: endpoint({ path: 'session/details', method: 'POST', access: 'optional' }),
  sessionSitemap: endpoint({ path: 'session/sitemap', method: 'POST', access: 'public' }),
  bookSession: endpoint({ path: 'student/session/book', method: 'POST', access: 'student' }),
  cancelBooking: endpoint({ path: 'student/session/cancel', method: 'POST', access: 'student' }),
  joinWaitlist: endpoint({
    path: 'student/session/waitlist/join',
    method: 'POST',
    access: 'student',
  }),
  leaveWaitlist: endpoint({
    path: 'student/session/waitlist/leave',
    method: 'POST',
    access: 'student',
  }),
  sessionRoomSignal: endpoint({
    path: 'student/session/room/signal',
    method: 'POST',
    access: 'student',
  }),
  sessionRoomImage: endpoint({
    path: 'session-room-image/{sessionId}/{name}',
    method: 'GET',
    access: 'student',
    via: 'route',
  }),
  sessionRoom: endpoint({ path: 'student/session/room', method: 'POST', access: 'student' }),
  // The room's live events for its booked students (docs/live-sessions.md, "The session's room"),
  // streamed through a route of their own; those who run it have theirs among the console's.
  sessionRoomEvents: endpoint({
    path: 'session/room/{sessionId}/events',
    method: 'GET',
    access: 'student',
    via: 'route',
  }),
  raiseSessionHand: endpoint({
    path: 'student/session/room/hand',
    method: 'POST',
    access: 'student',
  }),
};
