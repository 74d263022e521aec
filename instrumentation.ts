/**
 * Runs once when the server starts: in a Node.js server, lib/platform/register-server.ts. Next
 * skips this hook during `next build`; the prerendering workers install the transport from the
 * root layout (docs/architecture.md, "Installing the platform").
 */
export async function register() {
  // Written as one comparison inside the `if` so that the bundler, which sets NEXT_RUNTIME per
  // build, drops the import from the edge build of this hook: `next dev` compiles one, and the
  // server's modules (sharp, ffmpeg, pg) cannot be bundled for it.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    const { registerServer } = await import('./lib/platform/register-server');
    await registerServer();
  }
}
