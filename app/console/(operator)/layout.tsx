import type { ReactNode } from 'react';

import { requireOperator } from '@/lib/platform/console-loaders';
import { ROLE_LABELS, type OperatorRole } from '@/lib/access/roles';
import { routes, type RouteEntry } from '@/lib/routes';

import { ConsoleSignOutButton } from '@/components/console/console-sign-out-button';
import { ConsoleUnavailable } from '@/components/console/console-unavailable';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';

/** The console's sections, each shown to the roles its calls admit. */
const sections: { route: RouteEntry; label: string; roles?: readonly OperatorRole[] }[] = [
  { route: routes.console, label: 'Overview' },
  { route: routes.consoleSessions, label: 'Live Sessions' },
  { route: routes.consoleLessons, label: 'Lessons' },
  { route: routes.consoleCases, label: 'Cases' },
  { route: routes.consolePlans, label: 'Plans' },
  { route: routes.consolePolicyPages, label: 'Pages', roles: ['owner', 'editor'] },
  { route: routes.consoleTestimonials, label: 'Testimonials', roles: ['owner', 'editor'] },
  { route: routes.consoleStudents, label: 'Students', roles: ['owner', 'support'] },
  { route: routes.consoleFeedback, label: 'Feedback', roles: ['owner', 'support'] },
  { route: routes.consoleComments, label: 'Comments', roles: ['owner', 'support'] },
  { route: routes.consoleMessages, label: 'Messages', roles: ['owner', 'support'] },
  { route: routes.consolePurchases, label: 'Purchases', roles: ['owner', 'support'] },
  { route: routes.consoleAudit, label: 'Audit Log', roles: ['owner', 'support'] },
  { route: routes.consoleOperators, label: 'Operators', roles: ['owner'] },
  { route: routes.consoleFailedMail, label: 'Failed Mail', roles: ['owner', 'support'] },
];

/** The console's pages, for a signed-in operator only; the sign-in page otherwise. */
export default async function OperatorLayout({ children }: { children: ReactNode }) {
  const state = await requireOperator();
  if (state.kind === 'unavailable') return <ConsoleUnavailable />;
  const { operator } = state.overview;
  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <Container className="flex flex-wrap items-center justify-between gap-4 py-3">
          <nav aria-label="Console" className="flex flex-wrap gap-1">
            {sections
              .filter((section) => !section.roles || section.roles.includes(operator.role))
              .map(({ route, label }) => (
                <IntentLink
                  key={route.path}
                  href={route.path}
                  className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                >
                  {label}
                </IntentLink>
              ))}
          </nav>
          <div className="flex items-center gap-3 text-sm text-slate-700">
            <span>
              {operator.email} · <strong>{ROLE_LABELS[operator.role]}</strong>
            </span>
            <ConsoleSignOutButton />
          </div>
        </Container>
      </div>
      <Container className="py-8 sm:py-10">{children}</Container>
    </>
  );
}
