import { TileImage } from '@/components/ui/tile-image';

type CaseThumbnailProps = { src: string | null; sizes: string; priority?: boolean };

/** A case image cropped to a square tile. */
export function CaseThumbnail(props: CaseThumbnailProps) {
  return <TileImage {...props} frame="aspect-square bg-slate-950" />;
}
