import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { FileStorage } from '../calls/deps';
import { contentTypeOf, isStoredFileName } from './files';

/*
 * A case's image as the server holds it: the demo pictures the seed names by their public path
 * ("/demo/bank/…", committed under public/), or a picture the console uploaded, kept in the file
 * storage under a name the server chose. A practice paper serves its films from here, at
 * addresses of its own (docs/practice.md), rather than sending the browser to either place.
 */

/** A stored file's bytes and the type they are served with. */
type StoredFile = { bytes: Uint8Array; contentType: string };

/** A committed demo picture's public path: lower-case folders and a picture's extension. */
const DEMO_PICTURE = /^\/demo(\/[a-z0-9][a-z0-9-]*)+\.(webp|png|jpe?g)$/;

/** The bytes of a case's stored image and their type; null for any other kind of address. */
export async function readCaseImage(
  storage: FileStorage,
  stored: string,
): Promise<StoredFile | null> {
  if (isStoredFileName(stored)) {
    const bytes = await storage.get(stored);
    return bytes ? { bytes, contentType: contentTypeOf(stored) } : null;
  }
  if (!DEMO_PICTURE.test(stored)) return null;
  try {
    // The server runs from the project's folder (next start, the standalone server.js, the API).
    const bytes = await readFile(path.join(process.cwd(), 'public', stored));
    return { bytes: new Uint8Array(bytes), contentType: contentTypeOf(stored) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
