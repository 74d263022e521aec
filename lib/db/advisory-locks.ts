import type { Pool, PoolClient } from 'pg';

/**
 * PostgreSQL advisory lock keys, one per purpose, so that start-up steps of several instances
 * take turns with their own kind and never wait on an unrelated one. The shared cache handler
 * (an .mjs module outside the bundle) keeps its own copy of its key; a test holds the two equal.
 */
export const ADVISORY_LOCK_KEYS = {
  migrations: 7_203_114_001,
  seed: 7_203_114_002,
  abuseLimitsTable: 7_203_114_003,
  cacheSchema: 7_203_114_004,
  /** The library's order: one lesson move or new lesson at a time (a transaction's lock). */
  lessonOrder: 7_203_114_005,
} as const;

/**
 * Runs `work` while holding the session-level advisory lock `key`. The lock belongs to one
 * connection, so a checked-out client holds it; `work` gets that client, and may use the pool.
 */
export async function withAdvisoryLock<T>(
  pool: Pool,
  key: number,
  work: (conn: PoolClient) => Promise<T>,
): Promise<T> {
  const conn = await pool.connect();
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [key]);
    return await work(conn);
  } finally {
    await conn.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
    conn.release();
  }
}
