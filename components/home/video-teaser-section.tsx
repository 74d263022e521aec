import { loadVideoTeaser } from '@/lib/feedback/loaders';

import { Container } from '@/components/ui/container';

import { SectionHeading } from './section-heading';
import { VideoTeaser } from './video-teaser';

/**
 * The video-and-shorts teaser section, rendered on the server from dashboard/videoshort. The
 * data is awaited before the page is sent (no Suspense boundary): a streamed boundary would
 * leave its "loading" placeholder on screen for a browser without JavaScript.
 */
export async function VideoTeaserSection({
  title = 'Practise with real viva cases',
  intro = 'Watch consultants work through viva cases, then test yourself on quick image-based shorts.',
}: {
  title?: string;
  intro?: string;
}) {
  const result = await loadVideoTeaser();
  return (
    <section aria-labelledby="video-teaser" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="video-teaser" eyebrow="Videos & Shorts" title={title} intro={intro} />
        <div className="mt-12">
          <VideoTeaser result={result} />
        </div>
      </Container>
    </section>
  );
}
