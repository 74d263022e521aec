'use client';

import type { MouseEvent } from 'react';
import { Toaster as Sonner } from 'sonner';

/** How long product notices stay up. */
export const TOAST_DURATION_MS = 1000;

/** Clicking anywhere on a toast closes it, as its close button does. */
function closeClickedToast(event: MouseEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (target.closest('button, a')) return;
  const toast = target.closest('[data-sonner-toast]');
  toast?.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
}

/**
 * The app's single toast region: top right, dark, 1 s, paused while hovered, dismissed by a
 * click or a swipe to the side or upwards.
 */
export function Toaster() {
  return (
    // The wrapper only catches clicks bubbling from the toasts; it has no role of its own.
    <div onClick={closeClickedToast}>
      <Sonner
        position="top-right"
        theme="dark"
        duration={TOAST_DURATION_MS}
        closeButton
        swipeDirections={['right', 'top']}
        toastOptions={{
          className: 'toast-with-progress',
          style: { ['--toast-duration' as string]: `${TOAST_DURATION_MS}ms` },
          closeButtonAriaLabel: 'Close notification',
        }}
      />
    </div>
  );
}
