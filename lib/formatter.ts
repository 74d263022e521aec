/**
 * An Intl formatter built when first asked for, not when its module is evaluated: the first one a
 * page builds starts the browser's ICU data, tens of milliseconds of one task while the page loads
 * (docs/performance.md, "Dates on a page's load"). `lib/calls/browser-imports.test.ts` refuses a
 * formatter built at the top of a module the site's islands load.
 *
 *   const when = formatter(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }));
 *   when().format(date);
 */
export function formatter<F>(build: () => F): () => F {
  let built: F | undefined;
  return () => (built ??= build());
}

const ukDay = formatter(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/London',
    }),
);

/** The day an instant falls on, on the UK's calendar, as the site writes it: "20 Nov 2026". */
export const formatUkDay = (iso: string): string => ukDay().format(new Date(iso));
