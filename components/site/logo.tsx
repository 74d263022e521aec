import { site } from '@/lib/site';

import { BrandMark } from '@/components/seo/brand-mark';
import { IntentLink } from '@/components/ui/intent-link';

/** The brand mark: a stylised viewing box with the brand name beside it. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <IntentLink
      href="/"
      className="inline-flex items-center gap-2.5 rounded-md"
      // The name begins with the words on screen, so someone who speaks them to a voice control
      // reaches the link (WCAG 2.5.3), and says where it leads.
      aria-label={`${site.name} ${site.tagline}, home`}
    >
      <BrandMark size={36} />
      <span className="flex flex-col leading-none">
        <span
          className={
            tone === 'dark'
              ? 'text-lg font-extrabold tracking-tight text-slate-900'
              : 'text-lg font-extrabold tracking-tight text-white'
          }
        >
          {site.name}
        </span>
        <span
          className={
            tone === 'dark'
              ? 'mt-1 text-[0.65rem] font-semibold tracking-[0.18em] text-brand-700'
              : 'mt-1 text-[0.65rem] font-semibold tracking-[0.18em] text-brand-300'
          }
        >
          {site.tagline}
        </span>
      </span>
    </IntentLink>
  );
}
