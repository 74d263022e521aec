import { and, eq, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { lessonPackages } from '../db/schema';

/*
 * Where a lesson's package lives and what it replaced (docs/streaming.md, "The job"), shared by
 * the job that stores it, the route that serves it and the route that no longer serves the
 * original.
 */

/** Where a package's file is stored: `<prefix>-<name>`, a flat name every storage takes. */
export function packageFileKey(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

/** Whether `name` is the original of a lesson whose stream is ready: never served again. */
export async function packagedOriginal(db: Executor, name: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(lessonPackages)
    .where(and(eq(lessonPackages.source, name), eq(lessonPackages.state, 'ready')))
    .limit(1);
  return row !== undefined;
}
