/** A chunk loaded on demand: call it for the chunk, or `preload()` it ahead of need. */
export type LoadOnce<T> = (() => Promise<T>) & {
  /** Starts the load; a failure is left for the call that needs the chunk to meet and report. */
  preload(): void;
};

/**
 * `load` run at most once at a time and its answer kept, for a chunk loaded on demand: a load
 * that fails (the network dropped) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  const loaded = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return Object.assign(loaded, {
    preload: () => {
      loaded().catch(() => {});
    },
  });
}
