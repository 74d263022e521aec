/*
 * How a lesson's encrypted adaptive stream reaches the player (docs/streaming.md, "The player's
 * contract"). The lesson's answer (`video/view`) carries it as `video.stream` for a student who may
 * watch; the player plays it with hls.js and asks `video/view` again for a fresh token before the
 * one it has ends. Without zod, so the player's island ships none of it; the server's schema for
 * the field follows this type.
 */

/** The query parameter carrying the playback token on every address of a stream. */
export const STREAM_TOKEN_PARAMETER = 'token';

/** An HLS package of the lesson: AES-128 segments whose key only an entitled student gets. */
export type HlsLessonStream = {
  kind: 'hls';
  /**
   * The master playlist on this site, with the playback token:
   * `/api/lessons/<videoId>/stream/master.m3u8?token=…`. Every address the playlists hold is
   * relative to it and carries the same token.
   */
  master: string;
  /** When the token stops being accepted (ISO 8601, the server's clock): for logs and people. */
  expiresAt: string;
  /**
   * Seconds from this answer until then. The player schedules its renewal from it, so a wrong
   * clock on the student's device does not matter.
   */
  expiresInSeconds: number;
};

/** What a lesson streams as; progressive files and external links stay in `video.path`. */
export type LessonStream = HlsLessonStream;

/**
 * The renewal request: `video/view` with the lesson and the token in use. The server answers a
 * fresh `stream` for the same playback (the token keeps its stream id, so the concurrent-stream
 * count does not see a second device), or the refusals of `video/view` (signed out, no plan).
 */
export type StreamRenewalRequest = { videoId: number; stream: string };

/** Where a lesson's stream files are answered: `<prefix><file name>?token=…`. */
export function lessonStreamPrefix(videoId: number): string {
  return `/api/lessons/${videoId}/stream/`;
}

/** The token in a stream address; null when it has none. */
export function streamTokenOf(address: string): string | null {
  const query = address.indexOf('?');
  if (query < 0) return null;
  return new URLSearchParams(address.slice(query + 1)).get(STREAM_TOKEN_PARAMETER);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `value` is a stream of lesson `videoId` the player may load: an HLS master playlist at
 * the lesson's own stream address on this site, with a token and a time left. Anything else (an
 * absolute URL, another lesson's address, a missing token) is not played.
 */
export function isLessonStream(value: unknown, videoId: number): value is LessonStream {
  if (!isRecord(value) || value.kind !== 'hls') return false;
  const { master, expiresAt, expiresInSeconds } = value;
  return (
    typeof master === 'string' &&
    master.startsWith(lessonStreamPrefix(videoId)) &&
    /^[^?#/\\]+\.m3u8\?/.test(master.slice(lessonStreamPrefix(videoId).length)) &&
    !!streamTokenOf(master) &&
    typeof expiresAt === 'string' &&
    !Number.isNaN(Date.parse(expiresAt)) &&
    typeof expiresInSeconds === 'number' &&
    Number.isFinite(expiresInSeconds) &&
    expiresInSeconds > 0
  );
}

/** The stream a lesson's answer carries, when it carries one the player may load. */
export function lessonStreamOf(video: { videoId: number; stream?: unknown }): LessonStream | null {
  return isLessonStream(video.stream, video.videoId) ? video.stream : null;
}
