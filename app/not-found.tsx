import type { Metadata } from 'next';

import { NotFoundContent } from '@/components/site/not-found-content';
import { SiteChrome } from '@/components/site/site-chrome';

export const metadata: Metadata = {
  title: 'Page Not Found',
  robots: { index: false, follow: true },
};

/** An address nothing answers, or a page that is not there: in the site's frame. */
export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundContent />
    </SiteChrome>
  );
}
