import { site } from '@/lib/site';

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
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden focusable={false}>
        <rect width="32" height="32" rx="7" fill="var(--color-brand-700)" />
        <rect x="6" y="7" width="20" height="14" rx="2" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M16 21v4M11 25h10" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path
          d="M13 10.5c-2 1.6-2 5.4 0 7M19 10.5c2 1.6 2 5.4 0 7M16 10v8"
          stroke="#fff"
          strokeWidth="1.6"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
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
