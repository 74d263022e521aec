// The Jest node project (backend, BFF and session integration tests) against a PostgreSQL
// server: each test file creates its own database there and drops it afterwards.
//   TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres npm run test:postgres
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error(
    'Set TEST_DATABASE_URL to a PostgreSQL server whose role may CREATE DATABASE (see README, "Tests").',
  );
  process.exit(1);
}
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  await client.query('select 1');
} catch (error) {
  console.error(`PostgreSQL at TEST_DATABASE_URL does not answer: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}

const jest = path.join(process.cwd(), 'node_modules', '.bin', 'jest');
const run = spawnSync(jest, [...process.argv.slice(2), '--selectProjects', 'node'], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
