import type { ReactNode } from 'react';

import { requireOperator } from '@/lib/platform/console-loaders';
import { ROLE_LABELS, type OperatorRole } from '@/lib/access/roles';
import { caseEndpoints } from '@/lib/cases/endpoints';
import { insightEndpoints } from '@/lib/insight/endpoints';
import { lessonEndpoints } from '@/lib/lessons/endpoints';
import { liveSessionEndpoints } from '@/lib/live-sessions/endpoints';
import { planEndpoints } from '@/lib/plans/endpoints';
import { routes, type RouteEntry } from '@/lib/routes';

import { ConsoleSignOutButton } from '@/components/console/console-sign-out-button';
import { ConsoleUnavailable } from '@/components/console/console-unavailable';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';

type Section = { route: RouteEntry; label: string; roles?: readonly OperatorRole[] };

/**
 * The console's sections by what operators do, each shown to the roles its calls admit (a
 * section's roles are its list call's, where it has one). Groups left empty for a role are not
 * shown.
 */
const groups: { label: string; sections: Section[] }[] = [
  { label: 'Overview', sections: [{ route: routes.console, label: 'Overview' }] },
  {
    label: 'Content',
    sections: [
      {
        route: routes.consoleLessons,
        label: 'Lessons',
        roles: lessonEndpoints.listLessonsForConsole.roles,
      },
      {
        route: routes.consoleCases,
        label: 'Cases',
        roles: caseEndpoints.listCaseCategoriesForConsole.roles,
      },
      { route: routes.consolePolicyPages, label: 'Pages', roles: ['owner', 'editor'] },
      { route: routes.consoleTestimonials, label: 'Testimonials', roles: ['owner', 'editor'] },
    ],
  },
  {
    label: 'Live sessions',
    sections: [
      {
        route: routes.consoleSessions,
        label: 'Live Sessions',
        roles: liveSessionEndpoints.listSessionsForConsole.roles,
      },
    ],
  },
  {
    label: 'People',
    sections: [
      { route: routes.consoleStudents, label: 'Students', roles: ['owner', 'support'] },
      { route: routes.consoleFeedback, label: 'Feedback', roles: ['owner', 'support'] },
      { route: routes.consoleComments, label: 'Comments', roles: ['owner', 'support'] },
      { route: routes.consoleMessages, label: 'Messages', roles: ['owner', 'support'] },
      { route: routes.consoleCohorts, label: 'Cohorts', roles: insightEndpoints.listCohorts.roles },
    ],
  },
  {
    label: 'Money',
    sections: [
      {
        route: routes.consolePlans,
        label: 'Plans',
        roles: planEndpoints.listPlansForConsole.roles,
      },
      { route: routes.consolePurchases, label: 'Purchases', roles: ['owner', 'support'] },
    ],
  },
  {
    label: 'Insight',
    sections: [
      {
        route: routes.consoleCaseAnalytics,
        label: 'Case Analytics',
        roles: insightEndpoints.caseAnalytics.roles,
      },
      {
        route: routes.consoleLessonEngagement,
        label: 'Lesson Engagement',
        roles: insightEndpoints.lessonEngagement.roles,
      },
    ],
  },
  {
    label: 'Settings',
    sections: [
      { route: routes.consoleOperators, label: 'Operators', roles: ['owner'] },
      { route: routes.consoleAudit, label: 'Audit Log', roles: ['owner', 'support'] },
      { route: routes.consoleFailedMail, label: 'Failed Mail', roles: ['owner', 'support'] },
    ],
  },
];

/** The console's pages, for a signed-in operator only; the sign-in page otherwise. */
export default async function OperatorLayout({ children }: { children: ReactNode }) {
  const state = await requireOperator();
  if (state.kind === 'unavailable') return <ConsoleUnavailable />;
  const { operator } = state.overview;
  const shown = groups
    .map((group) => ({
      ...group,
      sections: group.sections.filter(
        (section) => !section.roles || section.roles.includes(operator.role),
      ),
    }))
    .filter((group) => group.sections.length > 0);
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <Container className="flex flex-wrap items-center justify-end gap-3 py-3 text-sm text-slate-700">
          <span>
            {operator.email} · <strong>{ROLE_LABELS[operator.role]}</strong>
          </span>
          <ConsoleSignOutButton />
        </Container>
      </div>
      <Container className="py-6 sm:py-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <nav
          aria-label="Console"
          className="mb-6 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:mb-0 lg:block lg:space-y-4 lg:self-start"
        >
          {shown.map((group) => (
            <div key={group.label}>
              <p className="px-3 text-xs font-bold tracking-wide text-slate-600 uppercase">
                {group.label}
              </p>
              <ul className="mt-1">
                {group.sections.map(({ route, label }) => (
                  <li key={route.path}>
                    <IntentLink
                      href={route.path}
                      className="block rounded-md px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                    >
                      {label}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="min-w-0">{children}</div>
      </Container>
    </>
  );
}
