import { FILE_ENDPOINT } from './file-endpoint';

/** Stored file names are server-chosen: a UUID and an extension, nothing that could be a path. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,100}\.(webp|jpe?g|png|gif|avif)$/;

export function isStoredFileName(name: string): boolean {
  return STORED_NAME.test(name);
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The content type served for a stored file, from its (server-chosen) extension. */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}

/**
 * Where the browser loads a stored image from: uploaded names go through the file endpoint;
 * public paths ("/demo/…") and absolute URLs are used as they are.
 */
export function storedFileUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (stored.startsWith('/') || /^https?:\/\//i.test(stored)) return stored;
  return `${FILE_ENDPOINT}${encodeURIComponent(stored)}`;
}
