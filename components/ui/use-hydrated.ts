import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates the server's HTML, true from then on. A button that acts only
 * through `onClick` does nothing when pressed before then, so it stays disabled until hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
