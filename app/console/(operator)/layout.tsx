import type { ReactNode } from 'react';

import { requireOperator } from '@/lib/platform/console-loaders';
import { consoleSectionsFor } from '@/lib/platform/console-menu';
import { ROLE_LABELS } from '@/lib/access/roles';

import { ConsoleSignOutButton } from '@/components/console/console-sign-out-button';
import { ConsoleUnavailable } from '@/components/console/console-unavailable';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';

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
            {consoleSectionsFor(operator.role).map(({ route, label }) => (
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
