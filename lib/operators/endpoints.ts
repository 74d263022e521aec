import { endpoint } from '@/lib/calls/endpoint';
import { PEOPLE_ROLES } from '@/lib/access/roles';

/** Where each console call lives and which operators may make it (zod-free). */
export const operatorEndpoints = {
  operatorSignIn: endpoint({
    path: 'console/signin',
    method: 'POST',
    access: 'public',
    via: 'action',
    action: 'operatorSignInAction',
  }),
  operatorSignOut: endpoint({
    path: 'console/signout',
    method: 'POST',
    access: 'operator',
    via: 'action',
    action: 'operatorSignOutAction',
  }),
  consoleOverview: endpoint({
    path: 'console/overview',
    method: 'POST',
    access: 'operator',
    via: 'page',
  }),
  // Before and after of every write, people's details among them: not for content editors.
  listAuditLog: endpoint({
    path: 'console/audit/list',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'page',
  }),
  // Owners manage the operators; an invited one enrols with the link's token (docs/console.md).
  listOperators: endpoint({
    path: 'console/operator/list',
    method: 'POST',
    access: 'operator',
    roles: ['owner'],
    via: 'page',
  }),
  inviteOperator: endpoint({
    path: 'console/operator/invite',
    method: 'POST',
    access: 'operator',
    roles: ['owner'],
    via: 'action',
  }),
  updateOperator: endpoint({
    path: 'console/operator/update',
    method: 'POST',
    access: 'operator',
    roles: ['owner'],
    via: 'action',
  }),
  resetOperatorEnrolment: endpoint({
    path: 'console/operator/reset',
    method: 'POST',
    access: 'operator',
    roles: ['owner'],
    via: 'action',
  }),
  enrolmentDetails: endpoint({
    path: 'console/enrolment/details',
    method: 'POST',
    access: 'public',
    via: 'page',
  }),
  completeEnrolment: endpoint({
    path: 'console/enrolment/complete',
    method: 'POST',
    access: 'public',
    via: 'action',
    action: 'completeEnrolmentAction',
  }),
  // Mail that failed its last retry: addresses and subjects, so not for content editors.
  listFailedMail: endpoint({
    path: 'console/mail/failed',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'page',
  }),
};
