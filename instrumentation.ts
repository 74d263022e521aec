/**
 * Runs once when the server starts: checks the environment (a bad variable stops the start with
 * its name), stamps each request with its client address and logs it, and opens the database so
 * migrations (and, on an empty database, the demo seed) run before the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { readEnvironment } = await import('./lib/env');
  readEnvironment();
  const { installClientAddressHook } = await import('./lib/limits/client-address');
  const { installRequestLog } = await import('./lib/request-log');
  installClientAddressHook();
  installRequestLog();
  const { getBackend } = await import('./lib/backend');
  await getBackend();
}
