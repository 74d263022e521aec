/*
 * Part of `npm run bench:scale` (scripts/bench-scale.mjs): runs the calls named on stdin (JSON:
 * [{ label, call, input, student }]) against DATABASE_URL through the real services, records
 * every SQL statement each one sends, and prints (JSON on stdout) each statement's
 * EXPLAIN (ANALYZE, BUFFERS) plan, so the bench shows the plans behind a page or call that grew
 * slower, with the real queries rather than copies of them.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';

import { eq } from 'drizzle-orm';

import { createBackend } from '../lib/calls/backend';
import { platformTables } from '../lib/platform/backend';
import { DEMO_OPERATOR } from '../lib/platform/demo/operator';
import { issueOperatorSignIn } from '../lib/operators/operator-sign-ins';
import type { CallName } from '../lib/platform/calls';
import * as schema from '../lib/db/schema';
import { DEMO_CREDENTIALS } from '../lib/platform/demo/seed';
import { createDiskStorage } from '../lib/storage/disk-storage';

type Job = { label: string; call: CallName; input: unknown; student?: boolean; operator?: boolean };

async function main() {
  const jobs = JSON.parse(readFileSync(0, 'utf8')) as Job[];
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  let recording: { sql: string; params: unknown[] }[] | null = null;
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => recording?.push({ sql, params }) },
  });
  const backend = createBackend(
    {
      db,
      mailer: { send: async () => undefined },
      storage: createDiskStorage(path.join(tmpdir(), 'frcr-bench-explain')),
      now: () => new Date(),
    },
    platformTables,
  );
  const signIn = (await backend.handle('login', {
    token: null,
    input: {
      email: DEMO_CREDENTIALS.subscribed.email,
      password: DEMO_CREDENTIALS.subscribed.password,
    },
  })) as { data: { token: string } };
  const token = signIn.data.token;
  const [operator] = await db
    .select({ id: schema.operators.id })
    .from(schema.operators)
    .where(eq(schema.operators.email, DEMO_OPERATOR.email));
  const operatorToken = operator
    ? (await issueOperatorSignIn(db, operator.id, new Date())).token
    : null;

  const out: { label: string; plans: { sql: string; plan: string }[] }[] = [];
  for (const job of jobs) {
    recording = [];
    const as = job.operator ? operatorToken : job.student ? token : null;
    await backend.handle(job.call, { token: as, input: job.input });
    const statements = recording;
    recording = null;
    const plans = [];
    for (const { sql, params } of statements) {
      if (!/^\s*(select|with)\b/i.test(sql)) continue;
      const result = await pool.query(`explain (analyze, buffers) ${sql}`, params as unknown[]);
      plans.push({ sql, plan: result.rows.map((row) => row['QUERY PLAN']).join('\n') });
    }
    out.push({ label: job.label, plans });
  }
  process.stdout.write(JSON.stringify(out));
  await pool.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
