/*
 * What a lesson file is, read from its bytes, never from its name or the type the browser claims
 * (docs/storage.md, "Lesson originals"). Zod-free and free of Node: the console checks a file with
 * it before uploading, and the server checks the stored object with it again.
 */

/** The kinds of lesson files taken, by the extension each is stored under. */
export type VideoExtension = 'mp4' | 'm4v' | 'webm' | 'ogv';

/** The bytes the kind is read from. */
export const VIDEO_HEAD_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** ISO base media brands that are pictures (HEIF, AVIF), not movies. */
const PICTURE_BRANDS = /^(avif|avis|heic|heix|hevc|mif1|msf1)$/;

/** The extension a lesson file is stored under, from its first bytes; null when not a video. */
export function videoExtensionOf(bytes: Uint8Array): VideoExtension | null {
  const head = bytes.subarray(0, VIDEO_HEAD_BYTES);
  if (head.length < 12) return null;
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (PICTURE_BRANDS.test(brand)) return null;
    return brand === 'M4V ' || brand === 'M4VH' || brand === 'M4VP' ? 'm4v' : 'mp4';
  }
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    // An EBML file: Matroska or WebM, whose DocType is near the start.
    const text = ascii(head, 4, head.length);
    return text.includes('webm') || text.includes('matroska') ? 'webm' : null;
  }
  if (ascii(head, 0, 4) === 'OggS') return 'ogv';
  return null;
}

/** Whether two extensions name the same container (an .m4v is an MP4 by another name). */
export function sameContainer(a: VideoExtension, b: VideoExtension): boolean {
  const family = (extension: VideoExtension) => (extension === 'm4v' ? 'mp4' : extension);
  return family(a) === family(b);
}

/** The extension a file's name promises, when it is one of the kinds taken. */
export function videoExtensionOfName(name: string): VideoExtension | null {
  const match = /\.(mp4|m4v|webm|ogv)$/i.exec(name);
  return match ? (match[1]!.toLowerCase() as VideoExtension) : null;
}

/** The content type a lesson original is stored with. */
export function videoContentType(extension: VideoExtension): string {
  return { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg' }[extension];
}

/** Reads `length` bytes at `offset` of a file being checked (a stored object, a browser's File). */
export type ByteReader = (offset: number, length: number) => Promise<Uint8Array>;

/** At most this many top-level boxes are walked: a movie has a handful. */
const MAX_BOXES = 64;

/**
 * Whether an MP4's top-level boxes are a movie's: `ftyp`, then boxes that tile the file exactly,
 * among them the movie's header (`moov`) and its media (`mdat`, or fragments' `moof`). A file
 * that only starts like an MP4 (a renamed picture, a truncated upload, bytes after a header)
 * fails.
 */
async function isWholeMp4(read: ByteReader, size: number): Promise<boolean> {
  let offset = 0;
  const seen = new Set<string>();
  for (let boxes = 0; offset < size; boxes += 1) {
    if (boxes >= MAX_BOXES || size - offset < 8) return false;
    const header = await read(offset, Math.min(16, size - offset));
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    let length = view.getUint32(0);
    const type = ascii(header, 4, 8);
    if (length === 1) {
      if (header.length < 16) return false;
      length = Number(view.getBigUint64(8));
    } else if (length === 0) {
      length = size - offset; // the last box runs to the end
    }
    if (length < 8 || offset + length > size) return false;
    if (boxes === 0 && type !== 'ftyp') return false;
    seen.add(type);
    offset += length;
  }
  return seen.has('moov') && (seen.has('mdat') || seen.has('moof'));
}

/**
 * Checks a whole lesson file by its content: the kind its first bytes say, and for an MP4 the
 * box structure. Null when it is not a video.
 */
export async function checkVideo(read: ByteReader, size: number): Promise<VideoExtension | null> {
  if (size < 12) return null;
  const extension = videoExtensionOf(await read(0, Math.min(VIDEO_HEAD_BYTES, size)));
  if (!extension) return null;
  if (sameContainer(extension, 'mp4') && !(await isWholeMp4(read, size))) return null;
  return extension;
}
