import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { loadCategory } from '@/lib/cases/loaders';
import { categoryHref } from '@/lib/cases/links';
import { idFromUrl } from '@/lib/url-ids';
import { CASES_PAGE, caseMessages } from '@/lib/cases/calls';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/site';

import { CaseCategoriesPagination, pagerOf } from '@/components/cases/case-categories-pagination';
import { CaseGrid } from '@/components/cases/case-grid';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

type Props = {
  searchParams: Promise<{ short?: string | string[]; page?: string | string[] }>;
};

/**
 * The category and page the address names. One address per page: page 1 has no `page`, and any
 * other spelling of a page ("01", "1", a repeated parameter, nonsense) is sent to the canonical one.
 */
async function categoryFor(searchParams: Props['searchParams']) {
  const query = await searchParams;
  const categoryId = idFromUrl(query.short);
  // The spec's cookie hand-off is not needed: without a category in the URL, choose one.
  if (!categoryId) redirect(routes.caseCategories.path);
  let page = 1;
  if (query.page !== undefined) {
    const canonical = Array.isArray(query.page) ? null : idFromUrl(query.page, { canonical: true });
    if (canonical === null || canonical === 1) {
      redirect(categoryHref(categoryId, idFromUrl(query.page) ?? 1));
    }
    page = canonical;
  }
  const category = await loadCategory(categoryId, page);
  if (!category || (category.page > 1 && category.page > category.pages)) notFound();
  return category;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const category = await categoryFor(searchParams);
  const count = category.total === 1 ? '1 short case' : `${category.total} short cases`;
  const title = caseMessages.categoryTitle(category.name);
  return pageMetadata({
    title: category.page > 1 ? `${title} – page ${category.page}` : title,
    path: categoryHref(category.categoryId, category.page),
    description: `${count} in ${category.name} for FRCR 2B viva practice, each with a model answer to compare your own report against.`,
    image: category.cases[0]?.image,
  });
}

/** One category's cases, a page at a time: "{name} SHORT" (`/subshorts?short=3&page=2`). */
export default async function CategoryCasesPage({ searchParams }: Props) {
  const category = await categoryFor(searchParams);
  const title = caseMessages.categoryTitle(category.name);
  return (
    <>
      <BreadcrumbBanner
        title={title}
        items={[
          { label: 'Home', href: '/' },
          { label: 'Shorts', href: routes.caseCategories.path },
          { label: title },
        ]}
      />
      <Container className="py-12 sm:py-16">
        <CaseGrid cases={category.cases} firstNumber={category.offset + 1} />
        <CaseCategoriesPagination
          label={`${title} pages`}
          pager={pagerOf(
            category.total,
            category.page,
            (page) => categoryHref(category.categoryId, page),
            CASES_PAGE,
          )}
        />
      </Container>
    </>
  );
}
