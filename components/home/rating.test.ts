import { ratingLabel, starStates } from '@/components/home/rating';

describe('starStates', () => {
  it('shows whole ratings as full and empty stars', () => {
    expect(starStates(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starStates(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starStates(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
    expect(starStates(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('shows a half star from the midpoint of a star', () => {
    expect(starStates(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starStates(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starStates(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('rounds a fraction below the midpoint down to an empty star', () => {
    expect(starStates(4.3)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starStates(2.49)).toEqual(['full', 'full', 'empty', 'empty', 'empty']);
  });

  it('keeps out-of-range and missing ratings within five stars', () => {
    expect(starStates(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starStates(-2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starStates(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('reads the rating out', () => {
    expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(4.25)).toBe('Rated 4.3 out of 5');
  });
});
