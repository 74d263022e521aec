import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Executor } from './client';

/**
 * A column carrying, on every row of a page, how many rows the query matched before LIMIT and
 * OFFSET: the page and its total in one round trip. Read it back with `pageTotal`.
 */
export const totalOfAllRows = () => sql<number>`(count(*) over ())::int`;

/**
 * The total of a page read with `totalOfAllRows`. Past the last page no row carries it, so
 * `countAll` is asked then (and only then: a first page without rows is a total of 0).
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
