'use client';

import { usePathname } from 'next/navigation';

import { activeNavHref } from '@/lib/navigation';
import type { NavItem } from '@/lib/routes';

import { cn } from '@/components/ui/cn';
import { IntentLink } from '@/components/ui/intent-link';
import { useHydrated } from '@/components/ui/use-hydrated';

/** The top navigation list; the item matching the current path is marked aria-current="page". */
export function NavLinks({ items }: { items: readonly NavItem[] }) {
  const pathname = usePathname() ?? '/';
  const active = activeNavHref(items, pathname);
  // The prerendered not-found page is served for every unknown path, so its HTML cannot know
  // which item is active, and hydration leaves mismatched attributes as they are. Re-creating
  // the list once hydrated applies the active state of the path actually shown.
  const hydrated = useHydrated();

  return (
    <ul
      key={hydrated ? 'client' : 'server'}
      className="flex flex-col gap-1 lg:flex-row lg:items-center lg:gap-1 xl:gap-2"
    >
      {items.map((item) => {
        const current = item.href === active;
        return (
          <li key={item.href}>
            <IntentLink
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-2 text-[0.95rem] font-semibold whitespace-nowrap transition-colors lg:px-2 xl:px-3',
                current
                  ? 'bg-brand-50 text-brand-700 lg:bg-transparent lg:shadow-[inset_0_-2px_0_var(--color-brand-700)]'
                  : 'text-slate-700 hover:bg-slate-50 hover:text-brand-700',
              )}
            >
              {item.label}
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
