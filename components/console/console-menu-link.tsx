'use client';

import { usePathname } from 'next/navigation';

import { routes } from '@/lib/routes';

import { focusOutline } from '@/components/ui/form/field-classes';
import { IntentLink } from '@/components/ui/intent-link';
import { cn } from '@/components/ui/cn';

/** Pages whose first segment is not their section's, singular or plural. */
const SECTION_OF: Record<string, string> = {
  category: 'cases',
  'case-preview': 'cases',
  'lesson-preview': 'lessons',
  'session-preview': 'sessions',
  page: 'pages',
  preview: 'pages',
};

/** The section a console path belongs to: `/console/lesson/4` is in Lessons (`lessons`). */
function sectionOf(path: string): string {
  const segment = path.split('/')[2] ?? '';
  return SECTION_OF[segment] ?? segment;
}

/**
 * A link of the console's menu, marked `aria-current="page"` on its own section's pages (a
 * lesson's page marks Lessons): the one part of the menu that needs the path, so the layout stays
 * server-rendered.
 */
export function ConsoleMenuLink({ href, label }: { href: string; label: string }) {
  const path = usePathname() ?? '';
  const mine = sectionOf(href);
  const current =
    href === routes.console.path
      ? path === href
      : path !== routes.console.path &&
        (sectionOf(path) === mine || `${sectionOf(path)}s` === mine);
  return (
    <IntentLink
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'block rounded-md px-3 py-1.5 font-semibold hover:bg-slate-100 hover:text-brand-700',
        focusOutline,
        current ? 'bg-slate-100 text-slate-900 underline underline-offset-4' : 'text-slate-700',
      )}
    >
      {label}
    </IntentLink>
  );
}
