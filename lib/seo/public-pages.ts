import { crawlerHiddenPaths, sitemapPages, type SitemapPage } from '@/lib/routes';

/**
 * The public pages the sitemap lists and on-demand regeneration knows: the route registry's
 * built public pages. Pages with their own URL per item (a lesson, a case, a session) add their
 * entries through the sitemap's providers (lib/platform/sitemap.ts) instead.
 */
export const publicPages: readonly SitemapPage[] = sitemapPages();

/** Paths crawlers have no reason to visit: the API, student-only pages and the guard's page. */
export const privatePaths: readonly string[] = crawlerHiddenPaths();
