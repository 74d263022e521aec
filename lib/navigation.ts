import type { NavItem } from '@/lib/routes';

/**
 * The path used to decide which menu item is active: query and hash removed, trailing slashes
 * removed, and one trailing numeric segment dropped ("/video/12" marks Videos).
 */
export function normalizeNavPath(pathname: string): string {
  let path = pathname.split(/[?#]/, 1)[0] || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const segments = path.split('/').filter(Boolean);
  if (segments.length > 0 && /^\d+$/.test(segments[segments.length - 1])) segments.pop();
  return `/${segments.join('/')}`;
}

function inSection(path: string, base: string): boolean {
  return base === '/' ? path === '/' : path === base || path.startsWith(`${base}/`);
}

/** Whether a menu item is the active one for the given pathname. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = normalizeNavPath(pathname);
  if (item.match === 'prefix' && item.href !== '/') return path.startsWith(item.href);
  if (inSection(path, item.href)) return true;
  return (item.alsoActiveOn ?? []).some((base) => inSection(path, base));
}

/** The href of the first active item, or null when no item matches the pathname. */
export function activeNavHref(items: readonly NavItem[], pathname: string): string | null {
  return items.find((item) => isNavItemActive(item, pathname))?.href ?? null;
}
