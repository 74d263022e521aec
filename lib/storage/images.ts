import { randomUUID } from 'node:crypto';

import sharp from 'sharp';

import { MAX_IMAGE_BYTES } from '../calls/domain';
import type { FileStorage } from '../calls/deps';
import { unprocessable } from '../calls/service-error';

/*
 * Every uploaded picture (a profile photo, a lesson's cover, a case's film, a session's picture)
 * is checked by its content and re-encoded here: the name and the browser's type are not trusted,
 * metadata is dropped, and what is stored is a WebP the server made under a name it chose.
 */

/** Refuse pixel bombs (a tiny file that decodes to gigapixels) before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | 'tiff';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What the first bytes say the file is. */
function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^(avif|avis|heic|heix|mif1)$/.test(ascii(bytes, 8, 12))) {
    return 'heif';
  }
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'tiff';
  }
  return null;
}

/** How one kind of picture is kept, and what its uploader reads when a file will not do. */
export type ImageRules = {
  /** The longest side stored, in pixels (smaller pictures are not enlarged). */
  maxSide: number;
  /** WebP quality, 85 unless a picture needs finer detail kept (a case's film). */
  quality?: number;
  messages: { tooLarge: string; notAnImage: string; unreadable: string };
};

/**
 * Checks an uploaded picture by its content and re-encodes it (EXIF orientation applied,
 * metadata dropped, at most `maxSide` px, WebP), under a name the server chooses. Throws the
 * uploader's message (422) when the file is too large, not an image, or cannot be decoded.
 */
async function prepareImage(
  file: Blob,
  rules: ImageRules,
): Promise<{ name: string; bytes: Uint8Array }> {
  if (file.size > MAX_IMAGE_BYTES) throw unprocessable(rules.messages.tooLarge);
  const input = new Uint8Array(await file.arrayBuffer());
  if (!sniffImage(input)) throw unprocessable(rules.messages.notAnImage);

  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height || meta.format === 'svg') throw new Error('no raster image');
    const output = await image
      .rotate()
      .resize(rules.maxSide, rules.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: rules.quality ?? 85 })
      .toBuffer();
    return { name: `${randomUUID()}.webp`, bytes: new Uint8Array(output) };
  } catch {
    throw unprocessable(rules.messages.unreadable);
  }
}

/** Prepares and stores a picture; answers the stored file name. */
export async function storeImage(
  storage: FileStorage,
  file: Blob,
  rules: ImageRules,
): Promise<string> {
  const { name, bytes } = await prepareImage(file, rules);
  await storage.put(name, bytes);
  return name;
}

/** Uploaded names are bare file names; public demo images are paths ("/demo/…") and stay. */
export function isUploadedFile(stored: string | null | undefined): stored is string {
  return !!stored && !stored.startsWith('/') && !/^https?:/i.test(stored);
}
