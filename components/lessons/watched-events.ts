/**
 * The player tells the related list, a separate island, that the student has just watched a
 * lesson to 90 %, so its "Watched" mark appears without a reload.
 */
const WATCHED_EVENT = 'frcr:lesson-watched';

export function announceWatched(videoId: number): void {
  window.dispatchEvent(new CustomEvent<number>(WATCHED_EVENT, { detail: videoId }));
}

/** Calls `listener` with each lesson watched from now on; returns the unsubscribe function. */
export function onWatched(listener: (videoId: number) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<number>).detail);
  window.addEventListener(WATCHED_EVENT, handle);
  return () => window.removeEventListener(WATCHED_EVENT, handle);
}
