import type { Testimonial } from '@/lib/feedback/calls';

import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';

import { needsReadMore } from './read-more';
import { StarRating } from './star-rating';

type TestimonialCardProps = {
  testimonial: Testimonial;
  /** Opens the full text. */
  onReadMore: (testimonial: Testimonial) => void;
  /** Whether the text is long enough for Read More; the home page's rule (25 words) by default. */
  readMore?: boolean;
  /** The lesson page's smaller card: text clamped to two lines instead of four. */
  compact?: boolean;
};

/** One testimonial: photo, name, stars and the description, clamped. */
export function TestimonialCard({
  testimonial,
  onReadMore,
  readMore = needsReadMore(testimonial.description),
  compact = false,
}: TestimonialCardProps) {
  return (
    <figure
      className={cn(
        'flex h-full flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200',
        compact ? 'p-5' : 'p-6',
      )}
    >
      <figcaption className={cn('flex items-center', compact ? 'gap-3' : 'gap-4')}>
        <Avatar
          src={testimonial.profile}
          alt=""
          size={compact ? 44 : 56}
          loading="lazy"
          className={compact ? undefined : 'ring-2 ring-brand-100'}
        />
        <div className="min-w-0">
          <p className="truncate font-bold text-slate-900">{testimonial.fullName}</p>
          <StarRating rating={testimonial.rating} className={compact ? 'mt-0.5' : 'mt-1'} />
        </div>
      </figcaption>
      <blockquote
        className={cn(
          'text-slate-600',
          compact ? 'mt-4 line-clamp-2 leading-6' : 'mt-5 line-clamp-4 leading-7',
        )}
      >
        {testimonial.description}
      </blockquote>
      {readMore ? (
        <div className={cn('mt-auto', compact ? 'pt-3' : 'pt-4')}>
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
