/** Told the queue's name whenever this process writes a job. */
type Listener = (queue: string) => void;

// On globalThis: Next loads the worker (from instrumentation) and the writes (from routes and
// actions) in bundles of their own, each with its own copy of this module.
const holder = globalThis as typeof globalThis & { __frcrJobWritten?: Set<Listener> };
const listeners = (holder.__frcrJobWritten ??= new Set());

/**
 * Follows the jobs this process writes, so that its worker takes them up at once rather than at
 * its next poll (docs/jobs.md, "Polling"). Answers the function that stops following.
 */
export function onJobWritten(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A job was written on `queue` (by its definition's enqueue, lib/jobs/define-job.ts). */
export function jobWritten(queue: string): void {
  for (const listener of listeners) listener(queue);
}
