import type { Handlers } from '@/lib/calls/service';

import { listFailedMail } from './failed-mail';
import type { operatorCalls } from './calls';
import {
  consoleOverview,
  listAuditLog,
  operatorSignIn,
  operatorSignOut,
  signedInOperator,
} from './service';
import {
  completeEnrolment,
  enrolmentDetails,
  inviteOperator,
  listOperators,
  resetOperatorEnrolment,
  updateOperator,
} from './operator-accounts';

export const operatorHandlers = {
  operatorSignIn,
  operatorSignOut,
  signedInOperator,
  consoleOverview,
  listAuditLog,
  listOperators,
  inviteOperator,
  updateOperator,
  resetOperatorEnrolment,
  enrolmentDetails,
  completeEnrolment,
  listFailedMail,
} satisfies Handlers<typeof operatorCalls>;
