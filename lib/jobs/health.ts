import { sql } from 'drizzle-orm';

import type { Database } from '../db/client';

/** What the health check says about the queue. */
export type QueueFigures = {
  /** Jobs due or due later that have not run yet, retries included. */
  waiting: number;
  /** Jobs whose last attempt failed within the last hour (docs/jobs.md). */
  failedLastHour: number;
};

/** The queue's figures, read from pg-boss's tables (failed jobs may already be archived). */
export async function queueFigures(db: Database): Promise<QueueFigures> {
  const { rows } = await db.execute<QueueFigures>(sql`
    select
      (select count(*)::int from pgboss.job where state in ('created', 'retry')) as "waiting",
      (select count(*)::int from pgboss.job
        where state = 'failed' and completed_on > now() - interval '1 hour')
      + (select count(*)::int from pgboss.archive
        where state = 'failed' and completed_on > now() - interval '1 hour') as "failedLastHour"`);
  return rows[0]!;
}
