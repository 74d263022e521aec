import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// Who is signed in decides every console page: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { template: 'Console | %s', default: 'Console' },
  robots: { index: false, follow: false },
};

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-full bg-slate-50">{children}</div>;
}
