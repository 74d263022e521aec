import { render } from '@testing-library/react';

import { TileImage } from './tile-image';

const picture = (priority?: boolean | 'high') =>
  render(
    <TileImage
      src="/demo/videos/cover.webp"
      sizes="100vw"
      priority={priority}
      frame="aspect-video"
    />,
  ).container.querySelector('img')!;

describe('TileImage', () => {
  it('loads a picture below the fold lazily, with no fetch priority', () => {
    const img = picture();
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads a priority picture at once, still without jumping ahead of the scripts', () => {
    const img = picture(true);
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the page’s largest paint ahead of the rest', () => {
    const img = picture('high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
