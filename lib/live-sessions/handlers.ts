import type { Handlers } from '@/lib/calls/service';

import type { liveSessionCalls } from './calls';
import { bookSession, listSessions, listStudentSessions, sessionDetails } from './service';

export const liveSessionHandlers = {
  listSessions,
  listStudentSessions,
  sessionDetails,
  bookSession,
} satisfies Handlers<typeof liveSessionCalls>;
