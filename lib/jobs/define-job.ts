import type { z } from 'zod';

import type { BackendDeps } from '../calls/deps';
import type { Executor } from '../db/client';
import { enqueue, ensureQueue, type RetryPolicy } from './queue';
import { jobWritten } from './wake';

/** One attempt of a job as its handler sees it. */
type JobRun = { id: string; attempt: number; lastAttempt: boolean };

/**
 * A kind of background work, written once (docs/jobs.md): its queue's name, the shape of its
 * data, how it is retried and what running it does. A handler that throws fails the attempt;
 * pg-boss retries it on the definition's policy.
 */
type JobSpec<TData extends object> = {
  /** The queue's name; the queue is made from the definition when it is first needed. */
  name: string;
  /** The job's data, checked when it is queued and again when it is run. */
  data: z.ZodType<TData>;
  retry: RetryPolicy;
  /** How long one attempt may run before pg-boss counts it failed (its default otherwise). */
  expireInSeconds?: number;
  run(deps: BackendDeps, data: TData, job: JobRun): Promise<void>;
  /**
   * What of the job's data is kept once it has succeeded (the rest is overwritten at once rather
   * than kept until the job is archived and deleted): a sent mail's body, say.
   */
  keptAfterSuccess?(data: TData): object;
  /**
   * How many of its jobs one worker runs at once, when fewer than the worker's batch: packaging a
   * lesson takes both cores of a small machine (docs/streaming.md), so it runs one at a time.
   */
  concurrency?: number;
};

/** When a queued job runs, and what makes a repeat of it one job. */
type EnqueueOptions = {
  /** Not before this instant. */
  startAfter?: Date;
  /**
   * A stable key for the job: enqueuing the same key twice writes one job, so a step that is
   * retried (a reminder that queues its mail) does not do its work twice.
   */
  key?: string;
};

export type JobDefinition<TData extends object> = JobSpec<TData> & {
  /**
   * Writes one of these jobs on `executor`: pass the transaction of the write that causes it, so
   * the two commit together or not at all. Answers the job's id, or null when a job with the same
   * key is already queued.
   */
  enqueue(executor: Executor, data: TData, options?: EnqueueOptions): Promise<string | null>;
};

/** A definition as the worker holds it, whatever its data (checked by its own schema). */
export type AnyJobDefinition = {
  name: string;
  data: { parse(data: unknown): object };
  run(deps: BackendDeps, data: object, job: JobRun): Promise<void>;
  keptAfterSuccess?(data: object): object;
  concurrency?: number;
};

export function defineJob<TData extends object>(spec: JobSpec<TData>): JobDefinition<TData> {
  return {
    ...spec,
    async enqueue(executor, data, options = {}) {
      await ensureQueue(executor, spec.name);
      const id = await enqueue(executor, {
        queue: spec.name,
        data: spec.data.parse(data),
        retry: spec.retry,
        expireInSeconds: spec.expireInSeconds,
        ...options,
      });
      // One due later is for a poll to find when its time comes.
      const dueNow = !options.startAfter || options.startAfter.getTime() <= Date.now();
      if (id !== null && dueNow) jobWritten(spec.name);
      return id;
    },
  };
}
