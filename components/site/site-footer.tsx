import { footerLinkGroups } from '@/lib/routes';
import { site } from '@/lib/site';

import { Logo } from '@/components/site/logo';
import { Container } from '@/components/ui/container';
import { MailIcon, YouTubeIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/intent-link';

const linkClass =
  'rounded-sm text-slate-300 underline-offset-4 transition-colors hover:text-white hover:underline';

/** The site footer: link groups, the video channel, contact addresses and the copyright line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const { videoChannel } = site.social;

  return (
    <footer className="bg-slate-950 text-slate-300">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.3fr]">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-6 text-slate-400">
            {site.headline}. Viva case videos, shorts, live sessions and personal feedback from
            consultant radiologists.
          </p>
          <a
            href={videoChannel.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-md bg-white/5 px-3 py-2 text-sm font-semibold text-white ring-1 ring-white/10 transition-colors hover:bg-brand-700"
          >
            <YouTubeIcon className="size-5 text-brand-400" />
            <span>
              Watch us on {videoChannel.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
          </a>
        </div>

        {footerLinkGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-bold tracking-wider text-white uppercase">{group.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <IntentLink href={link.href} className={linkClass}>
                    {link.label}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <span className="block text-xs text-slate-400">Admin</span>
              <a
                href={`mailto:${site.contact.admin}`}
                className={`${linkClass} inline-flex items-center gap-2 break-all`}
              >
                <MailIcon className="size-4 shrink-0 text-brand-400" />
                {site.contact.admin}
              </a>
            </li>
            <li>
              <span className="block text-xs text-slate-400">Enquiries</span>
              <a
                href={`mailto:${site.contact.enquiry}`}
                className={`${linkClass} inline-flex items-center gap-2 break-all`}
              >
                <MailIcon className="size-4 shrink-0 text-brand-400" />
                {site.contact.enquiry}
              </a>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-center text-xs text-slate-400 sm:text-sm">
          <p>
            © {year} {site.copyrightHolder}. All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  );
}
