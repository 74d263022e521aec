import type { Testimonial } from '@/lib/contract/feedback';

import { Avatar } from '@/components/ui/avatar';

import { needsReadMore } from './read-more';
import { StarRating } from './star-rating';

type TestimonialCardProps = {
  testimonial: Testimonial;
  /** Opens the full text; the button appears only when the text runs past 25 words. */
  onReadMore: (testimonial: Testimonial) => void;
};

/** One testimonial: photo, name, stars and the description clamped to four lines. */
export function TestimonialCard({ testimonial, onReadMore }: TestimonialCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <figcaption className="flex items-center gap-4">
        <Avatar
          src={testimonial.profile}
          alt=""
          size={56}
          loading="lazy"
          className="ring-2 ring-brand-100"
        />
        <div className="min-w-0">
          <p className="truncate font-bold text-slate-900">{testimonial.fullName}</p>
          <StarRating rating={testimonial.rating} className="mt-1" />
        </div>
      </figcaption>
      <blockquote className="mt-5 line-clamp-4 leading-7 text-slate-600">
        {testimonial.description}
      </blockquote>
      {needsReadMore(testimonial.description) ? (
        <div className="mt-auto pt-4">
          <button
            type="button"
            onClick={() => onReadMore(testimonial)}
            className="rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
          >
            Read More<span className="sr-only"> of {testimonial.fullName}’s review</span>
          </button>
        </div>
      ) : null}
    </figure>
  );
}
