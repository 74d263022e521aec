import { loadShortsPage } from '@/lib/cases/loaders';

import { ShortsListing, shortsListingMetadata } from '@/components/shorts/shorts-listing';

// Prerendered and refreshed like the other public pages; /shorts?page=N is rewritten to
// /shorts/pages/N (lib/cache/cached-copies.ts), other spellings redirected by middleware.
export const revalidate = 300;

export const metadata = shortsListingMetadata(1);

/** Page 1 of the category grid. */
export default async function ShortsPage() {
  return <ShortsListing shorts={await loadShortsPage(1)} />;
}
