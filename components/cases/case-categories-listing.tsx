import type { Metadata } from 'next';

import type { CategoriesPage } from '@/lib/cases/loaders';
import { caseCategoriesPageHref } from '@/lib/cases/links';
import { pageMetadata } from '@/lib/site';

import { CaseCategoryGrid } from '@/components/cases/case-category-grid';
import { CaseCategoriesPagination, pagerOf } from '@/components/cases/case-categories-pagination';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

const description =
  'FRCR 2B short cases by subspecialty: chest, neuro, MSK, GI, paediatrics and more. Read each radiograph on screen with zoom and window tools, then compare your report with the model answer.';

/** The title and canonical address of page `page` of the grid. */
export function caseCategoriesListingMetadata(page: number): Metadata {
  return pageMetadata({
    title: page > 1 ? `Shorts – page ${page}` : 'Shorts',
    path: caseCategoriesPageHref(page),
    description,
  });
}

/** The category grid, nine to a page, with its pager. */
export function CaseCategoriesListing({ listing }: { listing: CategoriesPage }) {
  return (
    <>
      <BreadcrumbBanner
        title="Shorts"
        items={[{ label: 'Home', href: '/' }, { label: 'Shorts' }]}
      />
      <Container className="py-12 sm:py-16">
        <p className="mx-auto mb-10 max-w-3xl text-center text-lg leading-8 text-slate-600">
          Practise the short cases of the FRCR 2B viva: choose a subspecialty, read each image as
          you would in the exam, then reveal the model answer and compare it with your own report.
        </p>
        <CaseCategoryGrid categories={listing.list} />
        <CaseCategoriesPagination
          pager={pagerOf(listing.total, listing.page, caseCategoriesPageHref)}
        />
      </Container>
    </>
  );
}
