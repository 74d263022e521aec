import type { MetadataRoute } from 'next';

import { sessionsSitemapEntries } from '@/lib/live-sessions/loaders';
import { casesSitemapEntries } from '@/lib/cases/loaders';
import { videosSitemapEntries } from '@/lib/lessons/loaders';
import { publicPages } from '@/lib/seo/public-pages';
import { site } from '@/lib/site';

export type SitemapEntries = MetadataRoute.Sitemap;

/**
 * Sources of per-item sitemap entries (a lesson, a case, a session), one per page with a URL for
 * each item. A slice that adds such a page appends a function here that reads its items through
 * the gateway and returns their entries with absolute URLs (`new URL(path, site.url)`).
 */
const itemPageProviders: readonly (() => Promise<SitemapEntries>)[] = [
  casesSitemapEntries,
  videosSitemapEntries,
  sessionsSitemapEntries,
];

/** The sitemap: the registry's built public pages, then every per-item page of the providers. */
export async function sitemapEntries(): Promise<SitemapEntries> {
  const pages: SitemapEntries = publicPages.map((page) => ({
    url: new URL(page.path, site.url).toString(),
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
  const items = await Promise.all(itemPageProviders.map((provide) => provide()));
  return [...pages, ...items.flat()];
}
