import type { GuardReason } from '@/components/guard/capture-keys';

/*
 * A page that must not be left when the anti-capture guard answers (a running paper: its clock
 * keeps running on the server) registers a warning instead. While one is registered the guard
 * calls it and neither blacks the screen out nor leaves the page (docs/public-pages.md).
 */

type Warn = (reason: GuardReason) => void;

let current: Warn | null = null;

/** Registers `warn` for as long as the page shows; returns the function that removes it. */
export function warnInsteadOfRestricting(warn: Warn): () => void {
  current = warn;
  return () => {
    if (current === warn) current = null;
  };
}

/** The registered warning, if a page has one. */
export function registeredWarning(): Warn | null {
  return current;
}
