'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element is within a screen's height of the viewport, and stays so: a
 * carousel measures its slides only then, so it is not part of the page's start-up work.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
