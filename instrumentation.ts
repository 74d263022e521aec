/**
 * Opens the database when the server starts, so migrations (and, on an empty database, the demo
 * seed) run before the first request rather than during it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return;
  const { getBackend } = await import('./lib/backend');
  await getBackend();
}
