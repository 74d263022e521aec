import type { BackendDeps } from '../calls/deps';
import type { QueueName } from './queue';

/** One attempt of a job as its handler sees it. */
type JobRun = { id: string; attempt: number; lastAttempt: boolean };

/**
 * A kind of background work: the queue it is read from and what running it does. A handler that
 * throws fails the attempt; pg-boss retries it on the policy it was queued with.
 */
export type JobDefinition<TData extends object> = {
  queue: QueueName;
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

export function defineJob<TData extends object>(
  definition: JobDefinition<TData>,
): JobDefinition<TData> {
  return definition;
}
