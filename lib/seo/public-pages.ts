import type { MetadataRoute } from 'next';

type SitemapEntry = {
  path: string;
  changeFrequency: NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;
  priority: number;
};

/**
 * The public pages the sitemap lists. Pages with their own URL per item (a video, a short, a
 * session) add their entries in app/sitemap.ts from the gateway as those pages arrive.
 */
export const publicPages: readonly SitemapEntry[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/aboutus', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/video', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/shorts', changeFrequency: 'weekly', priority: 0.9 },
  { path: '/session', changeFrequency: 'weekly', priority: 0.8 },
  { path: '/subscription', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/contactus', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/privacypolicy', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/termsandconditions', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/cancellationandrefundpolicy', changeFrequency: 'yearly', priority: 0.3 },
];

/** Paths crawlers have no reason to visit: the API, student-only pages and the guard's page. */
export const privatePaths: readonly string[] = [
  '/api/',
  '/profile',
  '/subscriptionpayment',
  '/paymentstatus',
  '/restricted',
  '/get-started',
];
