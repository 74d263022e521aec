import type { ReactNode } from 'react';

import { SiteChrome } from '@/components/site/site-chrome';

/**
 * Signing up, signing in and recovering a password: visitors, and students whose session has
 * ended. Inside the site's frame, so a visitor can always go back to the site (docs/accounts.md).
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
