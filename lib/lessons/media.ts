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

/**
 * What an external media link is, when the lesson player (react-player 3) plays it on this site:
 * a YouTube or Vimeo page, or a file the browser plays itself. Null for anything else, such as
 * HLS and DASH streams, whose players fetch from hosts the site's Content-Security-Policy does not
 * let scripts connect to.
 */
export function mediaLinkKind(url: string): 'youtube' | 'vimeo' | 'file' | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase();
  const path = parsed.pathname;
  if (/^(www\.|m\.)?youtube(-nocookie)?\.com$/.test(host)) {
    const id =
      path === '/watch'
        ? parsed.searchParams.get('v')
        : /^\/(embed|shorts|live)\/([\w-]{11})$/.exec(path)?.[2];
    return id && /^[\w-]{11}$/.test(id) ? 'youtube' : null;
  }
  if (host === 'youtu.be') return /^\/[\w-]{11}$/.test(path) ? 'youtube' : null;
  if (/^(www\.|player\.)?vimeo\.com$/.test(host)) {
    return /^\/(video\/)?\d+(\/[\da-f]+)?$/.test(path) ? 'vimeo' : null;
  }
  return /\.(mp4|m4v|webm|ogv)$/i.test(path) ? 'file' : null;
}

/** Whether a captions link is one the player can load: an https address of a .vtt file. */
export function isCaptionsLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && /\.vtt$/i.test(parsed.pathname);
  } catch {
    return false;
  }
}
