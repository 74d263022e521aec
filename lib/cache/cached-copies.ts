// Relative: next.config.ts loads this module without the @/ alias.
import { SIGN_IN_COOKIE_NAMES } from '../security/cookies';

/*
 * The list pages carry their choice in the query string (/shorts?page=2, /session?page=2,
 * /video?v=12: spec addresses, kept), which would make Next render them per request. Rewrites
 * in next.config.ts send each canonical address to a prerendered copy under a path segment
 * instead, cached like the other public pages:
 * - /shorts?page=N → /shorts/pages/N, for everyone (the grid is the same for all);
 * - /session[?page=N] → /session/for-visitors/N and /video[?v=N] → /video/for-visitors/N, only
 *   without a session cookie: a student's copy holds their bookings, plan and watched marks, so
 *   it stays rendered per request.
 * Anything else (page=1, page=01, a repeated or malformed value) is not rewritten: middleware
 * (shorts) or the dynamic page (sessions, video) redirects it to its canonical address.
 */

/** Pages 2…9999 as the URL spells them; page 1 is the bare path. */
const LIST_PAGE_PATTERN = '[2-9]|[1-9]\\d{1,3}';
/** A lesson id as the URL spells it: digits, no leading zero, within `integer`. */
const LESSON_ID_PATTERN = '[1-9]\\d{0,8}';
/** The segment of the cached copy of /video without a lesson: the library's first lesson. */
export const FIRST_LESSON = 'first';

type Condition = { type: 'query' | 'cookie'; key: string; value?: string };
export type Rewrite = {
  source: string;
  destination: string;
  has?: Condition[];
  missing?: Condition[];
};

const withoutSession: Condition[] = SIGN_IN_COOKIE_NAMES.map((key) => ({ type: 'cookie', key }));

/** The rewrites, checked before the file system so they win over the dynamic pages. */
export function cachedCopyRewrites(): Rewrite[] {
  return [
    {
      source: '/shorts',
      has: [{ type: 'query', key: 'page', value: `(?<page>${LIST_PAGE_PATTERN})` }],
      destination: '/shorts/pages/:page',
    },
    {
      source: '/session',
      has: [{ type: 'query', key: 'page', value: `(?<page>${LIST_PAGE_PATTERN})` }],
      missing: withoutSession,
      destination: '/session/for-visitors/:page',
    },
    {
      source: '/session',
      missing: [{ type: 'query', key: 'page' }, ...withoutSession],
      destination: '/session/for-visitors/1',
    },
    {
      source: '/video',
      has: [{ type: 'query', key: 'v', value: `(?<v>${LESSON_ID_PATTERN})` }],
      missing: withoutSession,
      destination: '/video/for-visitors/:v',
    },
    {
      source: '/video',
      missing: [{ type: 'query', key: 'v' }, ...withoutSession],
      destination: `/video/for-visitors/${FIRST_LESSON}`,
    },
  ];
}

/** A page number from a cached copy's path segment: only the canonical spellings. */
export function cachedPageParam(segment: string, { first = 2 } = {}): number | null {
  if (!new RegExp(`^(?:${LIST_PAGE_PATTERN})$`).test(segment) && segment !== '1') return null;
  const page = Number(segment);
  return page >= first ? page : null;
}
