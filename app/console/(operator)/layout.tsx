import type { ReactNode } from 'react';

import { requireOperator } from '@/lib/platform/console-loaders';
import { ROLE_LABELS } from '@/lib/access/roles';
import { consoleGroupsFor } from '@/lib/platform/console-menu';

import { ConsoleMenuLink } from '@/components/console/console-menu-link';
import { ConsoleSignOutButton } from '@/components/console/console-sign-out-button';
import { ConsoleUnavailable } from '@/components/console/console-unavailable';
import { CONSOLE_CONTENT } from '@/components/console/console-skip-link';
import { Container } from '@/components/ui/container';

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
                    <ConsoleMenuLink href={route.path} label={label} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {/* Where the console's "Skip to content" lands: past the menu (app/console/layout.tsx). */}
        <div id={CONSOLE_CONTENT} tabIndex={-1} className="min-w-0 break-words focus:outline-none">
          {children}
        </div>
      </Container>
    </>
  );
}
