import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { FileStorage } from '../calls/deps';
import { isSafeName, refuseUnsafeName } from './safe-name';

/** Files on local disk; names are chosen by the server and checked so none escapes the folder. */
export function createDiskStorage(dir: string): FileStorage {
  const pathOf = (name: string) => (isSafeName(name) ? path.join(dir, name) : null);
  return {
    async put(name, bytes) {
      const file = pathOf(name);
      if (!file) return refuseUnsafeName(name);
      await mkdir(dir, { recursive: true });
      await writeFile(file, bytes);
    },
    async get(name) {
      const file = pathOf(name);
      if (!file) return null;
      try {
        return new Uint8Array(await readFile(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      const file = pathOf(name);
      if (file) await rm(file, { force: true });
    },
  };
}
