import { sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';

/** The number of rows in every table of the public schema, to show a request wrote nothing. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const { rows: tables } = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  // One statement counts every table: a statement per table made this check most of the time of
  // the suites that call it twice per test (docs/performance.md).
  const { rows } = await db.execute<{ table_name: string; n: number }>(
    sql.join(
      tables.map(
        ({ table_name }) =>
          sql`SELECT ${table_name}::text AS table_name, count(*)::int AS n FROM ${sql.identifier(table_name)}`,
      ),
      sql` UNION ALL `,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { table_name, n } of rows) counts[table_name] = n;
  return counts;
}
