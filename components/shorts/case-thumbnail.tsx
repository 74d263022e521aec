import Image from 'next/image';

type CaseThumbnailProps = { src: string | null; sizes: string; priority?: boolean };

/**
 * A case image cropped to a square tile. Images of the site itself are resized by next/image;
 * an external API's images (absolute URLs) are shown as they come.
 */
export function CaseThumbnail({ src, sizes, priority = false }: CaseThumbnailProps) {
  return (
    <span className="relative block aspect-square overflow-hidden bg-slate-950">
      {src ? (
        <Image
          src={src}
          alt=""
          fill
          sizes={sizes}
          priority={priority}
          unoptimized={/^https?:\/\//i.test(src)}
          className="object-cover transition-transform duration-300 group-hover:scale-105"
        />
      ) : null}
    </span>
  );
}
