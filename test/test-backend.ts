import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createBackend, type Backend } from '@/lib/calls/backend';
import { platformTables } from '@/lib/platform/backend';
import type { services } from '@/lib/platform/calls';
import { createTestDatabase } from '@/test/test-database';
import type { Database } from '@/lib/db/client';
import type { BackendDeps, MailMessage } from '@/lib/calls/deps';
import { createDiskStorage } from '@/lib/storage/disk-storage';
import { allJobs } from '@/lib/platform/jobs';
import { runDueJobs } from '@/lib/jobs/worker';

export type TestBackend = {
  backend: Backend;
  db: Database;
  /** Every message the backend sent, newest last (mail goes once its job has run: runJobs). */
  mail: MailMessage[];
  /** Runs every job that is due now, as the worker would over its next polls. */
  runJobs(): Promise<number>;
  /** Moves the backend's clock. */
  setNow(date: Date): void;
  dir: string;
  close(): Promise<void>;
};

/**
 * A backend on an in-memory PGlite with the real migrations, mail captured, files in a temp dir.
 * `deps` adds outside services a test needs (payment providers pointed at a local stub). The jobs
 * a call queues run when its answer is back, as the worker would run them moments later, unless
 * `jobs` is 'by hand' (then runJobs runs them).
 */
export async function createTestBackend(
  extraServices: Partial<typeof services> = {},
  deps: Pick<BackendDeps, 'payments' | 'media'> = {},
  { jobs = 'after each call' }: { jobs?: 'after each call' | 'by hand' } = {},
): Promise<TestBackend> {
  const { db, close } = await createTestDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), 'frcr-test-'));
  const mail: MailMessage[] = [];
  let now: Date | null = null;
  const backend = createBackend(
    {
      db,
      mailer: { send: async (message) => void mail.push(message) },
      storage: createDiskStorage(path.join(dir, 'uploads')),
      now: () => now ?? new Date(),
      ...deps,
    },
    platformTables,
    extraServices,
  );
  const runJobs = () => runDueJobs(backend.deps, allJobs);
  if (jobs === 'after each call') {
    const { handle, invoke } = backend;
    backend.handle = async (name, request) => {
      const answer = await handle(name, request);
      await runJobs();
      return answer;
    };
    backend.invoke = async (name, token, input) => {
      const answer = await invoke(name, token, input);
      await runJobs();
      return answer;
    };
  }
  return {
    backend,
    db,
    mail,
    runJobs,
    dir,
    setNow: (date) => {
      now = date;
    },
    async close() {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
