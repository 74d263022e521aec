import type { MetadataRoute } from 'next';

import { site } from '@/lib/site';

import { SITEMAP_URLS_MAX, sitemapFile, sitemapFileCount } from './sitemap';

const entries = (count: number): MetadataRoute.Sitemap =>
  Array.from({ length: count }, (_, i) => ({ url: `${site.url}/subshortsdetails?case=${i + 1}` }));

it('keeps the sitemap one file up to the limit, and splits it past the limit', () => {
  expect(sitemapFileCount([])).toBe(1);
  expect(sitemapFileCount(entries(SITEMAP_URLS_MAX))).toBe(1);
  const many = entries(SITEMAP_URLS_MAX * 2 + 1);
  expect(sitemapFileCount(many)).toBe(3);
  expect(sitemapFile(many, 0)).toHaveLength(SITEMAP_URLS_MAX);
  expect(sitemapFile(many, 2)).toEqual([many[SITEMAP_URLS_MAX * 2]]);
  expect(sitemapFile(many, 3)).toEqual([]);
});
