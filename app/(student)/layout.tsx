import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';

import { signInHref } from '@/lib/accounts/redirects';
import { getStudentSignIn } from '@/lib/accounts/student-sign-in';

import { SiteChrome } from '@/components/site/site-chrome';

/**
 * Signed-in students only: the pages only a signed-in student may open (the registry's `student` pages). Middleware has
 * already sent a visitor to Sign In with the page as origin; this is the check that holds when it
 * did not run. Each page asks for the student again, for the gateway that acts for them.
 */
export default async function StudentLayout({ children }: { children: ReactNode }) {
  if (!(await getStudentSignIn())) redirect(signInHref());
  return <SiteChrome>{children}</SiteChrome>;
}
