import { sitemapEntries, sitemapFile, sitemapFileCount } from '@/lib/platform/sitemap';
import { sitemapXml } from '@/lib/seo/sitemap-xml';

// Regenerated with /sitemap.xml, which names these files once the sitemap outgrows one.
export const revalidate = 300;

/** One file of a sitemap too big for one, `/sitemap/0.xml` onwards. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const id = /^(0|[1-9]\d{0,5})\.xml$/.exec((await params).file)?.[1];
  const entries = await sitemapEntries();
  if (id === undefined || Number(id) >= sitemapFileCount(entries)) {
    return new Response('Not Found', { status: 404 });
  }
  return new Response(sitemapXml(sitemapFile(entries, Number(id))), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
