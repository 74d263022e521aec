import 'server-only';

import { cache } from 'react';

import { casesSitemapEntries } from '@/lib/cases/loaders';
import { videosSitemapEntries } from '@/lib/lessons/loaders';
import { sessionsSitemapEntries } from '@/lib/live-sessions/loaders';
import { publicPages } from '@/lib/seo/public-pages';
import type { SitemapEntries } from '@/lib/seo/sitemap-xml';
import { site } from '@/lib/site';

import { installPlatform } from './install';

// The sitemap's routes are prerendered by `next build`, whose workers run no instrumentation
// hook: their calls' transport is installed here (docs/architecture.md).
installPlatform();

/** The most URLs one sitemap file may list (sitemaps.org); past it the site serves an index. */
export const SITEMAP_URLS_MAX = 50_000;

/**
 * Sources of per-item sitemap entries (a lesson, a case, a session), one per page with a URL for
 * each item. Each reads its items in one call, however many there are, and returns their entries
 * with absolute URLs (`new URL(path, site.url)`). A slice that adds such a page appends one here.
 */
const itemPageProviders: readonly (() => Promise<SitemapEntries>)[] = [
  casesSitemapEntries,
  videosSitemapEntries,
  sessionsSitemapEntries,
];

/**
 * The sitemap: the registry's built public pages, then every per-item page of the providers.
 * Read once per request, whichever of the sitemap's addresses asks.
 */
export const sitemapEntries = cache(async (): Promise<SitemapEntries> => {
  const pages: SitemapEntries = publicPages.map((page) => ({
    url: new URL(page.path, site.url).toString(),
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
  const items = await Promise.all(itemPageProviders.map((provide) => provide()));
  return [...pages, ...items.flat()];
});

/** How many sitemap files the entries need: one, or one per SITEMAP_URLS_MAX of them. */
export const sitemapFileCount = (entries: SitemapEntries) =>
  Math.max(1, Math.ceil(entries.length / SITEMAP_URLS_MAX));

/** The entries of sitemap file `id` (from 0); none past the last. */
export function sitemapFile(entries: SitemapEntries, id: number): SitemapEntries {
  return entries.slice(id * SITEMAP_URLS_MAX, (id + 1) * SITEMAP_URLS_MAX);
}
