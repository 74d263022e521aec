import Image from 'next/image';

import { cn } from '@/components/ui/cn';

type TileImageProps = {
  src: string | null;
  sizes: string;
  /**
   * Preloaded, above the fold; `'high'` also fetched ahead of the page's scripts, for the image
   * that is the page's largest paint (next/image's `priority` alone only preloads it).
   */
  priority?: boolean | 'high';
  /** The frame's shape and backdrop, e.g. `aspect-square bg-slate-950`. */
  frame: string;
};

/**
 * An image cropped to fill its frame, zooming a little when its card is hovered. The site's own
 * images are resized by next/image; an external API's (absolute URLs) are shown as they come.
 */
export function TileImage({ src, sizes, priority = false, frame }: TileImageProps) {
  return (
    <span className={cn('relative block overflow-hidden', frame)}>
      {src ? (
        <Image
          src={src}
          alt=""
          fill
          sizes={sizes}
          priority={priority !== false}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          unoptimized={/^https?:\/\//i.test(src)}
          className="object-cover transition-transform duration-300 group-hover:scale-105"
        />
      ) : null}
    </span>
  );
}
