'use client';

import { useEffect, useState, type ReactNode } from 'react';

import { cn } from '@/components/ui/cn';

/** Scroll distance at which the header takes its fixed style. */
const HEADER_FIXED_THRESHOLD_PX = 10;

/** The sticky header bar; it gains a shadow and a solid edge once the page has scrolled. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    const update = () => setFixed(window.scrollY >= HEADER_FIXED_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      data-fixed={fixed ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        fixed ? 'border-slate-200 bg-white shadow-md' : 'border-transparent bg-white',
      )}
    >
      {children}
    </header>
  );
}
