import { endpoint } from '@/lib/calls/endpoint';
import { PEOPLE_ROLES } from '@/lib/access/roles';

/**
 * Where each of this domain's console calls lives and which operators may make it; zod-free, so
 * the console's islands import it. Apart from the site's (endpoints.ts), so no site page loads it.
 */
export const consoleAccountEndpoints = {
  // The console's people: students found and read, and their accounts disabled or enabled.
  listStudentsForConsole: endpoint({
    path: 'console/student/list',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'page',
  }),
  exportStudentsForConsole: endpoint({
    path: 'console/student/export',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'page',
  }),
  consoleStudentDetails: endpoint({
    path: 'console/student/details',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'page',
  }),
  setStudentDisabled: endpoint({
    path: 'console/student/disable',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'action',
  }),
};
