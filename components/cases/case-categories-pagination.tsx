import { CASE_CATEGORIES_PAGE, caseMessages } from '@/lib/cases/calls';

import { PageLink } from '@/components/ui/page-link';

export type ShortsPager = {
  page: number;
  pages: number;
  /** Where each control leads; null when it would stay on this page. */
  first: string | null;
  previous: string | null;
  next: string | null;
  last: string | null;
};

/**
 * The pager of the category grid, and of a category's cases: none while everything fits on one page of `pageSize`;
 * otherwise first / previous / next / last around "Page X of Y", the page kept in range.
 */
export function pagerOf(
  total: number,
  page: number,
  href: (page: number) => string,
  pageSize: number = CASE_CATEGORIES_PAGE,
): ShortsPager | null {
  if (total <= pageSize) return null;
  const pages = Math.ceil(total / pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const to = (target: number) => (target === current ? null : href(target));
  return {
    page: current,
    pages,
    first: to(1),
    previous: current > 1 ? href(current - 1) : null,
    next: current < pages ? href(current + 1) : null,
    last: to(pages),
  };
}

/**
 * Links to the other pages of the category grid (or of a category's cases, named by `label`), or
 * nothing when there is one page.
 */
export function CaseCategoriesPagination({
  pager,
  label = 'Shorts pages',
}: {
  pager: ShortsPager | null;
  label?: string;
}) {
  if (!pager) return null;
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <PageLink href={pager.first} label="First" />
      <PageLink href={pager.previous} label="Previous" />
      <p className="order-first w-full text-center text-sm font-semibold text-slate-700 sm:order-none sm:w-auto sm:px-3">
        {caseMessages.pageOf(pager.page, pager.pages)}
      </p>
      <PageLink href={pager.next} label="Next" />
      <PageLink href={pager.last} label="Last" />
    </nav>
  );
}
