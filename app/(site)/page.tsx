import { pageMetadata, site } from '@/lib/site';
import { courseListJsonLd } from '@/lib/seo/structured-data';

import { HomeAbout } from '@/components/home/home-about';
import { HomeHero } from '@/components/home/home-hero';
import { MedicalDirectors } from '@/components/home/medical-directors';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { VideoTeaserSection } from '@/components/home/video-teaser-section';
import { WhyChoose } from '@/components/home/why-choose';
import { JsonLd } from '@/components/seo/json-ld';

// Prerendered, then regenerated at most every five minutes (and on demand, see api/revalidate).
export const revalidate = 300;

export const metadata = pageMetadata({
  title: site.headline,
  path: '/',
  description: site.description,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={courseListJsonLd()} />
      <HomeHero />
      <HomeAbout />
      <WhyChoose />
      <MedicalDirectors />
      <VideoTeaserSection />
      <TestimonialsSection />
    </>
  );
}
