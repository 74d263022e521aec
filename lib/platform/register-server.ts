import { EnvironmentError, readEnvironment } from '@/lib/env';

/**
 * What `instrumentation.ts` runs once in a Node.js server before it answers (docs/architecture.md,
 * "Installing the platform"): checks the environment (a bad variable stops the process with its
 * name), installs the page cache and the transport every call goes through, stamps each request
 * with its client address and logs it, and opens the database so migrations (and
 * lib/platform/start.ts: the seed of an empty database, the published accounts disabled on a
 * public deployment) run before the first request, then starts the job worker.
 */
export async function registerServer() {
  try {
    readEnvironment();
  } catch (error) {
    // Next only logs a failed hook and serves on; a server that cannot run as configured (no
    // SITE_URL in production: docs/accounts.md) must not be up at all.
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  await installPageCache();
  const { installPlatform } = await import('./install');
  installPlatform();
  const { installClientAddressHook } = await import('@/lib/limits/client-address');
  const { installRequestLog } = await import('@/lib/request-log');
  installClientAddressHook();
  installRequestLog();
  const { getBackend } = await import('./backend');
  await getBackend();
  // The API tier runs the jobs when the app reaches it over HTTP (docs/jobs.md).
  if (!process.env.API_BASE_URL) {
    const { startBackgroundWork } = await import('./background-work');
    await startBackgroundWork();
  }
}

/**
 * The cache of prerendered pages and cached data (lib/cache/shared-cache-handler.mjs): shared by
 * every instance on DATABASE_URL's PostgreSQL, Next's own file-system cache otherwise, and never
 * keeping a page that answers 404. Handed to Next through the global it reads when it builds each
 * request's cache, rather than as next.config's `cacheHandler`, which Next imports again on every
 * request (5–13 % of a cached page's time, measured).
 */
async function installPageCache() {
  const { default: SharedCacheHandler } = await import('@/lib/cache/shared-cache-handler.mjs');
  (globalThis as Record<symbol, unknown>)[Symbol.for('@next/cache-handlers')] = {
    FetchCache: SharedCacheHandler,
  };
}
