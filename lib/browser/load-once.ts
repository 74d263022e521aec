/**
 * `load` run at most once at a time and its answer kept, for a chunk loaded on demand: a load
 * that fails (the network dropped) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
