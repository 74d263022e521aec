import { createHash } from 'node:crypto';

import PgBoss from 'pg-boss';

import type { Executor } from '../db/client';

/*
 * The job queue is pg-boss on the app's own database (docs/jobs.md). Its schema comes with the
 * migrations (0017_job_queue), so the embedded PGlite and a PostgreSQL server get the same tables
 * and the same code runs on both; pg-boss reaches them through the connection drizzle already
 * holds, so a job is written on the connection (and in the transaction) of the write that causes
 * it.
 */

/** The connection under a drizzle database or transaction: a pg Pool or client, or PGlite. */
type RawClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one call (pg runs them through query). */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
};

function rawClientOf(executor: Executor): RawClient {
  // drizzle keeps the driver's client private on its session; both drivers name it `client`.
  return (executor as unknown as { session: { client: RawClient } }).session.client;
}

/**
 * pg-boss's database adapter over a drizzle database or transaction. pg-boss runs its
 * maintenance as several statements in one string without parameters, which PGlite takes only
 * through exec; pg leaves an undefined parameter null, PGlite needs it said.
 */
export function jobDb(executor: Executor): PgBoss.Db {
  const client = rawClientOf(executor);
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && client.exec) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(
        text,
        values?.map((value) => (value === undefined ? null : value)),
      ) as Promise<{ rows: never[] }>;
    },
  };
}

/**
 * Whether the database is the embedded PGlite: one process holds it, so every job is written by
 * this process, and its statements run one at a time on this process's thread.
 */
export function isEmbedded(executor: Executor): boolean {
  return typeof rawClientOf(executor).exec === 'function';
}

/** What pg-boss needs to write a job; it never connects on its own (every call names a db). */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('The job queue writes through a db it is given.')),
  },
  migrate: false,
});

/** How a kind of job is retried; pg-boss doubles the delay after each failure (with jitter). */
export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean };

type JobRequest<TData extends object> = {
  queue: string;
  data: TData;
  retry: RetryPolicy;
  /** Not before this instant. */
  startAfter?: Date;
  /**
   * A stable key for the job: enqueuing the same key twice writes one job, so a step that is
   * retried (a reminder that queues its mail) does not do its work twice.
   */
  key?: string;
  /** How long one attempt may run before pg-boss counts it failed. */
  expireInSeconds?: number;
};

/** A job id derived from its key (a UUID, as pg-boss stores ids). */
function idForKey(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Makes the queue `name` unless it exists (a partition of pgboss.job, docs/jobs.md): a job's
 * definition names its queue, and the queue follows from it, on every database, with no migration
 * per kind of job. pg-boss's own function, idempotent and safe when two instances race.
 */
export async function ensureQueue(executor: Executor, name: string): Promise<void> {
  await jobDb(executor).executeSql('SELECT pgboss.create_queue($1, $2)', [
    name,
    JSON.stringify({ policy: 'standard' }),
  ]);
}

/**
 * Writes a job on `executor` (through its definition's `enqueue`, lib/jobs/define-job.ts).
 * Answers the job's id, or null when a job with the same key is already queued.
 */
export async function enqueue<TData extends object>(
  executor: Executor,
  job: JobRequest<TData>,
): Promise<string | null> {
  const id = await sender.send(job.queue, job.data, {
    db: jobDb(executor),
    ...job.retry,
    ...(job.startAfter && { startAfter: job.startAfter }),
    ...(job.key && { id: idForKey(job.queue, job.key) }),
    ...(job.expireInSeconds && { expireInSeconds: job.expireInSeconds }),
  });
  // pg-boss writes nothing, silently, to a queue that does not exist: that must undo the write.
  if (id === null && !job.key) throw new Error(`No job queue named ${job.queue}`);
  return id;
}
