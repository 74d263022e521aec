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
