import type { ReactNode } from 'react';

import { requireOperator } from '@/lib/platform/console-loaders';
import { ROLE_LABELS } from '@/lib/access/roles';
import { consoleGroupsFor } from '@/lib/platform/console-menu';

import { ConsoleSignOutButton } from '@/components/console/console-sign-out-button';
import { ConsoleUnavailable } from '@/components/console/console-unavailable';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';

/** The console's pages, for a signed-in operator only; the sign-in page otherwise. */
export default async function OperatorLayout({ children }: { children: ReactNode }) {
  const state = await requireOperator();
  if (state.kind === 'unavailable') return <ConsoleUnavailable />;
  const { operator } = state.overview;
  const shown = consoleGroupsFor(operator.role);
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
