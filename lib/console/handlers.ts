import type { Handlers } from '@/lib/calls/service';

import { listFailedMail } from '../mail/failed-mail';
import type { consoleCalls } from './calls';
import { consoleOverview, listAuditLog, operatorSignIn, operatorSignOut } from './service';

export const consoleHandlers = {
  operatorSignIn,
  operatorSignOut,
  consoleOverview,
  listAuditLog,
  listFailedMail,
} satisfies Handlers<typeof consoleCalls>;
