/**
 * Lesson media the app hosts itself (the demo lessons): a video file and its WebVTT captions,
 * named by the server and streamed to subscribers only. Kept apart from the zod schemas so the
 * player and the media route can use it cheaply.
 */

/** Hosted lesson files are served from here, followed by the file name. */
const MEDIA_ENDPOINT = '/api/media/';

/** Hosted names are chosen by the operator: a slug and an extension, nothing that could be a path. */
const MEDIA_NAME = /^[a-z0-9][a-z0-9-]{0,120}\.(webm|mp4|m4v|ogv|vtt)$/;

export function isLessonMediaName(name: string): boolean {
  return MEDIA_NAME.test(name);
}

const TYPES: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  ogv: 'video/ogg',
  vtt: 'text/vtt; charset=utf-8',
};

/** The content type a hosted lesson file is served with, from its extension. */
export function lessonMediaType(name: string): string {
  return TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * Where the browser loads a lesson's media or captions from: a hosted name goes through the media
 * route (which checks the subscription again); an external URL (YouTube, Vimeo, a CDN) or a path
 * of the site is used as it is.
 */
export function lessonMediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (isLessonMediaName(path)) return `${MEDIA_ENDPOINT}${path}`;
  return path;
}

/** A request for a hosted lesson file, as the media route passes it on. */
export type MediaRequest = {
  name: string;
  /** The Range header, e.g. `bytes=0-1023`; null for the whole file. */
  range: string | null;
  /** The If-Range header: the range applies only while the file still has this ETag. */
  ifRange: string | null;
  /** HEAD: headers only. */
  head: boolean;
};

/** The answer for a hosted lesson file: 200 or 206 with bytes; 403, 404 or 416 with a short text. */
export type MediaAnswer = {
  status: number;
  headers: Record<string, string>;
  body: ReadableStream<Uint8Array> | null;
};
