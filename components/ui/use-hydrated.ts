import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates the server's HTML, true from then on. A control that acts through
 * its handlers (a button's `onClick`, a form's `onSubmit`) would do nothing, or the browser's
 * default, when used before then, so it stays disabled until hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
