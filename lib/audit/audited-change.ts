import type { SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

import type { Transaction } from '../db/client';

import { recordAudit, type AuditActor } from './audit-log';

/*
 * An operator's change to one row, the same five steps every time (docs/architecture.md, "One
 * helper per repeated shape"): lock the row, refuse if it is missing, return if nothing would
 * change, update it, and audit the row before and after, in the caller's transaction so the
 * change and its audit row exist together or not at all.
 */

type Row<T extends PgTable> = T['$inferSelect'];

export type AuditedChange<T extends PgTable> = {
  table: T;
  /** The one row changed (its id). */
  where: SQL | undefined;
  /** Thrown when there is no such row (the domain's 404, in its words). */
  missing: () => Error;
  /** Refuses the change from the locked row (throws the domain's 409), before anything is written. */
  check?: (before: Row<T>) => void | Promise<void>;
  /** Whether the change would leave the row as it is: then nothing is written or logged. */
  unchanged?: (before: Row<T>) => boolean;
  /** The columns to set, from the row as it was. */
  set: (before: Row<T>) => PgUpdateSetSource<T>;
  /** What else the change writes in its transaction, after the row and before its audit row. */
  then?: (before: Row<T>, after: Row<T>) => void | Promise<void>;
  /**
   * The audit row's action (`feedback.approved`), or the action the change turned out to be, from
   * the row before (an operator disabled, enabled or given another role); its target type and id.
   */
  action: string | ((before: Row<T>) => string);
  targetType: string;
  targetId: string | number;
  /** What the audit row copies of the row before and after (all of it but secrets, unless told). */
  audited?: (row: Row<T>) => Record<string, unknown>;
};

/** The row before and after (after is the row itself when unchanged, `changed` false). */
export type AuditedOutcome<T extends PgTable> = {
  before: Row<T>;
  after: Row<T>;
  changed: boolean;
};

/** Locks, refuses if missing, returns if unchanged, updates and audits one row (above). */
export async function auditedChange<T extends PgTable>(
  tx: Transaction,
  actor: AuditActor,
  change: AuditedChange<T>,
): Promise<AuditedOutcome<T>> {
  // drizzle's builders lose a generic table's row type: the rows are the table's own.
  const table = change.table as PgTable;
  const [before] = (await tx.select().from(table).where(change.where).for('update')) as Row<T>[];
  if (!before) throw change.missing();
  await change.check?.(before);
  if (change.unchanged?.(before)) return { before, after: before, changed: false };
  const [after] = (await tx
    .update(table)
    .set(change.set(before) as PgUpdateSetSource<PgTable>)
    .where(change.where)
    .returning()) as Row<T>[];
  await change.then?.(before, after!);
  const copied = change.audited ?? ((row: Row<T>) => row as Record<string, unknown>);
  await recordAudit(tx, actor, {
    action: typeof change.action === 'string' ? change.action : change.action(before),
    targetType: change.targetType,
    targetId: change.targetId,
    before: copied(before),
    after: copied(after!),
  });
  return { before, after: after!, changed: true };
}
