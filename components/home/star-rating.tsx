import type { CSSProperties } from 'react';

import { cn } from '@/components/ui/cn';

import { ratingLabel, starStates } from './rating';

/** Each star is 1rem wide with a 0.125rem gap; the stylesheet draws them on this pitch. */
const STAR_PITCH_REM = 1.125;

/**
 * A rating out of five as full, half and empty stars, read out as "Rated 4.5 out of 5". One
 * element: five grey stars drawn by the stylesheet, the lit ones laid over them to the width of
 * the rating, so a page with many ratings stays light.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const states = starStates(rating);
  const full = states.filter((state) => state === 'full').length;
  const half = states.includes('half');
  const lit = `${full * STAR_PITCH_REM + (half ? 0.5 : 0)}rem`;
  return (
    <div
      role="img"
      aria-label={ratingLabel(rating)}
      data-stars={full + (half ? 0.5 : 0)}
      className={cn('star-rating', className)}
      style={{ '--lit': lit } as CSSProperties}
    />
  );
}
