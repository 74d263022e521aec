import { render, screen } from '@testing-library/react';

import { StarRating } from '@/components/home/star-rating';

const states = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-star]')].map((star) => star.getAttribute('data-star'));

describe('StarRating', () => {
  it('draws a whole rating as full and empty stars and reads it out', () => {
    const { container } = render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(states(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('draws a fractional rating with a half star', () => {
    const { container } = render(<StarRating rating={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(states(container)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });
});
