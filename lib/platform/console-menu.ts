import { roleMayCall, type OperatorRole } from '@/lib/access/roles';
import { routes, type RouteEntry } from '@/lib/routes';

import { endpoints } from './calls';
import type { ConsoleList } from './console-loaders';

/**
 * The console's sections, each named with the call its page reads: who sees a section in the
 * menu is who may make that call (its endpoint's roles), never a list kept beside it.
 * lib/platform/every-call-is-wired.test.ts checks that each page reads the call named here.
 */
export const consoleSections: { route: RouteEntry; label: string; reads: ConsoleList }[] = [
  { route: routes.console, label: 'Overview', reads: 'consoleOverview' },
  { route: routes.consoleSessions, label: 'Live Sessions', reads: 'listSessionsForConsole' },
  { route: routes.consoleLessons, label: 'Lessons', reads: 'listLessonsForConsole' },
  { route: routes.consoleCases, label: 'Cases', reads: 'listCaseCategoriesForConsole' },
  { route: routes.consolePlans, label: 'Plans', reads: 'listPlansForConsole' },
  { route: routes.consolePolicyPages, label: 'Pages', reads: 'listPolicyPagesForConsole' },
  {
    route: routes.consoleTestimonials,
    label: 'Testimonials',
    reads: 'listHomeTestimonialsForConsole',
  },
  { route: routes.consoleStudents, label: 'Students', reads: 'listStudentsForConsole' },
  { route: routes.consoleFeedback, label: 'Feedback', reads: 'listFeedbackForReview' },
  { route: routes.consoleComments, label: 'Comments', reads: 'listCommentsForReview' },
  { route: routes.consoleMessages, label: 'Messages', reads: 'listContactMessages' },
  { route: routes.consolePurchases, label: 'Purchases', reads: 'listPurchasesForConsole' },
  { route: routes.consoleAudit, label: 'Audit Log', reads: 'listAuditLog' },
  { route: routes.consoleOperators, label: 'Operators', reads: 'listOperators' },
  { route: routes.consoleFailedMail, label: 'Failed Mail', reads: 'listFailedMail' },
];

/** The sections `role` sees: those whose call it may make (a call naming no roles is everyone's). */
export const consoleSectionsFor = (role: OperatorRole) =>
  consoleSections.filter(({ reads }) => {
    const endpoint = endpoints[reads];
    return !endpoint.roles || roleMayCall(endpoint, role);
  });
