import type { MetadataRoute } from 'next';

import { privatePaths } from '@/lib/seo/public-pages';
import { site } from '@/lib/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...privatePaths] }],
    sitemap: new URL('/sitemap.xml', site.url).toString(),
  };
}
