import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

/*
 * The audit log: one row per operator write, with the record before and after, written in the
 * same transaction as the write itself so neither can exist without the other (docs/console.md).
 */

/**
 * Who wrote: a signed-in operator, the command line (`npm run operator:add`), or a server as it
 * started (disabling the demo's published accounts on a public deployment, lib/platform/start.ts).
 */
export type AuditActor =
  { operatorId: number; email: string } | { commandLine: true } | { serverStart: true };

const actorName = (actor: AuditActor) =>
  'operatorId' in actor ? actor.email : 'commandLine' in actor ? 'command line' : 'server start';

export type AuditRecord = {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Fields no log may hold, whatever record it copies: secrets and their hashes. */
const SECRET_FIELDS = new Set([
  'passwordHash',
  'totpSecret',
  'recoveryCodeHashes',
  'tokenHash',
  'lastTotpStep',
  'enrolmentTokenHash',
]);

function withoutSecrets(record: Record<string, unknown> | null | undefined) {
  if (!record) return null;
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

export async function recordAudit(db: Executor, actor: AuditActor, record: AuditRecord) {
  await db.insert(auditLog).values({
    operatorId: 'operatorId' in actor ? actor.operatorId : null,
    actor: actorName(actor),
    action: record.action,
    targetType: record.targetType,
    targetId:
      record.targetId === undefined || record.targetId === null ? null : String(record.targetId),
    before: withoutSecrets(record.before),
    after: withoutSecrets(record.after),
  });
}
