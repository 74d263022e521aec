import { and, eq, inArray, isNull } from 'drizzle-orm';

import type { BackendDeps } from '../../calls/deps';
import type { Database } from '../../db/client';
import { lessonPackages, videos } from '../../db/schema';
import { runDueJobs } from '../../jobs/worker';
import { lessonPackageJob, queueLessonPackaging } from '../../lessons/lesson-packaging';
import { hostedDemoVideos } from './content';

/*
 * The demo lessons' encrypted streams (docs/streaming.md, "Demo lessons"): each hosted demo lesson
 * is queued for the same packaging job an upload gets, so a fresh clone plays encrypted adaptive
 * video. `npm run db:setup` runs the jobs at once; a local demo's server queues those without a
 * package as it starts (lib/platform/start.ts) and leaves them to its worker, and the lessons play
 * their file until their stream is ready.
 */

/**
 * Queues the packaging of every hosted demo lesson that has none yet (or of those `only` names by
 * slug); answers how many.
 */
export async function queueDemoPackaging(db: Database, only?: readonly string[]): Promise<number> {
  const slugs = hostedDemoVideos
    .map((video) => video.slug)
    .filter((slug) => !only || only.includes(slug));
  if (slugs.length === 0) return 0;
  const rows = await db
    .select({ id: videos.id, path: videos.path })
    .from(videos)
    .leftJoin(lessonPackages, eq(lessonPackages.videoId, videos.id))
    .where(and(inArray(videos.slug, slugs), isNull(lessonPackages.videoId)));
  const demo = rows.filter((row) => hostedDemoVideos.some((video) => video.path === row.path));
  await db.transaction(async (tx) => {
    for (const row of demo) await queueLessonPackaging(tx, row.id, row.path);
  });
  return demo.length;
}

/** Queues the demo lessons' packaging and runs it now; answers how many lessons stream. */
export async function packageDemoLessons(
  deps: BackendDeps,
  only?: readonly string[],
): Promise<{ queued: number; ready: number }> {
  const queued = await queueDemoPackaging(deps.db, only);
  await runDueJobs(deps, [lessonPackageJob]);
  const ready = await deps.db
    .select({ id: lessonPackages.videoId })
    .from(lessonPackages)
    .where(eq(lessonPackages.state, 'ready'));
  return { queued, ready: ready.length };
}
