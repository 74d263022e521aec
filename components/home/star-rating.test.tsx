import { render, screen } from '@testing-library/react';

import { StarRating } from '@/components/home/star-rating';

const stars = (name: string) => screen.getByRole('img', { name });

describe('StarRating', () => {
  it('lights whole stars for a whole rating and reads it out', () => {
    render(<StarRating rating={4} />);
    expect(stars('Rated 4 out of 5')).toHaveAttribute('data-stars', '4');
    expect(stars('Rated 4 out of 5').style.getPropertyValue('--lit')).toBe('4.5rem');
  });

  it('lights half of the next star for a fractional rating', () => {
    render(<StarRating rating={3.5} />);
    expect(stars('Rated 3.5 out of 5')).toHaveAttribute('data-stars', '3.5');
    // Three stars and their gaps, then half of the fourth star.
    expect(stars('Rated 3.5 out of 5').style.getPropertyValue('--lit')).toBe('3.875rem');
  });

  it('keeps a rating out of range within none to five stars', () => {
    render(<StarRating rating={7} />);
    expect(stars('Rated 5 out of 5')).toHaveAttribute('data-stars', '5');
  });
});
