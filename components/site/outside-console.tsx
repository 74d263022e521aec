'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import { routes } from '@/lib/routes';

/**
 * The site's own parts (its header and footer, rendered on the server and passed in): left out of
 * the console, which draws its own bar. The path is known while rendering, so a console page's
 * HTML never holds them either.
 */
export function OutsideConsole({ children }: { children: ReactNode }) {
  const path = usePathname() ?? '/';
  const inConsole = path === routes.console.path || path.startsWith(`${routes.console.path}/`);
  return inConsole ? null : children;
}
