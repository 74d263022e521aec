/*
 * The playlists of a packaged lesson (docs/streaming.md, "Stored package" and "Serving"). A
 * package is one flat folder: every file a plain name, no folders, so the names the playlists
 * hold are the only names a request may ask for, and none can climb out of the package. The
 * stored playlists name the key `key`; each request gets them rewritten with its playback token
 * on every address (`…?token=…`), relative, so the package can sit under any path.
 */

/** The name the stored playlists give the lesson's key; the key route answers it. */
export const KEY_NAME = 'key';

/** The master playlist's name in a package. */
export const MASTER_PLAYLIST = 'master.m3u8';

/** The query parameter that carries the playback token on every address. */
export const TOKEN_PARAMETER = 'token';

/** A name in a package: letters, digits, `.`, `_`, `-`; never `..`, a slash or a query. */
const PACKAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/;

/** Whether `name` may be a file of a package (and so be asked for). */
export function isPackageFileName(name: string): boolean {
  return PACKAGE_NAME.test(name) && !name.includes('..');
}

/** A playlist that names something other than a file of its own package. */
export class UnsafePlaylistError extends Error {
  constructor(entry: string) {
    super(`The playlist names ${JSON.stringify(entry.slice(0, 120))}, not a file of its package.`);
    this.name = 'UnsafePlaylistError';
  }
}

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};

/** What a package's file is served as; null for a name the package cannot hold. */
export function packageFileType(name: string): string | null {
  if (!isPackageFileName(name)) return null;
  if (name === KEY_NAME) return 'application/octet-stream';
  return TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? null;
}

/**
 * How long a browser or a CDN may keep a package's file: segments and the init section never
 * change under their name (a new packaging is a new package), so they are immutable; playlists
 * carry a token and the key is the secret, so neither is kept anywhere.
 */
export function packageFileCaching(name: string): string {
  return /\.(m4s|mp4)$/.test(name) ? 'private, max-age=31536000, immutable' : 'private, no-store';
}

/** One media segment of a media playlist. */
type PlaylistSegment = { uri: string; durationSeconds: number };

/** What packaging reads back from the media playlists ffmpeg writes. */
export type MediaPlaylist = {
  targetDurationSeconds: number;
  mediaSequence: number;
  /** The EXT-X-MAP init section of fMP4 segments. */
  initUri: string | null;
  segments: PlaylistSegment[];
};

const attribute = (line: string, name: string) =>
  new RegExp(`(?:^|[:,])${name}="([^"]*)"`).exec(line)?.[1] ?? null;

/** Reads a VOD media playlist (ffmpeg's): its segments and their durations, its init section. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') throw new Error('Not an HLS playlist.');
  const playlist: MediaPlaylist = {
    targetDurationSeconds: 0,
    mediaSequence: 0,
    initUri: null,
    segments: [],
  };
  let duration: number | null = null;
  for (const line of lines.slice(1)) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) {
      playlist.targetDurationSeconds = Number(line.slice(22));
    } else if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) {
      playlist.mediaSequence = Number(line.slice(22));
    } else if (line.startsWith('#EXT-X-MAP:')) {
      playlist.initUri = attribute(line, 'URI');
    } else if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice(8));
    } else if (line && !line.startsWith('#')) {
      if (duration === null || !Number.isFinite(duration)) throw new Error(`No EXTINF for ${line}`);
      playlist.segments.push({ uri: line, durationSeconds: duration });
      duration = null;
    }
  }
  return playlist;
}

const seconds = (value: number) => value.toFixed(3);

/** A stored media playlist: fMP4 segments after their init section, all under the lesson's key. */
export function writeMediaPlaylist(playlist: MediaPlaylist, encrypted: boolean): string {
  const target = Math.max(1, ...playlist.segments.map((s) => Math.round(s.durationSeconds)));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${playlist.mediaSequence}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    // Before the key: the init section holds no samples and stays clear (RFC 8216 §4.3.2.5).
    ...(playlist.initUri ? [`#EXT-X-MAP:URI="${playlist.initUri}"`] : []),
    ...(encrypted ? [`#EXT-X-KEY:METHOD=AES-128,URI="${KEY_NAME}"`] : []),
    ...playlist.segments.flatMap((s) => [`#EXTINF:${seconds(s.durationSeconds)},`, s.uri]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** A rendition as the master playlist lists it. */
export type VariantStream = {
  uri: string;
  /** Peak bits per second over any segment, and the average over the whole. */
  bandwidth: number;
  averageBandwidth: number;
  width: number;
  height: number;
  frameRate: number | null;
  /** RFC 6381 codecs, e.g. `avc1.64001f,mp4a.40.2`. */
  codecs: string;
};

/** The captions as the master playlist lists them. */
export type SubtitlesRendition = { uri: string; language: string; name: string };

/** The subtitles group's id in the master playlist. */
const SUBTITLES_GROUP = 'captions';

/** The master playlist: the renditions, lowest first, and the captions when there are some. */
export function writeMasterPlaylist(
  variants: readonly VariantStream[],
  subtitles: SubtitlesRendition | null,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  if (subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLES_GROUP}",NAME="${subtitles.name}",` +
        `LANGUAGE="${subtitles.language}",DEFAULT=NO,AUTOSELECT=YES,URI="${subtitles.uri}"`,
    );
  }
  for (const v of [...variants].sort((a, b) => a.bandwidth - b.bandwidth)) {
    const attributes = [
      `BANDWIDTH=${v.bandwidth}`,
      `AVERAGE-BANDWIDTH=${v.averageBandwidth}`,
      `RESOLUTION=${v.width}x${v.height}`,
      `CODECS="${v.codecs}"`,
      ...(v.frameRate ? [`FRAME-RATE=${v.frameRate.toFixed(3)}`] : []),
      ...(subtitles ? [`SUBTITLES="${SUBTITLES_GROUP}"`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, v.uri);
  }
  return `${lines.join('\n')}\n`;
}

/** The subtitles playlist: the whole WebVTT file as one segment as long as the lesson. */
export function writeSubtitlesPlaylist(vttUri: string, durationSeconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(durationSeconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds(durationSeconds)},`,
    vttUri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/**
 * The playlist a student is given: the stored `playlist` with `token` on every address it holds
 * (segments, init section, key, renditions, captions), each still relative. Throws
 * UnsafePlaylistError when an address is not a plain file name of the package (an absolute URL,
 * a path, `..`, a query), so a tampered store cannot send the player elsewhere.
 */
export function playlistForPlayback(playlist: string, token: string): string {
  const query = `?${TOKEN_PARAMETER}=${encodeURIComponent(token)}`;
  const address = (name: string) => {
    if (!isPackageFileName(name)) throw new UnsafePlaylistError(name);
    return `${name}${query}`;
  };
  const lines = playlist.split(/\r?\n/);
  if (lines[0]?.trim() !== '#EXTM3U') throw new Error('Not an HLS playlist.');
  return lines
    .map((raw) => {
      const line = raw.trim();
      if (line === '') return line;
      if (!line.startsWith('#')) return address(line);
      return line.replace(/([:,])URI="([^"]*)"/g, (_, lead: string, uri: string) => {
        return `${lead}URI="${address(uri)}"`;
      });
    })
    .join('\n');
}
