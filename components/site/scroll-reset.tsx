'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Navigating to a new path starts the new page at the top. Back and forward keep
 * the browser's own scroll restoration, and links to an in-page anchor keep their target.
 */
export function ScrollReset() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  // The path reached by the last back/forward step, so its scroll position is left alone.
  const fromHistory = useRef<string | null>(null);

  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const skip = fromHistory.current === pathname || window.location.hash !== '';
    fromHistory.current = null;
    if (!skip) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
