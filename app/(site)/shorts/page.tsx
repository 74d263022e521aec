import { loadCaseCategoriesPage } from '@/lib/cases/loaders';

import {
  CaseCategoriesListing,
  caseCategoriesListingMetadata,
} from '@/components/cases/case-categories-listing';

// Prerendered and refreshed like the other public pages; /shorts?page=N is rewritten to
// /shorts/pages/N (lib/cache/cached-copies.ts), other spellings redirected by middleware.
export const revalidate = 300;

export const metadata = caseCategoriesListingMetadata(1);

/** Page 1 of the category grid. */
export default async function CaseCategoriesPage() {
  return <CaseCategoriesListing listing={await loadCaseCategoriesPage(1)} />;
}
