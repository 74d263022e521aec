/**
 * An oral case's recording as the browser reaches it (docs/practice.md): played back through the
 * recording route, which serves it only to the student whose paper it is. Zod-free, so the
 * recorder component and the route use it cheaply.
 */

/** Recordings are played from here, with the paper and the case's position as query parameters. */
const RECORDING_ENDPOINT = '/api/practice/recording';

/**
 * Where the student plays a stored recording. The stored name's first characters change with
 * every new recording, so an audio element reloads it after a replacement.
 */
export function recordingUrl(paperId: number, position: number, stored: string): string {
  return `${RECORDING_ENDPOINT}?paper=${paperId}&position=${position}&v=${stored.slice(4, 12)}`;
}

/** A request for a recording, as the recording route passes it on. */
export type RecordingRequest = {
  paperId: number;
  position: number;
  /** The Range header, e.g. `bytes=0-1023`; null for the whole file. */
  range: string | null;
  /** HEAD: headers only. */
  head: boolean;
};
