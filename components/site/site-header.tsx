import { site } from '@/lib/site';

import { HeaderAccountStatus } from '@/components/auth/header-account-status';
import { HeaderAccount, type HeaderStudent } from '@/components/site/header-account';
import { HeaderFrame } from '@/components/site/header-frame';
import { HeaderMenu } from '@/components/site/header-menu';
import { Logo } from '@/components/site/logo';
import { NavLinks } from '@/components/site/nav-links';
import { Container } from '@/components/ui/container';

export type { HeaderStudent };

/**
 * The site header. A server component: only the scroll state, the menu toggle and the active
 * link are client islands. Pass `student` when signed in to show the greeting and avatar.
 */
export function SiteHeader({ student }: { student?: HeaderStudent }) {
  return (
    <HeaderFrame>
      <Container className="flex min-h-16 flex-wrap items-center justify-between py-2 lg:min-h-20 lg:flex-nowrap">
        <Logo />
        <HeaderMenu>
          <nav aria-label="Main">
            <NavLinks items={site.nav} />
          </nav>
          {/* Without a student from the server, the island asks the BFF who is signed in. */}
          {student ? (
            <HeaderAccount student={student} links={site.auth} />
          ) : (
            <HeaderAccountStatus links={site.auth} />
          )}
        </HeaderMenu>
      </Container>
    </HeaderFrame>
  );
}
