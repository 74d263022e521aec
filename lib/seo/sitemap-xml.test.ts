import { site } from '@/lib/site';

import { sitemapIndexXml, sitemapXml } from './sitemap-xml';

describe('the sitemap XML', () => {
  const xml = sitemapXml([
    {
      url: 'https://frcrviva.example/video?v=1&x=<2>',
      lastModified: '2026-11-01T10:00:00Z',
      changeFrequency: 'monthly',
      priority: 0.7,
      images: ['https://frcrviva.example/demo/a.webp'],
    },
    { url: 'https://frcrviva.example/' },
  ]);

  it('writes each url’s children in the schema’s order, images last', () => {
    const first = xml.slice(xml.indexOf('<url>'), xml.indexOf('</url>'));
    const order = ['<loc>', '<lastmod>', '<changefreq>', '<priority>', '<image:image>'].map((tag) =>
      first.indexOf(tag),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('declares both namespaces and escapes what it writes', () => {
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain('<loc>https://frcrviva.example/video?v=1&amp;x=&lt;2&gt;</loc>');
    expect(xml).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

it('names every file of the sitemap in its index', () => {
  const xml = sitemapIndexXml(2);
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain(`<loc>${new URL('/sitemap/0.xml', site.url)}</loc>`);
  expect(xml).toContain(`<loc>${new URL('/sitemap/1.xml', site.url)}</loc>`);
  expect(xml.match(/<sitemap>/g)).toHaveLength(2);
});
