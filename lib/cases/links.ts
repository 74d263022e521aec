import { routes } from '@/lib/routes';

/*
 * The shorts pages carry their choice in the query string, so any of them can be linked,
 * reloaded and indexed: /shorts?page=2, /subshorts?short=3, /subshortsdetails?case=12.
 */

export const shortsPageHref = (page: number) =>
  page > 1 ? `${routes.shorts.path}?page=${page}` : routes.shorts.path;
export const categoryHref = (shortId: number) => `${routes.subShorts.path}?short=${shortId}`;
export const caseHref = (subshortId: number) => `${routes.subShortDetails.path}?case=${subshortId}`;
