/*
 * The video page's addresses. The lesson is in the query string (/video?v=12), so a lesson can be
 * linked, shared, reloaded and indexed.
 */

const VIDEO_PATH = '/video';

/** The CSS class of the element holding the gated player; the lesson's JSON-LD names it. */
export const GATED_PLAYER_CLASS = 'lesson-player';

/** The address of a lesson (the library's first lesson when none is chosen). */
export const videoHref = (videoId?: number | null) =>
  videoId ? `${VIDEO_PATH}?v=${videoId}` : VIDEO_PATH;

/** A lesson id as the URL spells it canonically: digits, no leading zero, within `integer`. */
const CANONICAL_ID = '[1-9]\\d{0,8}';

/** A lesson id from a query or path parameter (the first, if repeated), or null. */
export function lessonIdParam(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !new RegExp(`^${CANONICAL_ID}$`).test(text)) return null;
  return Number(text);
}
