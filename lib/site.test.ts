import { defaultShareImage, pageMetadata } from './site';

type Image = { url: string; alt?: string };

describe('a page’s share metadata', () => {
  it('describes its own share image for those who cannot see it, on Open Graph and Twitter', () => {
    const meta = pageMetadata({ title: 'Chest X-ray 3', path: '/x', image: '/demo/a.webp' });
    const og = (meta.openGraph?.images as Image[])[0];
    const twitter = (meta.twitter?.images as Image[])[0];
    expect(og).toEqual({ url: '/demo/a.webp', alt: 'Chest X-ray 3' });
    expect(twitter).toEqual({ url: '/demo/a.webp', alt: 'Chest X-ray 3' });
  });

  it('takes a given description of the image, and describes the site’s own image', () => {
    const own = pageMetadata({
      title: 'T',
      path: '/x',
      image: '/i.webp',
      imageAlt: 'A radiograph',
    });
    expect((own.twitter?.images as Image[])[0].alt).toBe('A radiograph');
    const plain = pageMetadata({ title: 'About', path: '/aboutus' });
    expect((plain.openGraph?.images as Image[])[0].alt).toBe(defaultShareImage.alt);
    expect((plain.twitter?.images as Image[])[0].alt).toBe(defaultShareImage.alt);
  });
});
