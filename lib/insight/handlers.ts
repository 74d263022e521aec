import type { Handlers } from '@/lib/calls/service';

import type { insightCalls } from './calls';
import { caseAnalytics, insightDashboard, lessonEngagement } from './console-insight';
import { addCohortMembers, cohortReport, createCohort, listCohorts } from './cohorts';

export const insightHandlers: Handlers<typeof insightCalls> = {
  insightDashboard,
  caseAnalytics,
  lessonEngagement,
  listCohorts,
  cohortReport,
  createCohort,
  addCohortMembers,
};
