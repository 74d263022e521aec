import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort } from '@/test/ports';

/*
 * The suite drives a real `next start` over HTTP: the production build the end-to-end tests
 * made (E2E_DIST_DIR, .next-e2e by default), on a port of its own, with a fresh database.
 */

export type RunningServer = {
  baseURL: string;
  stop: () => Promise<void>;
  /** What the server has written to its standard error so far (Next logs its failures there). */
  stderr: () => string;
};

const root = path.resolve(__dirname, '..', '..');

export type ServerOptions = {
  port?: number;
  /** Several instances share one data directory (uploads, outbox) like hosts share a volume. */
  dataDir?: string;
  env?: Record<string, string>;
  /** Receives what the server writes to stdout (its JSON log lines); ignored without it. */
  onOutput?: (text: string) => void;
};

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    throw new Error(
      `No production build in ${distDir}: run \`npm run test:e2e\` (or \`NEXT_DIST_DIR=${distDir} npm run build\`) first.`,
    );
  }
  const port = options.port ?? (await freePort());
  const baseURL = `http://localhost:${port}`;
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'frcr-security-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_DIST_DIR: distDir,
        DATA_DIR: dataDir,
        SITE_URL: baseURL,
        AUTH_SECRET: 'security-suite-secret-not-for-production-0123456789',
        ANTI_CAPTURE: 'off',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
        ...options.env,
      },
      stdio: ['ignore', options.onOutput ? 'pipe' : 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += String(chunk)));
  child.stdout?.on('data', (chunk) => options.onOutput?.(String(chunk)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${errors}`);
    try {
      const response = await fetch(baseURL, { redirect: 'manual' });
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${baseURL} did not come up:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseURL,
    stderr: () => errors,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
