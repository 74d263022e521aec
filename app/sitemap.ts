import type { MetadataRoute } from 'next';

import { publicPages } from '@/lib/seo/public-pages';
import { site } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages.map((page) => ({
    url: new URL(page.path, site.url).toString(),
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
}
