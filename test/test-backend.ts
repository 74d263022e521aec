import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createBackend, type Backend } from '@/lib/calls/backend';
import { createTestDatabase } from '@/test/test-database';
import type { Database } from '@/lib/db/client';
import type { BackendDeps, MailMessage } from '@/lib/calls/deps';
import type { Services } from '@/lib/calls/service';
import { createDiskStorage } from '@/lib/storage/disk-storage';

export type TestBackend = {
  backend: Backend;
  db: Database;
  /** Every message the backend sent, newest last. */
  mail: MailMessage[];
  /** Moves the backend's clock. */
  setNow(date: Date): void;
  dir: string;
  close(): Promise<void>;
};

/**
 * A backend on an in-memory PGlite with the real migrations, mail captured, files in a temp dir.
 * `deps` adds outside services a test needs (payment providers pointed at a local stub).
 */
export async function createTestBackend(
  extraServices: Partial<Services> = {},
  deps: Pick<BackendDeps, 'payments' | 'media'> = {},
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
    extraServices,
  );
  return {
    backend,
    db,
    mail,
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
