'use client';

import { useEffect } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/**
 * What a page that failed shows, inside its audience's layout (each route group's error.tsx), so
 * the site's header stays and the student can go on.
 */
export function ErrorScreen({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-3 max-w-md text-slate-600">
        Something went wrong while showing this page. Please try again.
      </p>
      {error.digest ? (
        <p className="mt-2 text-xs text-slate-500">Reference: {error.digest}</p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => reset()}>
          Try again
        </Button>
        <ButtonLink href="/" size="lg" variant="outline">
          Back to Home
        </ButtonLink>
      </div>
    </Container>
  );
}
