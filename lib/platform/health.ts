import 'server-only';

import { getBackend, type Backend } from '@/lib/platform/backend';
import { databaseAnswers } from '@/lib/db/health';
import { queueFigures, type QueueFigures } from '@/lib/jobs/health';

const TIMEOUT_MS = 2000;

export type Health = { ok: boolean; checked: 'database' | 'api'; queue?: QueueFigures };

/** Whether the API tier answers at all (an existing API without /health answers 404: it is up). */
async function apiAnswers(base: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('health', base.endsWith('/') ? base : `${base}/`), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * Whether this instance can serve students: the database answers a query within 2 s (with the
 * job queue's figures), or, with API_BASE_URL set, the API tier answers.
 */
export async function checkHealth(backend: () => Promise<Backend> = getBackend): Promise<Health> {
  const apiBase = process.env.API_BASE_URL;
  if (apiBase) return { ok: await apiAnswers(apiBase), checked: 'api' };
  try {
    const { db } = (await backend()).deps;
    if (!(await databaseAnswers(db, TIMEOUT_MS))) return { ok: false, checked: 'database' };
    // Failed jobs are for operators to look at; they do not take the instance out of service.
    return { ok: true, checked: 'database', queue: await queueFigures(db) };
  } catch {
    // The database could not even be opened (server down at start).
    return { ok: false, checked: 'database' };
  }
}
