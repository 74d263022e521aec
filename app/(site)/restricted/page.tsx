import type { Metadata } from 'next';

import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export const metadata: Metadata = {
  title: 'Access Restricted',
  description: 'Use of screenshots or developer tools has been detected.',
  robots: { index: false, follow: false },
  alternates: { canonical: '/restricted' },
};

/** Where the anti-capture guard sends the browser: the spec's "Access Restricted – …" as title and text. */
export default function RestrictedPage() {
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-20">
      <div className="max-w-xl text-center">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50">
          <svg
            viewBox="0 0 24 24"
            width="32"
            height="32"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden
            focusable={false}
          >
            <rect x="4" y="10.5" width="16" height="10" rx="2" />
            <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
          </svg>
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Access Restricted
        </h1>
        <p className="mt-4 text-lg leading-8 text-slate-600">
          Use of screenshots or developer tools has been detected. This action is not permitted.
        </p>
        <ButtonLink href="/" size="lg" className="mt-8">
          Go to Home
        </ButtonLink>
      </div>
    </Container>
  );
}
