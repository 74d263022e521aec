import { decode } from 'fast-png';
import { LRUCache } from 'lru-cache';

/*
 * Decoded slices, shared by every viewer on the page and bounded in bytes (docs/imaging.md,
 * "Memory"): a long paper's six series never hold more than SLICE_CACHE_BYTES of pixels, however
 * far the student scrolls; the compressed files stay in the browser's HTTP cache.
 */

/** 96 MB: about 370 slices of 256², or 190 of 512². */
const SLICE_CACHE_BYTES = 96 * 1024 * 1024;

export type DecodedSlice = { width: number; height: number; stored: Uint16Array };

const decoded = new LRUCache<string, DecodedSlice>({
  maxSize: SLICE_CACHE_BYTES,
  sizeCalculation: (slice) => Math.max(1, slice.stored.byteLength),
});
const pending = new Map<string, Promise<DecodedSlice>>();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/**
 * A picture (a film or a picture series' slice, stored as WebP, JPEG or colour PNG) as a slice of
 * 8-bit greys: the browser's own decoder reads it and its luminance becomes the stored values
 * 0–255, windowed like any other (docs/imaging.md, "Pictures as stacks").
 */
async function decodePicture(bytes: ArrayBuffer): Promise<DecodedSlice> {
  const bitmap = await createImageBitmap(new Blob([bytes]));
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be decoded.');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const stored = new Uint16Array(canvas.width * canvas.height);
  for (let i = 0; i < stored.length; i++) {
    stored[i] = Math.round(
      0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!,
    );
  }
  return { width: canvas.width, height: canvas.height, stored };
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

/** The slice at `url` if it is decoded already. */
export function cachedSlice(url: string): DecodedSlice | undefined {
  return decoded.get(url);
}

/** Fetches and decodes the slice at `url` once, however often it is asked for meanwhile. */
export function loadSlice(url: string, priority: 'high' | 'low' = 'high'): Promise<DecodedSlice> {
  const ready = decoded.get(url);
  if (ready) return Promise.resolve(ready);
  const inFlight = pending.get(url);
  if (inFlight) return inFlight;
  const load = fetch(url, { priority } as RequestInit)
    .then((response) => {
      if (!response.ok) throw new Error(`The slice could not be loaded (${response.status}).`);
      return response.arrayBuffer();
    })
    .then(async (bytes) => {
      const slice = await decodeSlice(bytes);
      decoded.set(url, slice);
      return slice;
    })
    .finally(() => pending.delete(url));
  pending.set(url, load);
  return load;
}
