import { MAX_ID } from '@/lib/calls/domain';

/**
 * The one reader of ids and page numbers in addresses (?case=12, /video?v=3, /session?page=2,
 * a path segment): a positive whole number within PostgreSQL's `integer`, from the first value
 * if the parameter repeats, or null. `canonical` refuses leading zeros, for addresses that must
 * have one spelling (a cached copy's path).
 */
export function idFromUrl(
  value: string | string[] | null | undefined,
  { canonical = false }: { canonical?: boolean } = {},
): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !(canonical ? /^[1-9]\d{0,9}$/ : /^\d{1,10}$/).test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_ID ? id : null;
}
