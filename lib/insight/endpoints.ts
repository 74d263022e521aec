import { endpoint } from '@/lib/calls/endpoint';
import { COHORT_READERS, PEOPLE_ROLES } from '@/lib/access/roles';

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
  // Cohorts (docs/insight.md, "Cohorts"): owners and support make them; a lead reads their own.
  listCohorts: endpoint({
    path: 'console/cohort/list',
    method: 'POST',
    access: 'operator',
    roles: COHORT_READERS,
    via: 'page',
  }),
  cohortReport: endpoint({
    path: 'console/cohort/report',
    method: 'POST',
    access: 'operator',
    roles: COHORT_READERS,
    via: 'page',
  }),
  createCohort: endpoint({
    path: 'console/cohort/create',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'action',
  }),
  addCohortMembers: endpoint({
    path: 'console/cohort/members',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'action',
  }),
};
