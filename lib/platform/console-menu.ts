import { roleMayCall, type OperatorRole } from '@/lib/access/roles';
import { routes, type RouteEntry } from '@/lib/routes';

import { endpoints } from './calls';
import type { ConsoleList } from './console-loaders';

type Section = { route: RouteEntry; label: string; reads: ConsoleList };

/**
 * The console's sections by what operators do, each named with the call its page reads: who sees
 * a section in the menu is who may make that call (its endpoint's roles), never a list kept beside
 * it. lib/platform/every-call-is-wired.test.ts checks that each page reads the call named here.
 */
const consoleGroups: { label: string; sections: Section[] }[] = [
  {
    label: 'Overview',
    sections: [{ route: routes.console, label: 'Overview', reads: 'consoleOverview' }],
  },
  {
    label: 'Content',
    sections: [
      { route: routes.consoleLessons, label: 'Lessons', reads: 'listLessonsForConsole' },
      { route: routes.consoleCases, label: 'Cases', reads: 'listCaseCategoriesForConsole' },
      { route: routes.consolePolicyPages, label: 'Pages', reads: 'listPolicyPagesForConsole' },
      {
        route: routes.consoleTestimonials,
        label: 'Testimonials',
        reads: 'listHomeTestimonialsForConsole',
      },
    ],
  },
  {
    label: 'Live sessions',
    sections: [
      { route: routes.consoleSessions, label: 'Live Sessions', reads: 'listSessionsForConsole' },
    ],
  },
  {
    label: 'People',
    sections: [
      { route: routes.consoleStudents, label: 'Students', reads: 'listStudentsForConsole' },
      { route: routes.consoleFeedback, label: 'Feedback', reads: 'listFeedbackForReview' },
      { route: routes.consoleComments, label: 'Comments', reads: 'listCommentsForReview' },
      { route: routes.consoleMessages, label: 'Messages', reads: 'listContactMessages' },
      { route: routes.consoleCohorts, label: 'Cohorts', reads: 'listCohorts' },
    ],
  },
  {
    label: 'Money',
    sections: [
      { route: routes.consolePlans, label: 'Plans', reads: 'listPlansForConsole' },
      { route: routes.consolePurchases, label: 'Purchases', reads: 'listPurchasesForConsole' },
    ],
  },
  {
    label: 'Insight',
    sections: [
      { route: routes.consoleCaseAnalytics, label: 'Case Analytics', reads: 'caseAnalytics' },
      {
        route: routes.consoleLessonEngagement,
        label: 'Lesson Engagement',
        reads: 'lessonEngagement',
      },
    ],
  },
  {
    label: 'Settings',
    sections: [
      { route: routes.consoleOperators, label: 'Operators', reads: 'listOperators' },
      { route: routes.consoleAudit, label: 'Audit Log', reads: 'listAuditLog' },
      { route: routes.consoleFailedMail, label: 'Failed Mail', reads: 'listFailedMail' },
    ],
  },
];

export const consoleSections: readonly Section[] = consoleGroups.flatMap((group) => group.sections);

const mayRead = (role: OperatorRole, { reads }: Section) => {
  const endpoint = endpoints[reads];
  return !endpoint.roles || roleMayCall(endpoint, role);
};

/** The groups `role` sees, each with the sections whose call it may make; empty groups left out. */
export const consoleGroupsFor = (role: OperatorRole) =>
  consoleGroups
    .map((group) => ({
      label: group.label,
      sections: group.sections.filter((section) => mayRead(role, section)),
    }))
    .filter((group) => group.sections.length > 0);
