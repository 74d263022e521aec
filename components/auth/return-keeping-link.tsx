'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

import { signInReturnQuery } from '@/lib/accounts/redirects';

import { IntentLink } from '@/components/ui/intent-link';

const noSubscription = () => () => {};

/**
 * A link between Sign In and Sign Up that keeps where the student lands afterwards (`?from=`,
 * `&id=`, `&invite=`, lib/accounts/redirects.ts). The pages are prerendered, so the address is
 * read in the browser; the server renders the bare link.
 */
export function ReturnKeepingLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  return (
    <IntentLink href={`${href}${signInReturnQuery(search)}`} className={className}>
      {children}
    </IntentLink>
  );
}
