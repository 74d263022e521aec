export type StarState = 'full' | 'half' | 'empty';

const MAX_STARS = 5;

/**
 * The five stars of a rating: a star is full when the rating reaches it, half when the rating
 * reaches at least its midpoint, empty otherwise (4.5 → ★★★★½, 4.3 → ★★★★☆, 4.7 → ★★★★½).
 */
export function starStates(rating: number): StarState[] {
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  return Array.from({ length: MAX_STARS }, (_, index) => {
    const star = index + 1;
    if (value >= star) return 'full';
    if (value >= star - 0.5) return 'half';
    return 'empty';
  });
}

/** How a rating is read out: "Rated 4.5 out of 5". */
export function ratingLabel(rating: number): string {
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  return `Rated ${Number(value.toFixed(1))} out of ${MAX_STARS}`;
}
