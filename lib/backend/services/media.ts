import { FILE_ENDPOINT } from '@/lib/contract/fields';

/** Stored images are either public paths ("/demo/…") or uploaded file names behind the file endpoint. */
export function imageUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  return stored.startsWith('/') ? stored : `${FILE_ENDPOINT}${encodeURIComponent(stored)}`;
}
