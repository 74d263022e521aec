import type { PGlite } from '@electric-sql/pglite';

import { openDatabase, type OpenedDatabase } from '@/lib/db/client';

import { createServerDatabase } from './server-database';

/**
 * A fresh database with the real migrations applied, for integration tests: an in-memory PGlite,
 * or, when TEST_DATABASE_URL (else DATABASE_URL) names a PostgreSQL server, a database of its own
 * created on that server and dropped again on close (the role needs CREATEDB). PGlite runs one
 * query at a time; the server is where concurrent requests really interleave.
 */
export async function createTestDatabase(): Promise<OpenedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  return serverUrl
    ? createServerTestDatabase(serverUrl)
    : openDatabase({ memory: true, loadDataDir: await migratedDatabase() });
}

/** Kept by the Jest environment across one worker's test files (test/native/pglite-environment.mjs). */
type WorkerStore = { migrated?: Promise<Blob> };

/**
 * The worker's migrated database, as a data directory's dump: a new PGlite spends most of its
 * start creating its cluster, and loading a copy skips that (docs/performance.md, "CI's length").
 * The migrations still run on each copy, and find nothing left to apply.
 */
function migratedDatabase(): Promise<Blob> {
  const store = (globalThis as { __pgliteWorkerStore?: WorkerStore }).__pgliteWorkerStore ?? {};
  store.migrated ??= (async () => {
    const { db, close } = await openDatabase({ memory: true });
    try {
      return await (db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    } finally {
      await close();
    }
  })();
  return store.migrated;
}

async function createServerTestDatabase(serverUrl: string): Promise<OpenedDatabase> {
  // `npm run test:postgres` migrates one database for the run (scripts/test-postgres.mjs).
  const { url, drop } = await createServerDatabase(
    serverUrl,
    'frcr_test',
    process.env.TEST_DATABASE_TEMPLATE,
  );
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase({ url });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      await drop();
    },
  };
}
