import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';

import { revokeAllTokens } from '../accounts/sign-in-tokens';
import { recordAudit } from '../audit/audit-log';
import { revokeOperatorSignIns } from '../operators/operator-sign-ins';
import type { FileStorage } from '../calls/deps';
import type { Database } from '../db/client';
import { operators, plans, students } from '../db/schema';
import type { SeedContent } from './demo/seed';
import { PUBLISHED_OPERATOR_EMAILS, PUBLISHED_STUDENT_EMAILS } from '../demo-accounts';
import { isPublicDeployment } from '../deployment';
import { log } from '../log';

/*
 * What a server does with its database as it starts, after the migrations
 * (lib/platform/backend.ts; docs/accounts.md, "Public deployments"). The database client
 * only opens and migrates: what a database should hold depends on the server that serves it.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** A password hash no password matches (verifyPassword refuses it), as for testimonial authors. */
const LOCKED_PASSWORD_HASH = '!';

/** Why the start-up disabled an account, as its audit log row says. */
const PUBLISHED_REASON = 'its password is published in the README, and this is a public deployment';

/**
 * Seeds a database with no plans: the whole demo (its students and operator included) on a local
 * demo, only the essentials (plans, policy pages) on a public deployment. What it wrote, or null
 * when the database already had content.
 */
export async function seedEmptyDatabase(
  db: Database,
  env: Env = process.env,
): Promise<SeedContent | null> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(plans);
  if (row && row.count > 0) return null;
  const publicDeployment = isPublicDeployment(env);
  const content: SeedContent = publicDeployment ? 'essentials' : 'demo';
  // Imported here: the seed (content, password hashing) is only needed on a fresh database.
  const { seedDemoContent } = await import('./demo/seed');
  await seedDemoContent(db, { content });
  if (!publicDeployment) {
    const { seedDemoOperator } = await import('./demo/operator');
    await seedDemoOperator(db, env);
  }
  return content;
}

/**
 * Disables the accounts whose sign-in details the README publishes, for a public deployment whose
 * database an older version or a local `db:setup` made: each is disabled, its password hash
 * replaced by one no password matches, its sessions ended, and the change audited. The addresses
 * it changed (none when there was nothing to do). The sign-ins and sessions of these addresses are
 * refused on a public deployment in any case (lib/deployment.ts); this leaves none of them with a
 * published password.
 */
export async function disablePublishedAccounts(db: Database, now: Date): Promise<string[]> {
  const kinds = [
    {
      table: students,
      emails: PUBLISHED_STUDENT_EMAILS,
      kind: 'student',
      endSessions: revokeAllTokens,
    },
    {
      table: operators,
      emails: PUBLISHED_OPERATOR_EMAILS,
      kind: 'operator',
      endSessions: revokeOperatorSignIns,
    },
  ] as const;
  const changed: string[] = [];
  for (const { table, emails, kind, endSessions } of kinds) {
    const open = or(isNull(table.disabledAt), ne(table.passwordHash, LOCKED_PASSWORD_HASH));
    const rows = await db
      .select({ id: table.id, email: table.email, disabledAt: table.disabledAt })
      .from(table)
      .where(and(inArray(table.email, [...emails]), open));
    for (const before of rows) {
      const disabledAt = before.disabledAt ?? now;
      const done = await db.transaction(async (tx) => {
        // Judged again as it is written: instances starting together disable (and audit) it once.
        const [updated] = await tx
          .update(table)
          .set({ passwordHash: LOCKED_PASSWORD_HASH, disabledAt })
          .where(and(eq(table.id, before.id), open))
          .returning({ id: table.id });
        if (!updated) return false;
        await endSessions(tx, before.id, now);
        await recordAudit(
          tx,
          { serverStart: true },
          {
            action: `${kind}.disabled`,
            targetType: kind,
            targetId: before.id,
            before,
            after: { ...before, disabledAt, reason: PUBLISHED_REASON },
          },
        );
        return true;
      });
      if (done) changed.push(before.email);
    }
  }
  return changed;
}

/**
 * Both, as a server starts, with a log line for what it did. `next build` (which reads the
 * database to prerender the public pages) only seeds: it is no server, and a build without
 * SITE_URL counts as public, which must not disable a local demo's accounts.
 */
export async function prepareDatabase(
  db: Database,
  env: Env = process.env,
  now = new Date(),
  storage?: FileStorage,
): Promise<void> {
  const seeded = await seedEmptyDatabase(db, env);
  if (seeded && seeded !== 'essentials' && storage) {
    // The 16-bit demo series are made here rather than committed (docs/imaging.md, "Demo series").
    const { seedDemoSeries } = await import('./demo/series');
    await seedDemoSeries(db, storage);
  }
  if (seeded === 'essentials') {
    log.info(
      'Empty database on a public deployment: wrote the plans and policy pages, no demo accounts (npm run db:setup -- --demo-content adds the demo content)',
    );
  } else if (seeded) {
    log.info('Empty database: wrote the demo content, its students and its operator');
  }
  if (env.NEXT_PHASE === 'phase-production-build') return;
  if (!isPublicDeployment(env)) {
    // The demo lessons' encrypted streams, queued for this server's job worker whether the demo
    // was seeded now, by the build, or by db:setup: only lessons without a package are queued
    // (docs/streaming.md, "Demo lessons"). Not at build time: a key sealed under the build's
    // AUTH_SECRET would not open under the server's.
    const { queueDemoPackaging } = await import('./demo/package-lessons');
    const queued = await queueDemoPackaging(db);
    if (queued > 0) log.info({ lessons: queued }, 'Demo lessons queued for encrypted streaming');
    return;
  }
  log.info('Public deployment: the demo accounts the README publishes are refused');
  const disabled = await disablePublishedAccounts(db, now);
  if (disabled.length > 0) {
    log.warn(
      { accounts: disabled },
      'Public deployment: disabled the demo accounts whose passwords the README publishes',
    );
  }
}
