import { cn } from '@/components/ui/cn';
import { IntentLink } from '@/components/ui/intent-link';

export const pageControlClasses =
  'inline-flex min-w-11 items-center justify-center rounded-md border px-3 py-2 text-sm font-semibold';

const linkClasses = 'border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-700';

/** A pager's control: a link to another page, or a disabled label when there is none. */
export function PageLink({
  href,
  label,
  ariaLabel,
}: {
  href: string | null;
  label: string;
  ariaLabel?: string;
}) {
  if (!href) {
    return (
      <span
        aria-disabled="true"
        className={cn(pageControlClasses, 'cursor-not-allowed border-slate-200 text-slate-400')}
      >
        {label}
      </span>
    );
  }
  return (
    <IntentLink href={href} aria-label={ariaLabel} className={cn(pageControlClasses, linkClasses)}>
      {label}
    </IntentLink>
  );
}
