import { Pool } from 'pg';

import type { OpenedDatabase } from '@/lib/db/client';
import { createTestDatabase } from '@/test/test-database';

import { ABUSE_LIMITS, createAbuseLimits, LIMITS_TABLE, type AbuseLimits } from './abuse-limits';

async function behavesAsLimits(limits: AbuseLimits, other: AbuseLimits) {
  const { points, duration } = ABUSE_LIMITS.contactMessagesPerClient;
  for (let i = 0; i < points; i++)
    expect(await limits.take('contactMessagesPerClient', 'a')).toBe(0);
  const wait = await other.take('contactMessagesPerClient', 'a');
  expect(wait).toBeGreaterThan(duration - 60);
  expect(wait).toBeLessThanOrEqual(duration);
  expect(await other.take('contactMessagesPerClient', 'b')).toBe(0);

  const failures = ABUSE_LIMITS.signInFailuresPerAccountAndClient.points;
  for (let i = 0; i < failures; i++) {
    expect(await other.retryAfter('signInFailuresPerAccountAndClient', 'x|c')).toBe(0);
    expect(await limits.take('signInFailuresPerAccountAndClient', 'x|c')).toBe(0);
  }
  expect(await other.retryAfter('signInFailuresPerAccountAndClient', 'x|c')).toBeGreaterThan(0);
  await other.forget('signInFailuresPerAccountAndClient', 'x|c');
  expect(await limits.retryAfter('signInFailuresPerAccountAndClient', 'x|c')).toBe(0);

  // Attempts sent at once are counted before any is judged: only the limit's worth go ahead.
  const burst = await Promise.all(
    Array.from({ length: 4 * failures }, (_, i) =>
      (i % 2 ? limits : other).take('signInFailuresPerAccountAndClient', 'y|c'),
    ),
  );
  expect(burst.filter((wait) => wait === 0)).toHaveLength(failures);

  // An attempt given back (it was no failure) frees its place.
  for (let i = 0; i < failures; i++) await limits.take('signInFailuresPerAccountAndClient', 'z|c');
  await other.reward('signInFailuresPerAccountAndClient', 'z|c');
  expect(await limits.take('signInFailuresPerAccountAndClient', 'z|c')).toBe(0);
  expect(await other.take('signInFailuresPerAccountAndClient', 'z|c')).toBeGreaterThan(0);
}

it('counts requests and failures in memory, per key', async () => {
  const limits = await createAbuseLimits({ kind: 'memory' });
  await behavesAsLimits(limits, limits);
});

const server = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

(server ? describe : describe.skip)('on a PostgreSQL server', () => {
  let opened: OpenedDatabase;
  const pools: Pool[] = [];
  const databaseUrl = () =>
    (opened.db as unknown as { $client: Pool }).$client.options.connectionString as string;
  const newPool = (url = databaseUrl()) => {
    const pool = new Pool({ connectionString: url });
    // pool.end() does not wait for sockets to close, and the test database is then dropped WITH
    // (FORCE): a closing connection may still hear "terminating connection".
    pool.on('error', () => {});
    pools.push(pool);
    return pool;
  };

  beforeAll(async () => {
    opened = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await opened.close();
  });

  it('shares the counters between instances, in the table the library creates', async () => {
    // Two app instances: each with its own pool and limiters, one database.
    const [one, two] = await Promise.all(
      [newPool(), newPool()].map((pool) => createAbuseLimits({ kind: 'postgres', pool })),
    );
    await behavesAsLimits(one, two);
    const { rows } = await pools[0].query(`SELECT count(*)::int AS n FROM ${LIMITS_TABLE}`);
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('opens on every instance when many start at once against a database without the table', async () => {
    const starting = Array.from({ length: 8 }, () => newPool());
    // PostgreSQL's CREATE TABLE IF NOT EXISTS is not safe against itself: without a lock around
    // it, some of these fail with "type already exists" (about one start in four; five starts).
    for (let start = 0; start < 5; start++) {
      await starting[0].query(`DROP TABLE IF EXISTS ${LIMITS_TABLE}`);
      const opening = await Promise.allSettled(
        starting.map((pool) => createAbuseLimits({ kind: 'postgres', pool })),
      );
      expect(opening.filter((result) => result.status === 'rejected')).toEqual([]);
      const [first, last] = [opening[0], opening[7]].map(
        (result) => (result as PromiseFulfilledResult<AbuseLimits>).value,
      );
      expect(await first.take('commentsPerStudent', 'racer')).toBe(0);
      const { rows } = await starting[7].query(`SELECT count(*)::int AS n FROM ${LIMITS_TABLE}`);
      expect(rows[0].n).toBe(1);
      expect(await last.retryAfter('commentsPerStudent', 'racer')).toBe(0);
    }
  });
});
