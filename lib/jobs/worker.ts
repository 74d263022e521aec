import PgBoss from 'pg-boss';

import { log, logError } from '@/lib/log';

import type { BackendDeps } from '../calls/deps';
import type { Database } from '../db/client';
import type { AnyJobDefinition } from './define-job';
import { ensureQueue, isEmbedded, jobDb } from './queue';
import { onJobWritten } from './wake';

export type JobWorker = { stop(): Promise<void> };

export type WorkerOptions = {
  /**
   * How often an idle queue is asked for work: for jobs due later (a reminder, a retry) and jobs
   * written by other instances. A job this process writes wakes its queue at once.
   */
  pollingIntervalSeconds?: number;
  /** Jobs taken at once from a queue; each succeeds or fails on its own. */
  batchSize?: number;
};

/**
 * Every instance on a PostgreSQL server writes jobs, and a job written in a transaction is not
 * there for a fetch until it commits: poll each second. The embedded PGlite has one writer, this
 * process, and runs each poll on this thread (docs/jobs.md, "Polling").
 */
const SERVER_POLL_SECONDS = 1;
const EMBEDDED_POLL_SECONDS = 10;

/** How often the worker asks an idle queue for work on `db`. */
export function pollingSecondsFor(db: Database): number {
  return isEmbedded(db) ? EMBEDDED_POLL_SECONDS : SERVER_POLL_SECONDS;
}

// Completed jobs leave the queue after an hour; failed ones stay a week for operators to see.
const ARCHIVE_COMPLETED_SECONDS = 60 * 60;
const ARCHIVE_FAILED_SECONDS = 7 * 24 * 60 * 60;

function createBoss(db: Database, supervise: boolean) {
  const boss = new PgBoss({
    db: jobDb(db),
    migrate: false,
    schedule: false,
    supervise,
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_SECONDS,
  });
  boss.on('error', (error) => logError('Job queue error', error));
  return boss;
}

/**
 * Runs one fetched job and records how it ended: completed, or failed (pg-boss then retries it
 * on the policy it was queued with). One JSON log line per attempt; an error line when the last
 * attempt fails. Never throws.
 */
async function runJob(
  boss: PgBoss,
  deps: BackendDeps,
  definition: AnyJobDefinition,
  job: PgBoss.JobWithMetadata<object>,
): Promise<void> {
  const queue = definition.name;
  const started = performance.now();
  const attempt = job.retryCount + 1;
  const lastAttempt = job.retryCount >= job.retryLimit;
  const line = () => ({
    job: queue,
    id: job.id,
    attempt,
    ms: Math.round(performance.now() - started),
  });
  try {
    // A job queued by an older release, or written by hand, is checked like a new one.
    const data = definition.data.parse(job.data);
    await definition.run(deps, data, {
      id: job.id,
      attempt,
      lastAttempt,
    });
    await boss.complete(queue, job.id);
    const kept = definition.keptAfterSuccess?.(data);
    if (kept) {
      await jobDb(deps.db)
        .executeSql('UPDATE pgboss.job SET data = $2::jsonb WHERE id = $1', [
          job.id,
          JSON.stringify(kept),
        ])
        .catch((error: unknown) => logError('Could not clear a finished job', error));
    }
    log.info(line(), 'job');
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    await boss
      .fail(queue, job.id, { message: failure.message })
      .catch((failError: unknown) => logError('Could not record a failed job', failError));
    if (lastAttempt)
      logError('job failed after its last retry', failure, { ...line(), final: true });
    else log.warn({ ...line(), err: failure }, 'job failed, will retry');
  }
}

/**
 * Runs the jobs of `definitions` on `deps.db` until stopped: every instance of the app runs one,
 * and pg-boss hands each job to one of them (SELECT … FOR UPDATE SKIP LOCKED). A job written by
 * this process wakes its queue's worker, and a batch that came back full is followed by the next
 * at once; otherwise each queue is polled. Nothing a job does can stop the process: failures are
 * caught, logged and recorded on the job.
 */
export async function startJobWorker(
  deps: BackendDeps,
  definitions: readonly AnyJobDefinition[],
  { pollingIntervalSeconds = pollingSecondsFor(deps.db), batchSize = 10 }: WorkerOptions = {},
): Promise<JobWorker> {
  const boss = createBoss(deps.db, true);
  await boss.start();
  const workers = new Map<string, string>();
  const wake = (queue: string) => {
    const id = workers.get(queue);
    if (id) boss.notifyWorker(id);
  };
  for (const definition of definitions) {
    await ensureQueue(deps.db, definition.name);
    const batch = Math.min(batchSize, definition.concurrency ?? batchSize);
    const id = await boss.work<object>(
      definition.name,
      { pollingIntervalSeconds, batchSize: batch, includeMetadata: true },
      async (jobs) => {
        // Each job of the batch ends on its own: pg-boss would fail the whole batch otherwise.
        await Promise.all(jobs.map((job) => runJob(boss, deps, definition, job)));
        // More may be waiting: pg-boss would otherwise sit out a polling interval first.
        if (jobs.length === batch) wake(definition.name);
      },
    );
    workers.set(definition.name, id);
  }
  const stopWaking = onJobWritten(wake);
  return {
    async stop() {
      stopWaking();
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}

/**
 * Runs every job of `definitions` that is due now, until none is left, in this call: what the
 * worker would do over its next polls (tests, and scripts that must not leave work behind).
 * Answers how many attempts ran.
 */
export async function runDueJobs(deps: BackendDeps, definitions: readonly AnyJobDefinition[]) {
  const boss = createBoss(deps.db, false);
  const db = jobDb(deps.db);
  let ran = 0;
  for (;;) {
    let found = 0;
    for (const definition of definitions) {
      const jobs = await boss.fetch<object>(definition.name, {
        batchSize: 50,
        includeMetadata: true,
        db,
      });
      for (const job of jobs ?? []) await runJob(boss, deps, definition, job);
      found += jobs?.length ?? 0;
    }
    ran += found;
    if (found === 0) return ran;
  }
}
