import { decode } from 'fast-png';
import sharp from 'sharp';

import type { SeriesManifest } from './series';
import { greyLookupTable, paintSlice } from './windowing';

/**
 * A slice as an 8-bit WebP picture in the series' opening window: the case's film where the
 * grids and the library show one image (docs/imaging.md, "Where it is used").
 */
export async function keyImageOf(
  manifest: SeriesManifest,
  index: number,
  png: Uint8Array,
): Promise<Uint8Array> {
  const stored = decode(png).data;
  const pixels = new Uint32Array(manifest.rows * manifest.columns);
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
    raw: { width: manifest.columns, height: manifest.rows, channels: 4 },
  })
    .greyscale()
    .webp({ quality: 90 })
    .toBuffer();
  return new Uint8Array(webp);
}

/** The name the key image of a series is stored under, beside its slices. */
export const keyImageName = (manifest: SeriesManifest) =>
  `${manifest.slices[0].file.replace(/-\d+\.png$/, '')}-key.webp`;
