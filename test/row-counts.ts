import { sql } from 'drizzle-orm';

import type { Database } from '@/lib/db/client';

/** The number of rows in every table of the public schema, to show a request wrote nothing. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)}`,
    );
    counts[table_name] = result.rows[0].n;
  }
  return counts;
}
