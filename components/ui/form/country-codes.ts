/*
 * Country badges drawn locally (the ISO code on a tile) instead of the phone library's default
 * flag images, which it loads from a third-party CDN: no request leaves the site for a form field.
 * Zero-dependency, so the fields' first paint can show one before the picker loads.
 */

export function countryBadge(iso2: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="20" viewBox="0 0 28 20"><rect width="28" height="20" rx="3" fill="#f1f5f9" stroke="#cbd5e1"/><text x="14" y="14" font-family="Arial,sans-serif" font-size="10" font-weight="700" text-anchor="middle" fill="#334155">${iso2.toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PREFERRED_COUNTRIES = ['in', 'gb'];

// Several countries share a dial code; prefer the likely one for this audience.
export const PREFERRED_BY_DIAL_CODE: Record<string, string> = { '91': 'in', '44': 'gb', '1': 'us' };

/**
 * The dial code a number typed as "+44 7700 900123" starts with, among the preferred countries';
 * otherwise the one already chosen. Enough for the plain control shown before the picker loads.
 */
export function dialCodeTyped(typed: string, chosen: string): string {
  if (!typed.trimStart().startsWith('+')) return chosen;
  const digits = typed.replace(/\D/g, '');
  if (digits.startsWith(chosen)) return chosen;
  return Object.keys(PREFERRED_BY_DIAL_CODE).find((code) => digits.startsWith(code)) ?? chosen;
}
