import type { FileStorage } from '../calls/deps';
import { isStoredFileName } from './files';
import { refuseUnsafeName } from './safe-name';

/*
 * A series' slices in the storage the media use (disk or S3; docs/imaging.md, "DICOM in"): all
 * stored, or none. Names are the server's own (`<uuid>-0001.png`), checked like every stored name.
 */

/** How many slices are written at once: S3 round trips overlap, the disk is not flooded. */
const PARALLEL_WRITES = 8;

/** Removes `names`, whichever exist; a name that is not a stored file's is left alone. */
export async function removeSeriesFiles(storage: FileStorage, names: readonly string[]) {
  for (let at = 0; at < names.length; at += PARALLEL_WRITES) {
    await Promise.all(
      names
        .slice(at, at + PARALLEL_WRITES)
        .filter(isStoredFileName)
        .map((name) => storage.remove(name)),
    );
  }
}

/**
 * Stores every file; if one write fails, the ones written are removed and the error is thrown, so a failed upload leaves nothing behind.
 */
export async function storeSeriesFiles(
  storage: FileStorage,
  files: readonly { name: string; bytes: Uint8Array }[],
) {
  for (const { name } of files) if (!isStoredFileName(name)) refuseUnsafeName(name);
  const written: string[] = [];
  try {
    for (let at = 0; at < files.length; at += PARALLEL_WRITES) {
      const batch = files.slice(at, at + PARALLEL_WRITES);
      await Promise.all(
        batch.map(async ({ name, bytes }) => {
          await storage.put(name, bytes);
          written.push(name);
        }),
      );
    }
  } catch (error) {
    await removeSeriesFiles(storage, written).catch(() => {});
    throw error;
  }
}
