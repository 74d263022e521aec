import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { logError } from '@/lib/log';

import { ADVISORY_LOCK_KEYS, withAdvisoryLock } from './advisory-locks';
import * as schema from './schema';

type Schema = typeof schema;

/** What `db.execute()` resolves to on both drivers: at least the rows. */
type QueryRows<TRow> = { rows: TRow[] };

interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}

/** A drizzle database over either driver (node-postgres or PGlite), typed with the schema. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** The handle a `db.transaction(async (tx) => …)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database or an open transaction: what a query helper should accept. */
export type Executor = Database | Transaction;

export interface OpenDatabaseOptions {
  /** postgres:// connection string; selects node-postgres. */
  url?: string;
  /** PGlite data directory (created when missing). */
  dataDir?: string;
  /** PGlite in memory (the default when neither url nor dataDir is given). */
  memory?: boolean;
  /** A PGlite data directory's dump (`dumpDataDir`) the in-memory database starts from. */
  loadDataDir?: Blob;
}

export interface OpenedDatabase {
  db: Database;
  close(): Promise<void>;
}

/** Where the committed SQL migrations live, resolved from the working directory. */
function migrationsFolder(): string {
  return path.join(process.cwd(), 'lib', 'db', 'migrations');
}

/** Opens a database and applies the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const migrationsConfig = { migrationsFolder: migrationsFolder() };

  if (options.url) {
    const pool = new Pool({ connectionString: options.url });
    // An idle connection the server drops (a restart, a failover) must not crash the process; the
    // pool opens a new one for the next query.
    pool.on('error', (error) => logError('Database connection lost', error));
    try {
      // Migrate on the client that holds the lock.
      await withAdvisoryLock(pool, ADVISORY_LOCK_KEYS.migrations, (conn) =>
        migrateNodePg(drizzleNodePg({ client: conn, schema }), migrationsConfig),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzleNodePg({ client: pool, schema });
    return { db, close: () => pool.end() };
  }

  if (options.dataDir && !options.memory) mkdirSync(options.dataDir, { recursive: true });
  const client =
    options.dataDir && !options.memory
      ? new PGlite(options.dataDir)
      : new PGlite({ loadDataDir: options.loadDataDir });
  // The client is passed in explicitly: under Jest the PGlite module comes from another realm
  // (test/native/pglite-environment.mjs), so drizzle must not construct one itself.
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, migrationsConfig);
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** The environment's choice of database, the same rules getDatabase and db:setup use. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): {
  options: OpenDatabaseOptions;
  description: string;
} {
  if (env.DATABASE_URL) {
    return {
      options: { url: env.DATABASE_URL },
      description: `PostgreSQL at ${redactUrl(env.DATABASE_URL)}`,
    };
  }
  const dataDir = path.resolve(env.DATA_DIR ?? '.data', 'pglite');
  return { options: { dataDir }, description: `embedded PGlite in ${dataDir}` };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

interface DatabaseHolder {
  promise?: Promise<OpenedDatabase>;
}

const globalForDb = globalThis as typeof globalThis & { __frcrDatabase?: DatabaseHolder };
const holder: DatabaseHolder = (globalForDb.__frcrDatabase ??= {});

/**
 * The process-wide database: DATABASE_URL if set, else PGlite under `${DATA_DIR ?? '.data'}/pglite`.
 * The first call migrates; it writes nothing else (what an empty database gets depends on the
 * server: lib/platform/start.ts). The promise is kept on globalThis so Next's dev reloads and
 * concurrent first calls share one instance.
 */
export async function getDatabase(): Promise<Database> {
  if (!holder.promise) {
    holder.promise = openDatabase(databaseOptionsFromEnv().options).catch((error: unknown) => {
      holder.promise = undefined;
      throw error;
    });
  }
  return (await holder.promise).db;
}

/** Closes the process-wide database, if open (for scripts and test teardown). */
export async function closeDatabase(): Promise<void> {
  const pending = holder.promise;
  holder.promise = undefined;
  if (pending) await (await pending).close();
}
