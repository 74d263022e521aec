import { LRUCache } from 'lru-cache';

import { fetchSlice, type DecodedSlice } from './slice-decode';
import type { SliceAnswer, SliceRequest } from './slice-decoder.worker';

export type { DecodedSlice } from './slice-decode';

/*
 * Decoded slices, shared by every viewer on the page and bounded in bytes (docs/imaging.md,
 * "Memory"): a long paper's six series never hold more than SLICE_CACHE_BYTES of pixels, however
 * far the student scrolls; the compressed files stay in the browser's HTTP cache. They are fetched
 * and decoded in one worker, off the thread that paints (docs/imaging.md, "Decoding off the main
 * thread").
 */

/** 96 MB: about 370 slices of 256², or 190 of 512². */
const SLICE_CACHE_BYTES = 96 * 1024 * 1024;

const decoded = new LRUCache<string, DecodedSlice>({
  maxSize: SLICE_CACHE_BYTES,
  sizeCalculation: (slice) => Math.max(1, slice.stored.byteLength),
});
const pending = new Map<string, Promise<DecodedSlice>>();

type Waiting = { resolve: (slice: DecodedSlice) => void; reject: (error: Error) => void };
type Decoder = { worker: Worker; waiting: Map<number, Waiting> };

/**
 * Decoders in parallel: a noisy 512² slice takes 25–35 ms to inflate, so one worker alone keeps
 * up with about 30 slices a second; two or more (one core left to paint) keep up with a wheel.
 */
const DECODERS_AT_MOST = 4;

/** The decoding workers, started on first use; empty where there are none (no Worker, or failed). */
let decoders: Decoder[] | undefined;
let nextId = 0;

function startDecoders(): Decoder[] {
  if (decoders) return decoders;
  if (typeof Worker === 'undefined') return (decoders = []);
  const count = Math.min(DECODERS_AT_MOST, Math.max(2, (navigator.hardwareConcurrency || 2) - 1));
  decoders = Array.from({ length: count }, () => {
    const decoder: Decoder = {
      worker: new Worker(new URL('./slice-decoder.worker.ts', import.meta.url)),
      waiting: new Map(),
    };
    decoder.worker.onmessage = ({ data }: MessageEvent<SliceAnswer>) => {
      const asked = decoder.waiting.get(data.id);
      decoder.waiting.delete(data.id);
      if (!asked) return;
      if ('error' in data) asked.reject(new Error(data.error));
      else asked.resolve({ width: data.width, height: data.height, stored: data.stored });
    };
    // A worker that cannot run (a blocked script, say): what it was asked fails, and it is asked
    // nothing more; with none left, slices decode on the page.
    decoder.worker.onerror = () => {
      for (const asked of decoder.waiting.values()) {
        asked.reject(new Error('The slice decoder stopped.'));
      }
      decoder.worker.terminate();
      decoders = decoders?.filter((running) => running !== decoder);
    };
    return decoder;
  });
  return decoders;
}

/** Fetches and decodes a slice in the least busy worker, or on the page without one. */
function decodeOffThePage(url: string, priority: 'high' | 'low'): Promise<DecodedSlice> {
  const running = startDecoders();
  if (running.length === 0) return fetchSlice(url, priority);
  const decoder = running.reduce((least, next) =>
    next.waiting.size < least.waiting.size ? next : least,
  );
  const id = nextId++;
  return new Promise((resolve, reject) => {
    decoder.waiting.set(id, { resolve, reject });
    const request: SliceRequest = { id, url: new URL(url, location.href).href, priority };
    decoder.worker.postMessage(request);
  });
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
  const load = decodeOffThePage(url, priority)
    .then((slice) => {
      decoded.set(url, slice);
      return slice;
    })
    .finally(() => pending.delete(url));
  pending.set(url, load);
  return load;
}
