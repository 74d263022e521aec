'use client';

import { useRef, useState } from 'react';

import type { Testimonial } from '@/lib/feedback/calls';
import { TESTIMONIAL_READ_MORE_CHARACTERS, videoMessages } from '@/lib/lessons/texts';

import { TestimonialCard } from '@/components/home/testimonial-card';
import { TestimonialDialog } from '@/components/home/testimonial-dialog';
import { cn } from '@/components/ui/cn';
import { useCarouselControls } from '@/components/ui/use-carousel-controls';
import { useLazyEmbla } from '@/components/ui/use-lazy-embla';
import { ChevronRightIcon } from '@/components/ui/icons';

const navButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-700 hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:bg-white disabled:hover:text-slate-700';

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
          <div className="flex gap-2">
            <button
              type="button"
              className={navButton}
              onClick={() => embla?.scrollPrev()}
              disabled={!canPrev}
              aria-label="Previous testimonials"
            >
              <ChevronRightIcon className="size-5 rotate-180" />
            </button>
            <button
              type="button"
              className={navButton}
              onClick={() => embla?.scrollNext()}
              disabled={!canNext}
              aria-label="Next testimonials"
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        ) : null}
      </div>
      {list.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 px-5 py-8 text-center text-slate-600 ring-1 ring-slate-200">
          {videoMessages.noTestimonials}
        </p>
      ) : (
        <div
          ref={viewportRef}
          aria-roledescription="carousel"
          className={cn(
            '-my-2 [scrollbar-width:none] py-2',
            embla ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto',
          )}
        >
          <div className="-ml-4 flex touch-pan-y">
            {list.map((testimonial, index) => (
              <div
                key={testimonial.feedbackId}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${list.length}`}
                className="min-w-0 shrink-0 grow-0 basis-1/2 snap-start pl-4 max-[319px]:basis-[83.333%] md:basis-[45.4545%]"
              >
                <TestimonialCard
                  testimonial={testimonial}
                  onReadMore={setOpen}
                  readMore={needsLessonReadMore(testimonial.description)}
                  compact
                />
              </div>
            ))}
          </div>
        </div>
      )}
      <TestimonialDialog testimonial={open} onClose={() => setOpen(null)} />
      {binding}
    </section>
  );
}
