'use client';

import { useRef, useState } from 'react';

import type { Testimonial } from '@/lib/feedback/calls';

import { CarouselArrows, CarouselSlides } from '@/components/ui/carousel';
import { cn } from '@/components/ui/cn';
import { useCarouselControls } from '@/components/ui/use-carousel-controls';
import { useLazyEmbla } from '@/components/ui/use-lazy-embla';

import { TestimonialCard } from './testimonial-card';
import { TestimonialDialog } from './testimonial-dialog';

const emblaOptions = {
  align: 'start',
  containScroll: 'trimSnaps',
  // A slide counts as shown only when (nearly) all of it is, for the "Showing 1 to 3" status.
  inViewThreshold: 0.9,
} as const;

/**
 * Testimonials in an embla carousel: 3 cards per view from 1024 px, 2 from 768 px, 1 below, with
 * 30 px between them. Before the script runs the row scrolls natively, so every card is
 * reachable without JavaScript. Arrow keys move it while focus is inside; focusing a card that
 * is out of view brings it into view. Embla is fetched and started only when the carousel comes
 * near the viewport, so neither its script nor its measuring is part of the page's start-up.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const sectionRef = useRef<HTMLElement>(null);
  const { viewportRef, embla, binding } = useLazyEmbla(sectionRef, emblaOptions);
  const { canPrev, canNext, snap, inView, onKeyDown } = useCarouselControls(embla);
  const [open, setOpen] = useState<Testimonial | null>(null);

  const first = inView.length ? Math.min(...inView) + 1 : 1;
  const last = inView.length ? Math.max(...inView) + 1 : testimonials.length;

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label="Student testimonials"
      onKeyDown={onKeyDown}
    >
      <CarouselSlides
        viewportRef={viewportRef}
        embla={embla}
        items={testimonials}
        keyOf={(testimonial) => testimonial.feedbackId}
        gutter={{ row: '-ml-[30px]', slide: 'pl-[30px]' }}
        slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
        // relative: the slides' absolutely placed sr-only text is clipped here rather than
        // widening the page (a zoomed-out page on phones until embla's transform takes over).
        className="relative"
      >
        {(testimonial) => <TestimonialCard testimonial={testimonial} onReadMore={setOpen} />}
      </CarouselSlides>

      <CarouselArrows
        embla={embla}
        canPrev={canPrev}
        canNext={canNext}
        of="testimonials"
        size="lg"
        className="mt-8 flex items-center justify-center gap-4"
      >
        <div aria-hidden className="flex gap-2">
          {Array.from({ length: snap.count }, (_, index) => (
            <span
              key={index}
              className={cn(
                'h-2 rounded-full transition-all',
                index === snap.selected ? 'w-6 bg-brand-700' : 'w-2 bg-slate-300',
              )}
            />
          ))}
        </div>
      </CarouselArrows>
      <p className="sr-only" aria-live="polite">
        {embla ? `Showing testimonials ${first} to ${last} of ${testimonials.length}` : ''}
      </p>

      <TestimonialDialog testimonial={open} onClose={() => setOpen(null)} />
      {binding}
    </section>
  );
}
