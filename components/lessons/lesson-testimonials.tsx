'use client';

import { useRef, useState } from 'react';

import type { Testimonial } from '@/lib/feedback/calls';
import { TESTIMONIAL_READ_MORE_CHARACTERS, videoMessages } from '@/lib/lessons/texts';

import { TestimonialCard } from '@/components/home/testimonial-card';
import { TestimonialDialog } from '@/components/home/testimonial-dialog';
import { CarouselArrows, CarouselSlides } from '@/components/ui/carousel';
import { useCarouselControls } from '@/components/ui/use-carousel-controls';
import { useLazyEmbla } from '@/components/ui/use-lazy-embla';

const emblaOptions = { align: 'start', containScroll: 'trimSnaps' } as const;

/** Whether a lesson testimonial is long enough for the Read More modal. */
const needsLessonReadMore = (description: string) =>
  description.trim().length > TESTIMONIAL_READ_MORE_CHARACTERS;

/**
 * The lesson's testimonials (video/relatedtestimonials) in an embla carousel: two
 * slides per view, 1.2 below 320 px wide and 2.2 from 768 px, so the next card peeks in; each
 * card's text is clamped to two lines and a description over 200 characters opens in a modal.
 */
export function LessonTestimonials({ testimonials }: { testimonials: Testimonial[] | null }) {
  const sectionRef = useRef<HTMLElement>(null);
  const { viewportRef, embla, binding } = useLazyEmbla(sectionRef, emblaOptions);
  const { canPrev, canNext, onKeyDown } = useCarouselControls(embla);
  const [open, setOpen] = useState<Testimonial | null>(null);

  const list = testimonials ?? [];

  return (
    <section ref={sectionRef} aria-labelledby="lesson-testimonials" onKeyDown={onKeyDown}>
      <div className="mb-5 flex items-center justify-between gap-3">
        <h2 id="lesson-testimonials" className="text-2xl font-bold tracking-tight text-slate-900">
          {videoMessages.testimonialsHeading}
        </h2>
        {list.length > 1 ? (
          <CarouselArrows
            embla={embla}
            canPrev={canPrev}
            canNext={canNext}
            of="testimonials"
            size="md"
            className="flex gap-2"
          />
        ) : null}
      </div>
      {list.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-600 ring-1 ring-slate-200">
          {videoMessages.noTestimonials}
        </p>
      ) : (
        <CarouselSlides
          viewportRef={viewportRef}
          embla={embla}
          items={list}
          keyOf={(testimonial) => testimonial.feedbackId}
          gutter={{ row: '-ml-4', slide: 'pl-4' }}
          slideClassName="basis-1/2 max-[319px]:basis-[83.333%] md:basis-[45.4545%]"
          roleDescription="carousel"
        >
          {(testimonial) => (
            <TestimonialCard
              testimonial={testimonial}
              onReadMore={setOpen}
              readMore={needsLessonReadMore(testimonial.description)}
              compact
            />
          )}
        </CarouselSlides>
      )}
      <TestimonialDialog testimonial={open} onClose={() => setOpen(null)} />
      {binding}
    </section>
  );
}
