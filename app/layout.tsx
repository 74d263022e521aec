import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { installPlatform } from '@/lib/platform/install';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import { defaultShareImage, site } from '@/lib/site';

import { AntiCaptureGuard } from '@/components/guard/anti-capture-guard';
import { JsonLd } from '@/components/seo/json-ld';
import { ScrollReset } from '@/components/site/scroll-reset';
import { ScrollToTopButton } from '@/components/site/scroll-to-top-button';
import { DeferredToaster } from '@/components/ui/deferred-toaster';

import './globals.css';

// Every page renders under this layout, also in the workers `next build` prerenders with, where
// Next runs no instrumentation hook: the transport its calls go through is installed here too.
installPlatform();

export const metadata: Metadata = {
  metadataBase: site.url,
  title: {
    template: `${site.abbreviation} | %s`,
    default: `${site.abbreviation} | ${site.headline}`,
  },
  description: site.description,
  keywords: [...site.keywords],
  applicationName: site.name,
  openGraph: {
    type: 'website',
    siteName: site.name,
    locale: site.locale,
    title: `${site.abbreviation} | ${site.headline}`,
    description: site.description,
    url: '/',
  },
  twitter: {
    card: 'summary_large_image',
    title: `${site.abbreviation} | ${site.headline}`,
    description: site.description,
    images: [{ url: defaultShareImage.url, alt: defaultShareImage.alt }],
  },
  formatDetection: { email: false, telephone: false, address: false },
};

export const viewport: Viewport = {
  themeColor: '#9a2424',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="flex min-h-dvh flex-col">
        {/* Each audience's frame is its group's layout: the site's (components/site/site-chrome) or the console's. */}
        {children}
        <ScrollToTopButton />
        <ScrollReset />
        <DeferredToaster />
        <AntiCaptureGuard />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
