import { routes } from '@/lib/routes';

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

/** A lesson's page in the console: its words, media, captions, cover, place and related lessons. */
export const consoleLessonHref = (videoId: number) => `${routes.consoleLesson.path}/${videoId}`;

/** The console's preview of a lesson as the public page would show it, drafts included. */
export const consoleLessonPreviewHref = (videoId: number) =>
  `${routes.consoleLessonPreview.path}/${videoId}`;
