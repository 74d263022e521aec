import { endpoint } from '@/lib/calls/endpoint';

/** Where each console call lives and which operators may make it (zod-free). */
export const consoleEndpoints = {
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
    roles: ['owner', 'support'],
    via: 'page',
  }),
  // Mail that failed its last retry: addresses and subjects, so not for content editors.
  listFailedMail: endpoint({
    path: 'console/mail/failed',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'page',
  }),
};
