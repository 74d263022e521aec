import type { MetadataRoute } from 'next';

import { loadSitemapEntries, sitemapFile, sitemapFileCount } from '@/lib/seo/sitemap';

// Per-item pages come and go with stored content: regenerate like the prerendered pages.
export const revalidate = 300;

/**
 * The sitemap's files, /sitemap/0.xml onwards, SITEMAP_URLS_MAX URLs each. /sitemap.xml
 * (app/sitemap.xml/route.ts) is the whole sitemap while it fits in one file, and the index of
 * these files once it does not.
 */
export async function generateSitemaps() {
  const count = sitemapFileCount(await loadSitemapEntries());
  return Array.from({ length: count }, (_, id) => ({ id }));
}

/** One file of the sitemap. */
export default async function sitemap({
  id,
}: {
  id: number | string;
}): Promise<MetadataRoute.Sitemap> {
  return sitemapFile(await loadSitemapEntries(), Number(id));
}
