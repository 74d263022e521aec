import { pageMetadata, site } from '@/lib/site';

import { AboutContent } from '@/components/about/about-content';
import { VideoTeaserSection } from '@/components/home/video-teaser-section';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'About Us',
  path: '/aboutus',
  description: `About ${site.name}: an educational platform for the FRCR 2B viva with weekly live viva sessions, a viva case video library, shorts with model answers and coverage of the LONGS, led by consultant radiologists.`,
});

export default function AboutUsPage() {
  return (
    <>
      <BreadcrumbBanner
        title="About Us"
        subtitle={site.tagline}
        items={[{ label: 'Home', href: '/' }, { label: 'About Us' }]}
      />
      <AboutContent />
      <VideoTeaserSection
        title="See how we teach"
        intro="Start with a viva case video, then test yourself on the shorts."
      />
    </>
  );
}
