import { cn } from '@/components/ui/cn';

import { ratingLabel, starStates } from './rating';
import styles from './star-rating.module.css';

/**
 * A rating out of five as full, half and empty stars, read out as "Rated 4.5 out of 5". The star
 * shapes live in the stylesheet, so a page with many ratings stays light.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={ratingLabel(rating)} className={cn('flex gap-0.5', className)}>
      {starStates(rating).map((state, index) => (
        <span key={index} data-star={state} className={styles.star} />
      ))}
    </div>
  );
}
