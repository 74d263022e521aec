import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort } from '@/test/ports';

/*
 * The suite drives a real `next start` over HTTP: the production build the end-to-end tests
 * made (E2E_DIST_DIR, .next-e2e by default), on a port of its own, with a fresh database.
 */

/** The suite's servers sign with this; tests that sign tokens of their own use it too. */
export const SECURITY_AUTH_SECRET = 'security-suite-secret-not-for-production-0123456789';

/*
 * A local demo's server starts from a copy of one data folder `npm run db:setup` prepared for the
 * run (its name set by security/support/prepared-demo-setup.ts): seeding an empty database and
 * packaging its lessons took each server about 35 s of CPU, most of it behind the server's back
 * while a file's tests ran (docs/performance.md, "Where the suites' time went"). A server that is
 * something else (a public deployment, PostgreSQL, S3) still prepares itself as it starts, which
 * is what its tests are about.
 */
const PREPARES_ITSELF = ['SITE_URL', 'DATABASE_URL', 'S3_BUCKET'];

function preparedDemo(): string | null {
  const target = process.env.SECURITY_PREPARED_DEMO;
  if (!target) return null;
  if (existsSync(target)) return target;
  const partial = `${target}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/db-setup.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: partial,
        SITE_URL: '',
        DATABASE_URL: '',
        AUTH_SECRET: SECURITY_AUTH_SECRET,
        LESSON_PACKAGE_PRESET: 'ultrafast',
      },
      stdio: 'ignore',
    },
  );
  try {
    renameSync(partial, target);
  } catch (error) {
    // Another worker finished first: its copy is as good.
    if (!existsSync(target)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
  return target;
}

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

/**
 * Fills an empty data folder with the run's prepared local demo, unless `env` makes the server
 * something that prepares itself. Tests that add an operator before the server starts call it
 * first (security/support/console-actions.ts).
 */
export function startFromPreparedDemo(dataDir: string, env?: Record<string, string>): void {
  if (PREPARES_ITSELF.some((key) => env && key in env)) return;
  if (readdirSync(dataDir).length > 0) return;
  const prepared = preparedDemo();
  if (prepared) cpSync(prepared, dataDir, { recursive: true });
}

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
  startFromPreparedDemo(dataDir, options.env);
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
        AUTH_SECRET: SECURITY_AUTH_SECRET,
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
