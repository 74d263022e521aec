import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Executor } from './client';

/**
 * A column carrying, on every row of a page, how many rows of `table` match `where`: the page
 * and its total in one round trip. An uncorrelated subquery, so PostgreSQL counts once per query
 * (from an index where one covers `where`) and the page itself still stops at its LIMIT; a window
 * `count(*) over ()` would make every page read, and compute the columns of, every matching row
 * first. Read it back with `pageTotal`.
 */
export const totalOf = (db: Executor, table: PgTable, where?: SQL) =>
  sql<number>`(${db
    .select({ all: sql`count(*)::int` })
    .from(table)
    .where(where)})`;

/**
 * The total of a page read with `totalOf`. Past the last page no row carries it, so `countAll`
 * is asked then (and only then: a first page without rows is a total of 0).
 */
export async function pageTotal(
  rows: ReadonlyArray<{ total: number }>,
  offset: number,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return rows[0].total;
  return offset === 0 ? 0 : countAll();
}

/** How many rows of `table` match `where`: the `countAll` of a list read with `pageTotal`. */
export async function countRows(db: Executor, table: PgTable, where?: SQL): Promise<number> {
  const [{ all }] = await db.select({ all: count() }).from(table).where(where);
  return all;
}
