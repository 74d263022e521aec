'use client';

import { useEffect, useState } from 'react';

import { ArrowUpIcon } from '@/components/ui/icons';

/** Scroll distance beyond which the button shows. */
const SCROLL_TOP_THRESHOLD_PX = 500;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** A floating button that appears after scrolling down and takes the page back to the top. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
      className="fixed right-5 bottom-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/30 transition-colors hover:bg-brand-800 focus-visible:outline-offset-4 sm:right-8 sm:bottom-8"
    >
      <ArrowUpIcon className="size-6" />
    </button>
  );
}
