import { sessionMessages } from '@/lib/live-sessions/texts';
import { routes } from '@/lib/routes';

import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** A session address with no session behind it, answered with 404. */
export default function SessionNotFound() {
  return (
    <>
      <BreadcrumbBanner
        title={routes.sessionDetails.label}
        items={[
          { label: 'Home', href: '/' },
          { label: sessionMessages.title, href: routes.sessions.path },
        ]}
      />
      <Container className="flex flex-col items-center gap-6 py-16 text-center">
        <p className="text-xl font-semibold text-slate-800">{sessionMessages.notFound}</p>
        <ButtonLink href={routes.sessions.path}>All sessions</ButtonLink>
      </Container>
    </>
  );
}
