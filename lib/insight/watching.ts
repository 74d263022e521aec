import { and, eq } from 'drizzle-orm';

import type { Database, Transaction } from '../db/client';
import { lessonWatches } from '../db/schema';
import { nextWatch, type Watch, type WatchReport } from './statistics';

/*
 * What the player's progress reports leave behind for insight (docs/insight.md): per student and
 * lesson, the furthest position, the 5-second bins seen and the completion, so the drop-off curve
 * needs no log of every report. The lesson's progress save is to call this with the same report
 * (docs/insight.md, "Not wired yet"); the lesson's roll-ups follow the row by trigger (the
 * insight_rollups migration).
 */

type WatchRow = typeof lessonWatches.$inferSelect;

const watchOf = (row: WatchRow): Watch => ({
  startedAt: row.startedAt,
  lastPosition: row.lastPositionSeconds,
  lastReportedAt: row.lastReportedAt,
  furthest: row.furthestSeconds,
  length: row.lengthSeconds,
  bins: row.bins,
  completedAt: row.completedAt,
});

const columnsOf = (watch: Watch) => ({
  startedAt: watch.startedAt,
  lastPositionSeconds: watch.lastPosition,
  lastReportedAt: watch.lastReportedAt,
  furthestSeconds: watch.furthest,
  lengthSeconds: watch.length,
  bins: watch.bins,
  completedAt: watch.completedAt,
});

async function lockedWatch(tx: Transaction, studentId: number, videoId: number) {
  const [row] = await tx
    .select()
    .from(lessonWatches)
    .where(and(eq(lessonWatches.studentId, studentId), eq(lessonWatches.videoId, videoId)))
    .for('update');
  return row;
}

/**
 * Adds one progress report to the student's watch of a lesson and answers the watch. `length`
 * in the report is the lesson's stored length, else the one the player measured. Two reports at
 * once (two tabs) take turns on the row; the first report of a lesson inserts it.
 */
export async function recordWatch(
  db: Database,
  studentId: number,
  videoId: number,
  report: WatchReport,
): Promise<Watch> {
  return db.transaction(async (tx) => {
    const where = and(eq(lessonWatches.studentId, studentId), eq(lessonWatches.videoId, videoId));
    let row = await lockedWatch(tx, studentId, videoId);
    if (!row) {
      const first = nextWatch(undefined, report);
      const [inserted] = await tx
        .insert(lessonWatches)
        .values({ studentId, videoId, ...columnsOf(first) })
        .onConflictDoNothing()
        .returning({ studentId: lessonWatches.studentId });
      if (inserted) return first;
      // Another report started the watch meanwhile: this one goes on top of it.
      row = await lockedWatch(tx, studentId, videoId);
    }
    const next = nextWatch(watchOf(row!), report);
    await tx.update(lessonWatches).set(columnsOf(next)).where(where);
    return next;
  });
}
