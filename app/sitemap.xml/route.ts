import { sitemapEntries, sitemapFileCount } from '@/lib/platform/sitemap';
import { sitemapIndexXml, sitemapXml } from '@/lib/seo/sitemap-xml';

// Per-item pages come and go with stored content: regenerate like the prerendered pages.
export const revalidate = 300;

/**
 * The address robots.txt names: the whole sitemap while it fits in one file, the index of
 * /sitemap/N.xml once it has more than SITEMAP_URLS_MAX URLs.
 */
export async function GET() {
  const entries = await sitemapEntries();
  const count = sitemapFileCount(entries);
  return new Response(count === 1 ? sitemapXml(entries) : sitemapIndexXml(count), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
