import { decode } from 'fast-png';

/*
 * A slice's bytes as stored values, the same in the decoding worker and, where there is no worker
 * (a test's DOM), on the page (docs/imaging.md, "Decoding off the main thread").
 */

export type DecodedSlice = { width: number; height: number; stored: Uint16Array };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/** A canvas to read a decoded picture's pixels from: off-screen in a worker, a page's otherwise. */
function pictureCanvas(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * A picture (a film or a picture series' slice, stored as WebP, JPEG or colour PNG) as a slice of
 * 8-bit greys: the browser's own decoder reads it and its luminance becomes the stored values
 * 0–255, windowed like any other (docs/imaging.md, "Pictures as stacks").
 */
async function decodePicture(bytes: ArrayBuffer): Promise<DecodedSlice> {
  const bitmap = await createImageBitmap(new Blob([bytes]));
  const { width, height } = bitmap;
  const context = pictureCanvas(width, height).getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('The picture could not be decoded.');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  const stored = new Uint16Array(width * height);
  for (let i = 0; i < stored.length; i++) {
    stored[i] = Math.round(
      0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!,
    );
  }
  return { width, height, stored };
}

/** A 16-bit greyscale PNG's stored values; 8-bit files are widened, so one table paints both. */
async function decodeSlice(bytes: ArrayBuffer): Promise<DecodedSlice> {
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  if (!PNG_SIGNATURE.every((byte, index) => head[index] === byte)) return decodePicture(bytes);
  const png = decode(new Uint8Array(bytes));
  // A picture stored as a colour PNG is read like any other picture, by its luminance.
  if (png.channels !== 1) return decodePicture(bytes);
  const stored = png.data instanceof Uint16Array ? png.data : Uint16Array.from(png.data);
  return { width: png.width, height: png.height, stored };
}

/** Fetches the slice at `url` and decodes it. */
export async function fetchSlice(url: string, priority: 'high' | 'low'): Promise<DecodedSlice> {
  const response = await fetch(url, { priority } as RequestInit);
  if (!response.ok) throw new Error(`The slice could not be loaded (${response.status}).`);
  return decodeSlice(await response.arrayBuffer());
}
