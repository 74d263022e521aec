import { endpoint } from '@/lib/calls/endpoint';
import { PEOPLE_ROLES } from '@/lib/access/roles';

/** Where insight's calls live and who may make them; zod-free (docs/insight.md). */
export const insightEndpoints = {
  // Money and sign-ups are people's business: owners and support, as the purchases page.
  insightDashboard: endpoint({
    path: 'console/insight/dashboard',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'page',
  }),
  // The case bank and the lessons are content: owners and editors improve them.
  caseAnalytics: endpoint({
    path: 'console/insight/cases',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'page',
  }),
  lessonEngagement: endpoint({
    path: 'console/insight/lessons',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'page',
  }),
};
