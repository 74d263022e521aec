import type { Handlers } from '@/lib/calls/service';

import type { consoleCalls } from './calls';
import { consoleOverview, listAuditLog, operatorSignIn, operatorSignOut } from './service';

export const consoleHandlers = {
  operatorSignIn,
  operatorSignOut,
  consoleOverview,
  listAuditLog,
} satisfies Handlers<typeof consoleCalls>;
