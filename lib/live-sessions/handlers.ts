import type { Handlers } from '@/lib/calls/service';

import type { liveSessionCalls } from './calls';
import { joinWaitlist, leaveWaitlist } from './waitlist';
import {
  bookSession,
  cancelBooking,
  listSessions,
  listStudentSessions,
  sessionDetails,
  sessionSitemap,
} from './service';
import {
  cancelLiveSession,
  consoleSessionAttendees,
  consoleSessionDetails,
  createLiveSession,
  publishLiveSession,
  setSessionLead,
  updateSessionDetails,
  listSessionsForConsole,
  updateSessionSchedule,
  uploadSessionPicture,
} from './console-sessions';
import {
  consoleSessionRoom,
  giveSessionSeat,
  openSessionRoom,
  raiseSessionHand,
  sessionRoom,
} from './session-rooms';
import { consoleSessionRoomEvents, sessionRoomEvents } from './session-room-events';
import {
  consoleSessionRoomImage,
  consoleSessionSignal,
  markSessionCase,
  nextSessionCase,
  sessionRoomImage,
  sessionRoomSignal,
} from './session-room-cases';

export const liveSessionHandlers = {
  listSessions,
  listStudentSessions,
  sessionDetails,
  sessionSitemap,
  bookSession,
  cancelBooking,
  joinWaitlist,
  leaveWaitlist,
  listSessionsForConsole,
  consoleSessionDetails,
  consoleSessionAttendees,
  openSessionRoom,
  sessionRoom,
  raiseSessionHand,
  consoleSessionRoom,
  giveSessionSeat,
  sessionRoomEvents,
  consoleSessionRoomEvents,
  nextSessionCase,
  markSessionCase,
  sessionRoomSignal,
  consoleSessionSignal,
  sessionRoomImage,
  consoleSessionRoomImage,
  updateSessionSchedule,
  cancelLiveSession,
  createLiveSession,
  updateSessionDetails,
  setSessionLead,
  publishLiveSession,
  uploadSessionPicture,
} satisfies Handlers<typeof liveSessionCalls>;
