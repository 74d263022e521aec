import type { MetadataRoute } from 'next';

import { site } from '@/lib/site';

import {
  SITEMAP_URLS_MAX,
  sitemapFile,
  sitemapFileCount,
  sitemapIndexXml,
  xmlSafeEntry,
} from './sitemap';

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

it('names every file of the sitemap in its index', () => {
  const xml = sitemapIndexXml(2);
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain(`<loc>${new URL('/sitemap/0.xml', site.url)}</loc>`);
  expect(xml).toContain(`<loc>${new URL('/sitemap/1.xml', site.url)}</loc>`);
  expect(xml.match(/<sitemap>/g)).toHaveLength(2);
});

it('escapes the addresses it lists, as Next writes them into the XML as they are', () => {
  const entry = xmlSafeEntry({
    url: `${site.url}/subshorts?short=3&page=2`,
    images: [`${site.url}/a.webp?w=1&q=75`],
  });
  expect(entry.url).toBe(`${site.url}/subshorts?short=3&amp;page=2`);
  expect(entry.images).toEqual([`${site.url}/a.webp?w=1&amp;q=75`]);
});
