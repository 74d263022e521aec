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

/** A 16-bit greyscale PNG's stored values; 8-bit files are widened, so one table paints both. */
function decodeSlice(bytes: ArrayBuffer): DecodedSlice {
  const png = decode(new Uint8Array(bytes));
  if (png.channels !== 1) throw new Error('A slice must be a greyscale PNG.');
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
    .then((bytes) => {
      const slice = decodeSlice(bytes);
      decoded.set(url, slice);
      return slice;
    })
    .finally(() => pending.delete(url));
  pending.set(url, load);
  return load;
}
