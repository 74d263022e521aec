import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { sitemapXml } from '@/lib/seo/sitemap-xml';

// Per-item pages come and go with stored content: regenerate like the prerendered pages.
export const revalidate = 300;

export async function GET() {
  return new Response(sitemapXml(await sitemapEntries()), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
