import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** The body of the not-found page, shared by app/not-found.tsx and /404. */
export function NotFoundContent() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Page not found</h1>
      <p className="mt-3 max-w-md text-slate-600">
        Sorry, we couldn’t find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/" size="lg">
          Back to Home
        </ButtonLink>
        <ButtonLink href="/video" size="lg" variant="outline">
          Browse Videos
        </ButtonLink>
      </div>
    </Container>
  );
}
