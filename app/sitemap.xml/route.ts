import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';

import { loadSitemapEntries, sitemapFileCount, sitemapIndexXml } from '@/lib/seo/sitemap';

// Regenerated like the sitemap's files (app/sitemap.ts).
export const revalidate = 300;

/**
 * The address robots.txt names: the whole sitemap while it fits in one file (Next's own XML for
 * it), the index of /sitemap/N.xml once it has more than SITEMAP_URLS_MAX URLs.
 */
export async function GET() {
  const entries = await loadSitemapEntries();
  const count = sitemapFileCount(entries);
  const body = count === 1 ? resolveSitemap(entries) : sitemapIndexXml(count);
  return new Response(body, { headers: { 'content-type': 'application/xml' } });
}
