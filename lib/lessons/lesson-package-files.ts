import { and, eq, sql } from 'drizzle-orm';

import type { FileStorage } from '../calls/deps';
import type { Executor } from '../db/client';
import { lessonPackages } from '../db/schema';
import { isPackageFileName, KEY_NAME, MASTER_PLAYLIST } from '../media/hls-playlists';

/*
 * Where a lesson's package lives and what it replaced (docs/streaming.md, "The job"), shared by
 * the job that stores it, the route that serves it and the route that no longer serves the
 * original.
 */

/** Where a package's file is stored: `<prefix>-<name>`, a flat name every storage takes. */
export function packageFileKey(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

/** Whether `name` is the original of a lesson whose stream is ready: never served again. */
export async function packagedOriginal(db: Executor, name: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(lessonPackages)
    .where(and(eq(lessonPackages.source, name), eq(lessonPackages.state, 'ready')))
    .limit(1);
  return row !== undefined;
}

/** The package files a playlist names: its lines and its tags' URIs (the key is never stored). */
function namesIn(playlist: string): string[] {
  const names = playlist.split(/\r?\n/).flatMap((raw) => {
    const line = raw.trim();
    if (line === '') return [];
    if (!line.startsWith('#')) return [line];
    return [...line.matchAll(/[:,]URI="([^"]*)"/g)].map((match) => match[1]!);
  });
  return names.filter((name) => name !== KEY_NAME && isPackageFileName(name));
}

/**
 * Removes every file of the package stored under `prefix`, found from its master playlist down
 * (docs/streaming.md, "Packaging as a job"): a package a new upload or a link replaced. The
 * playlists go last, so one that is still there names what was left; nothing is thrown for a
 * file already gone.
 */
export async function removePackageFiles(storage: FileStorage, prefix: string): Promise<void> {
  const master = await storage.get(packageFileKey(prefix, MASTER_PLAYLIST));
  if (!master) return;
  const playlists = namesIn(Buffer.from(master).toString('utf8')).filter((name) =>
    name.endsWith('.m3u8'),
  );
  for (const playlist of playlists) {
    const text = await storage.get(packageFileKey(prefix, playlist));
    if (!text) continue;
    for (const name of new Set(namesIn(Buffer.from(text).toString('utf8')))) {
      await storage.remove(packageFileKey(prefix, name));
    }
    await storage.remove(packageFileKey(prefix, playlist));
  }
  await storage.remove(packageFileKey(prefix, MASTER_PLAYLIST));
}
