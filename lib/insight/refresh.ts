import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';

import type { Database, Executor } from '../db/client';
import { defineJob } from '../jobs/define-job';
import { caseStatistics, paperFormatStatistics } from '../db/schema';
import type { PaperKind } from '../db/vocabulary';
import { caseStatisticsFromMarks, paperConsistencyFromMarks } from './queries';
import { CASE_REFRESH_BATCH } from './rules';

/*
 * The case bank's roll-ups are recomputed by a job, not by the marks themselves (docs/insight.md):
 * a mark moves the rest-of-paper score of every case of its paper, and recomputing a case reads
 * all its attempts. The marks' triggers (the insight_rollups migration) list the cases and kinds of paper they
 * made stale; a refresh takes a batch of them, recomputes just those from the marks and replaces
 * their rows, in one transaction. Stale rows are taken with SKIP LOCKED, so two workers share the
 * work; a mark that lands meanwhile lists its cases again for the next run.
 */

export type RefreshOutcome = {
  cases: number;
  kinds: number;
  /** More stale cases wait: run again. */
  more: boolean;
};

/** Recomputes up to `batch` stale cases and every stale kind of paper's formats. */
export async function refreshCaseStatistics(
  db: Database,
  now: Date,
  batch = CASE_REFRESH_BATCH,
): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const { rows: cases } = await tx.execute<{ id: number }>(sql`
      delete from case_statistics_stale where sub_short_id in (
        select sub_short_id from case_statistics_stale
        order by sub_short_id limit ${batch} for update skip locked)
      returning sub_short_id as "id"`);
    const caseIds = cases.map((row) => row.id);
    if (caseIds.length > 0) {
      const figures = await caseStatisticsFromMarks(tx, caseIds);
      await tx.delete(caseStatistics).where(inArray(caseStatistics.caseId, caseIds));
      if (figures.length > 0) {
        await tx.insert(caseStatistics).values(
          figures.map(({ caseId, ...rest }) => ({
            caseId: caseId,
            ...rest,
            refreshedAt: now,
          })),
        );
      }
    }

    const { rows: stale } = await tx.execute<{ kind: PaperKind }>(sql`
      delete from paper_statistics_stale where kind in (
        select kind from paper_statistics_stale for update skip locked)
      returning kind as "kind"`);
    const kinds = stale.map((row) => row.kind);
    if (kinds.length > 0) {
      const formats = await paperConsistencyFromMarks(tx, kinds);
      await tx.delete(paperFormatStatistics).where(inArray(paperFormatStatistics.kind, kinds));
      if (formats.length > 0) {
        await tx.insert(paperFormatStatistics).values(
          formats.map((format) => ({
            ...format,
            kind: format.kind as PaperKind,
            refreshedAt: now,
          })),
        );
      }
    }
    return { cases: caseIds.length, kinds: kinds.length, more: caseIds.length === batch };
  });
}

/** How long marks gather before the refresh that takes them runs. */
const REFRESH_EVERY_MS = 60_000;

/**
 * Queues the refresh a mark made needed, in the mark's transaction: one job per minute, keyed by
 * the minute it runs at, so a burst of marks waits for one refresh (docs/insight.md).
 */
export async function queueCaseRefresh(tx: Executor, now: Date): Promise<void> {
  const runAt = new Date(Math.ceil((now.getTime() + 1) / REFRESH_EVERY_MS) * REFRESH_EVERY_MS);
  await insightRefreshJob.enqueue(
    tx,
    {},
    { startAfter: runAt, key: `refresh:${runAt.toISOString()}` },
  );
}

/** Recomputes the stale cases, a batch at a time, until none is left. */
export const insightRefreshJob = defineJob({
  name: 'insight-refresh',
  data: z.object({}),
  retry: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  async run({ db, now }) {
    while ((await refreshCaseStatistics(db, now())).more);
  },
});
