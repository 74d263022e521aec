// Starting, awaiting and stopping `next start` servers for the bench and load scripts, and
// preparing their databases.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** `next start` on `port` for the build in `cwd`: one process, so stopping it stops the server. */
export function startNext({ cwd, port, env }) {
  return spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `url` answers without a server error. */
export async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}

/** Stops every child still running and resolves when all have exited. */
export async function stopAll(children) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * `npm run db:setup` with `env` (its DATA_DIR or DATABASE_URL names the database): migrated,
 * seeded, the demo's lessons packaged. Throws with its output when it fails.
 */
export function runDbSetup(env) {
  const setup = spawnSync('npx', ['tsx', 'scripts/db-setup.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (setup.status !== 0) throw new Error(`db:setup failed\n${setup.stdout}\n${setup.stderr}`);
}
