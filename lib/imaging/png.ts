import sharp from 'sharp';

/** zlib's level for the slices: on CT, level 3 is within a few per cent of 9 and much faster. */
const PNG_COMPRESSION = 3;

/**
 * One slice as the viewer streams it: a lossless 16-bit greyscale PNG of the stored values (sharp
 * takes the bit depth from the Uint16Array). No metadata is written into it.
 */
export async function encodeSlice(
  stored: Uint16Array,
  columns: number,
  rows: number,
): Promise<Uint8Array> {
  const png = await sharp(stored, { raw: { width: columns, height: rows, channels: 1 } })
    .toColourspace('grey16')
    .png({ compressionLevel: PNG_COMPRESSION })
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.length);
}
