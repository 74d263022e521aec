import { decode } from 'fast-png';
import sharp from 'sharp';

import type { SeriesManifest } from './series';
import { greyLookupTable, paintSlice } from './windowing';

/**
 * Stored values of slice `index` (`width` × `height`) as an 8-bit WebP in the series' opening
 * window: the key image and the console's thumbnails (lib/imaging/thumbnails.ts) look as the
 * viewer opens the slice.
 */
export async function windowedWebp(
  manifest: SeriesManifest,
  index: number,
  stored: ArrayLike<number>,
  { width, height, quality }: { width: number; height: number; quality: number },
): Promise<Uint8Array> {
  const pixels = new Uint32Array(width * height);
  paintSlice(
    stored,
    greyLookupTable(
      manifest.slices[index].rescale,
      manifest.defaultWindow,
      manifest.photometric === 'MONOCHROME1',
    ),
    pixels,
  );
  const webp = await sharp(new Uint8Array(pixels.buffer), {
    raw: { width, height, channels: 4 },
  })
    .greyscale()
    .webp({ quality })
    .toBuffer();
  return new Uint8Array(webp);
}

/**
 * A slice as an 8-bit WebP picture in the series' opening window: the case's film where the
 * grids and the library show one image (docs/imaging.md, "Where it is used").
 */
export const keyImageOf = (manifest: SeriesManifest, index: number, png: Uint8Array) =>
  windowedWebp(manifest, index, decode(png).data, {
    width: manifest.columns,
    height: manifest.rows,
    quality: 90,
  });

/** The name the key image of a series is stored under, beside its slices. */
export const keyImageName = (manifest: SeriesManifest) =>
  `${manifest.slices[0].file.replace(/-\d+\.png$/, '')}-key.webp`;
