import type { Handlers } from '@/lib/calls/service';

import type { liveSessionCalls } from './calls';
import {
  bookSession,
  listSessions,
  listStudentSessions,
  sessionDetails,
  sessionSitemap,
} from './service';

export const liveSessionHandlers = {
  listSessions,
  listStudentSessions,
  sessionDetails,
  sessionSitemap,
  bookSession,
} satisfies Handlers<typeof liveSessionCalls>;
