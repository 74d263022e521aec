import { loadHomeTestimonials } from '@/lib/feedback/loaders';

import { Container } from '@/components/ui/container';

import { SectionHeading } from './section-heading';
import { TestimonialsCarousel } from './testimonials-carousel';

/** Testimonials from dash/feedback/dashfeed in the carousel; nothing at all when there are none. */
export async function TestimonialsSection() {
  const testimonials = await loadHomeTestimonials();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="testimonials"
          eyebrow="Testimonials"
          title="What our students say"
          intro="Candidates who prepared with us on the videos, shorts and live viva sessions."
        />
        <div className="mt-12">
          <TestimonialsCarousel testimonials={testimonials} />
        </div>
      </Container>
    </section>
  );
}
