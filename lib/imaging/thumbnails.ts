import sharp from 'sharp';

import { thumbnailName, type SeriesManifest } from './series';
import { windowedWebp } from './key-image';

/*
 * A series' console thumbnails (docs/imaging.md, "Thumbnails"): each 16-bit slice shrunk and
 * windowed once, when the series comes in, into an 8-bit WebP beside it. Browsers show a 16-bit
 * PNG by its top 8 bits with no rescale or window, so a CT slice shown as it is stored looks dark
 * and flat; the thumbnail looks as the viewer opens the slice.
 */

/** The longest side of a thumbnail: the console shows it in a 96 px box, sharp on 2× screens. */
const THUMBNAIL_SIZE = 192;
/** Slices shrunk at once: sharp works in its own threads. */
const PARALLEL_THUMBNAILS = 4;

/** The slice at `index` (its 16-bit PNG), shrunk and then windowed in the series' opening window. */
async function thumbnailOf(
  manifest: SeriesManifest,
  index: number,
  png: Uint8Array,
): Promise<Uint8Array> {
  // Shrunk on the stored values (the rescale is linear, so the average of stored values is the
  // stored value of the average), then windowed: 192² lookups instead of 512².
  const { data, info } = await sharp(png)
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('grey16')
    .raw({ depth: 'ushort' })
    .toBuffer({ resolveWithObject: true });
  return windowedWebp(manifest, index, new Uint16Array(Uint8Array.from(data).buffer), {
    width: info.width,
    height: info.height,
    quality: 80,
  });
}

/**
 * The thumbnails of a series' slices (`files`: its PNGs by name, in any order), to store beside
 * them; the manifest says it has them (`thumbnails`).
 */
export async function seriesThumbnails(
  manifest: SeriesManifest,
  files: readonly { name: string; bytes: Uint8Array }[],
): Promise<{ name: string; bytes: Uint8Array }[]> {
  const bytesOf = new Map(files.map((file) => [file.name, file.bytes]));
  const thumbnails: { name: string; bytes: Uint8Array }[] = [];
  for (let at = 0; at < manifest.slices.length; at += PARALLEL_THUMBNAILS) {
    const batch = manifest.slices.slice(at, at + PARALLEL_THUMBNAILS);
    thumbnails.push(
      ...(await Promise.all(
        batch.map(async (slice, offset) => {
          const png = bytesOf.get(slice.file);
          if (!png) throw new Error(`The slice ${slice.file} is not among the files.`);
          return {
            name: thumbnailName(slice.file),
            bytes: await thumbnailOf(manifest, at + offset, png),
          };
        }),
      )),
    );
  }
  return thumbnails;
}
