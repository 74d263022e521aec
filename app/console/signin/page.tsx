import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { loadConsoleState } from '@/lib/platform/console-loaders';
import { routes } from '@/lib/routes';

import { ConsoleSignInForm } from '@/components/console/console-sign-in-form';
import { ConsoleUnavailable } from '@/components/console/console-unavailable';
import { Container } from '@/components/ui/container';
import { CONSOLE_CONTENT } from '@/components/console/console-skip-link';

export const metadata: Metadata = { title: 'Sign in' };

/** The operators' own way in: password and TOTP, a sign-in apart from any student's. */
export default async function ConsoleSignInPage() {
  const state = await loadConsoleState();
  if (state.kind === 'signed-in') redirect(routes.console.path);
  if (state.kind === 'unavailable') return <ConsoleUnavailable />;
  return (
    <Container id={CONSOLE_CONTENT} tabIndex={-1} className="py-12 focus:outline-none sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">Sign in to the console</h1>
        <p className="mt-2 text-sm text-slate-600">
          For the people who run the platform. Students sign in on the site&rsquo;s own Sign In
          page.
        </p>
        <div className="mt-6">
          <ConsoleSignInForm />
        </div>
      </div>
    </Container>
  );
}
