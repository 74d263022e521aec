import type { SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

import type { FileStorage } from '../calls/deps';
import type { Database } from '../db/client';
import { isUploadedFile, storeImage, type ImageRules } from '../storage/images';

import type { AuditActor } from './audit-log';
import { auditedChange } from './audited-change';

/*
 * An operator replaces a row's picture (a case's film, a session's picture, a lesson's cover and
 * thumbnail), the same way every time (docs/architecture.md, "One helper per repeated shape"):
 * the row must exist before a picture is prepared; each picture is re-encoded and stored under a
 * new name; the row is changed and audited in one transaction; a change that fails leaves no
 * stored file behind; and the files it replaced are removed only once the change has committed.
 */

type Row<T extends PgTable> = T['$inferSelect'];

type PictureChange<T extends PgTable, C extends string> = {
  table: T;
  /** The one row changed (its id). */
  where: SQL | undefined;
  /** Thrown when there is no such row (the domain's 404, in its words). */
  missing: () => Error;
  /** The uploaded picture, and each column it is stored for, with that column's rules. */
  picture: Blob;
  columns: Record<C, ImageRules>;
  /** The audit row's action (`case.image_changed`), target type and id. */
  action: string;
  targetType: string;
  targetId: string | number;
};

/** Stores the picture for each column, changes and audits the row, removes what it replaced. */
export async function changePicture<T extends PgTable, C extends keyof Row<T> & string>(
  deps: { db: Database; storage: FileStorage },
  actor: AuditActor,
  change: PictureChange<T, C>,
): Promise<Record<C, string>> {
  const table = change.table as PgTable;
  const [exists] = await deps.db.select().from(table).where(change.where).limit(1);
  if (!exists) throw change.missing();
  const columns = Object.keys(change.columns) as C[];
  const stored = {} as Record<C, string>;
  let before: Row<T>;
  try {
    for (const column of columns) {
      stored[column] = await storeImage(deps.storage, change.picture, change.columns[column]);
    }
    ({ before } = await deps.db.transaction((tx) =>
      auditedChange(tx, actor, {
        table: change.table,
        where: change.where,
        missing: change.missing,
        set: () => stored as unknown as PgUpdateSetSource<T>,
        action: change.action,
        targetType: change.targetType,
        targetId: change.targetId,
      }),
    ));
  } catch (error) {
    for (const name of Object.values<string>(stored)) await deps.storage.remove(name);
    throw error;
  }
  for (const column of columns) {
    const replaced = (before as Record<string, unknown>)[column];
    if (typeof replaced === 'string' && isUploadedFile(replaced)) {
      await deps.storage.remove(replaced);
    }
  }
  return stored;
}
