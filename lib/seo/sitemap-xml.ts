import type { MetadataRoute } from 'next';

import { site } from '@/lib/site';

export type SitemapEntries = MetadataRoute.Sitemap;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * The sitemap as XML, each `<url>`'s children in the order the sitemaps.org schema requires
 * (loc, lastmod, changefreq, priority) before Google's image extension. Next's own sitemap file
 * writes `image:image` before `lastmod`, which the schema refuses.
 */
export function sitemapXml(entries: SitemapEntries): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escape(entry.url)}</loc>`];
    if (entry.lastModified) {
      const date = new Date(entry.lastModified);
      if (!Number.isNaN(date.getTime())) parts.push(`<lastmod>${date.toISOString()}</lastmod>`);
    }
    if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority}</priority>`);
    for (const image of entry.images ?? []) {
      parts.push(`<image:image><image:loc>${escape(image)}</image:loc></image:image>`);
    }
    return `<url>\n${parts.join('\n')}\n</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The address of sitemap file `id` (app/sitemap/[file]/route.ts). */
const sitemapFileUrl = (id: number) => new URL(`/sitemap/${id}.xml`, site.url).toString();

/** A sitemap index naming `count` sitemap files. */
export function sitemapIndexXml(count: number): string {
  const files = Array.from(
    { length: count },
    (_, id) => `<sitemap>\n<loc>${escape(sitemapFileUrl(id))}</loc>\n</sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files,
    '</sitemapindex>',
    '',
  ].join('\n');
}
