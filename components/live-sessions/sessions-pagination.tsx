import { cn } from '@/components/ui/cn';
import { PageLink, pageControlClasses as control } from '@/components/ui/page-link';

/**
 * The pages around `page`: all of them up to seven, otherwise the first, the last and the two
 * either side of the current one, with null for each gap.
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of shown) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && n - previous > 1) out.push(null);
    out.push(n);
  }
  return out;
}

type SessionsPaginationProps = { page: number; pages: number; href: (page: number) => string };

/** Numbered pages with Previous and Next; nothing when there is one page. */
export function SessionsPagination({ page, pages, href }: SessionsPaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Session pages"
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      <PageLink href={page > 1 ? href(page - 1) : null} label="Previous" />
      {pageNumbers(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500">
            …
          </span>
        ) : n === page ? (
          <span
            key={n}
            aria-current="page"
            className={cn(control, 'border-brand-700 bg-brand-700 text-white')}
          >
            {n}
          </span>
        ) : (
          <PageLink key={n} href={href(n)} label={String(n)} ariaLabel={`Page ${n}`} />
        ),
      )}
      <PageLink href={page < pages ? href(page + 1) : null} label="Next" />
    </nav>
  );
}
