'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';

import { cn } from '@/components/ui/cn';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { HandlerButton } from '@/components/ui/handler-button';

const MENU_ID = 'site-menu';

/**
 * The menu toggle and the collapsible panel it controls. Below the lg breakpoint the panel opens
 * and closes with the toggle, and any link inside it closes it; from lg up it is always shown.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };

  return (
    <>
      <HandlerButton
        type="button"
        className="inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700 lg:hidden"
        aria-controls={MENU_ID}
        aria-expanded={open}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </HandlerButton>
      {/* Clicks bubble up from the links inside; the panel itself is not interactive. */}
      <div
        id={MENU_ID}
        onClick={closeOnLink}
        className={cn(
          open ? 'flex' : 'hidden',
          'mt-2 max-h-[calc(100dvh-5rem)] basis-full flex-col gap-4 overflow-y-auto border-t border-slate-200 py-4',
          'lg:mt-0 lg:flex lg:max-h-none lg:flex-1 lg:basis-auto lg:flex-row lg:items-center lg:justify-between lg:gap-6 lg:overflow-visible lg:border-0 lg:py-0 lg:pl-8',
        )}
      >
        {children}
      </div>
    </>
  );
}
