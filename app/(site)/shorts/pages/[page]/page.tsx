import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { cachedPageParam } from '@/lib/cache/cached-copies';
import { loadCaseCategoriesPage } from '@/lib/cases/loaders';

import {
  CaseCategoriesListing,
  caseCategoriesListingMetadata,
} from '@/components/cases/case-categories-listing';

type Props = { params: Promise<{ page: string }> };

export const revalidate = 300;

/** The pages that exist at build time; later ones are rendered on first request, then cached. */
export async function generateStaticParams() {
  const { pages } = await loadCaseCategoriesPage(1).catch(() => ({ pages: 1 }));
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({ page: String(i + 2) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = cachedPageParam((await params).page);
  return page ? caseCategoriesListingMetadata(page) : {};
}

/** Page 2 onwards of the category grid, reached as /shorts?page=N (a rewrite). */
export default async function CaseCategoriesListPage({ params }: Props) {
  const page = cachedPageParam((await params).page);
  if (!page) notFound();
  const listing = await loadCaseCategoriesPage(page);
  if (page > listing.pages) notFound();
  return <CaseCategoriesListing listing={listing} />;
}
