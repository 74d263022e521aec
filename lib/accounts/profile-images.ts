import { randomUUID } from 'node:crypto';

import sharp from 'sharp';

import { MAX_IMAGE_BYTES, messages } from '@/lib/calls/fields';

import type { FileStorage } from '../calls/deps';
import { unprocessable } from '../calls/service-error';

/** Longest side of a stored profile photo; avatars are shown at 40–120 px. */
const STORED_SIZE = 512;
/** Refuse pixel bombs (a tiny file that decodes to gigapixels) before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

export const NOT_AN_IMAGE =
  'Profile image must be an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF)';
const UNREADABLE_IMAGE = 'The profile image could not be read. Please choose another image.';

type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif' | 'tiff';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What the first bytes say the file is; the name and the browser's type are not trusted. */
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

/**
 * Checks an uploaded photo by its content and re-encodes it (EXIF orientation applied, metadata
 * dropped, at most STORED_SIZE px, WebP), under a name the server chooses. Throws the message
 * the student sees when the file is too large, not an image, or cannot be decoded.
 */
async function prepareProfileImage(file: Blob): Promise<{ name: string; bytes: Uint8Array }> {
  if (file.size > MAX_IMAGE_BYTES) throw unprocessable(messages.imageTooLarge);
  const input = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(input);
  if (!kind) throw unprocessable(NOT_AN_IMAGE);

  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height || meta.format === 'svg') throw new Error('no raster image');
    const output = await image
      .rotate()
      .resize(STORED_SIZE, STORED_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { name: `${randomUUID()}.webp`, bytes: new Uint8Array(output) };
  } catch {
    throw unprocessable(UNREADABLE_IMAGE);
  }
}

/** Prepares and stores a photo; answers the stored file name. */
export async function storeProfileImage(storage: FileStorage, file: Blob): Promise<string> {
  const { name, bytes } = await prepareProfileImage(file);
  await storage.put(name, bytes);
  return name;
}

/** Uploaded names are bare file names; public demo images are paths ("/demo/…") and stay. */
export function isUploadedFile(stored: string | null | undefined): stored is string {
  return !!stored && !stored.startsWith('/') && !/^https?:/i.test(stored);
}
