import { logError } from '@/lib/log';

import { getBackend } from './backend';
import { allJobs } from './jobs';
import { startJobWorker, type JobWorker } from '../jobs/worker';

const holder = globalThis as typeof globalThis & { __frcrJobWorker?: Promise<JobWorker> };

/**
 * Starts this process's job worker on the process-wide backend, once (Next's dev reloads run
 * instrumentation again). A worker that cannot start is logged: the app still serves, and the
 * jobs wait in the database for an instance that runs them.
 */
export function startBackgroundWork(): Promise<JobWorker | null> {
  holder.__frcrJobWorker ??= getBackend().then((backend) => startJobWorker(backend.deps, allJobs));
  return holder.__frcrJobWorker.catch((error: unknown) => {
    holder.__frcrJobWorker = undefined;
    logError('The job worker could not start', error);
    return null;
  });
}
