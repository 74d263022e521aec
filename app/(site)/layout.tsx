import type { ReactNode } from 'react';

import { SiteChrome } from '@/components/site/site-chrome';

/**
 * The public site: anyone, signed in or not, and search engines. Its pages render on the server
 * and are prerendered or cached where their data allows (docs/public-pages.md); what differs for a
 * signed-in student is filled in by small islands.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
