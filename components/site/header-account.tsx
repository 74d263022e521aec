import type { site } from '@/lib/site';

import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';

export type HeaderStudent = { fullName: string; profileUrl: string | null };

/**
 * The account pages the corner links to, passed in by the server's header: the route registry
 * and the site's configuration stay out of every public page's script (docs/performance.md).
 */
export type HeaderAccountLinks = (typeof site)['auth'];

/** The header's account corner: a greeting and avatar when signed in, else sign-in/up links. */
export function HeaderAccount({
  student,
  links,
}: {
  student?: HeaderStudent;
  links: HeaderAccountLinks;
}) {
  if (student) {
    return (
      <div className="flex items-center gap-3 px-3 lg:px-0">
        {/* Between lg and xl the menu's seven items leave room for the avatar alone. */}
        <span className="font-semibold text-slate-800 lg:hidden xl:inline">
          Hi <span className="text-brand-700">{student.fullName}</span>
        </span>
        <IntentLink
          href={links.profile.href}
          aria-label="My profile"
          className="rounded-full ring-2 ring-brand-100 hover:ring-brand-300"
        >
          <Avatar src={student.profileUrl} alt="" size={40} />
        </IntentLink>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2 px-3 lg:px-0">
      <IntentLink href={links.signIn.href} className={buttonClasses({ variant: 'outline' })}>
        {links.signIn.label}
      </IntentLink>
      <IntentLink href={links.signUp.href} className={buttonClasses({ variant: 'primary' })}>
        {links.signUp.label}
      </IntentLink>
    </div>
  );
}
