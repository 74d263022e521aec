import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { ConsoleSkipLink } from '@/components/console/console-skip-link';
import { Logo } from '@/components/site/logo';
import { Container } from '@/components/ui/container';
import { IntentLink } from '@/components/ui/intent-link';

// Who is signed in decides every console page: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { template: 'Console | %s', default: 'Console' },
  robots: { index: false, follow: false },
};

/**
 * Operators only: the console's own bar in place of the site's header and footer
 * (components/site/site-chrome), never indexed, rendered per request.
 */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col bg-slate-50">
      <ConsoleSkipLink />
      <header className="bg-slate-900 text-white">
        <Container className="flex items-center justify-between gap-4 py-3">
          <Logo tone="light" />
          <span className="flex items-center gap-4 text-sm">
            <span className="rounded bg-white/10 px-2 py-0.5 font-semibold tracking-wide">
              Console
            </span>
            <IntentLink href="/" className="font-semibold text-slate-200 hover:text-white">
              View the site
            </IntentLink>
          </span>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
