import { sql } from 'drizzle-orm';
import { z } from 'zod';

import type { BackendDeps } from '@/lib/calls/deps';
import type { OpenedDatabase } from '@/lib/db/client';
import { log } from '@/lib/log';
import { createTestDatabase } from '@/test/test-database';

import { allJobs } from '../platform/jobs';
import { defineJob } from './define-job';
import { isEmbedded } from './queue';
import { pollingSecondsFor, runDueJobs, startJobWorker } from './worker';

let opened: OpenedDatabase;
let deps: BackendDeps;

beforeEach(async () => {
  opened = await createTestDatabase();
  deps = {
    db: opened.db,
    mailer: { send: async () => {} },
    storage: { put: async () => {}, get: async () => null, remove: async () => {} },
    now: () => new Date(),
  };
});
afterEach(async () => {
  jest.restoreAllMocks();
  await opened.close();
});

const once = { retryLimit: 0, retryDelay: 1, retryBackoff: false };

/** A kind of job of the tests' own, on a queue no migration made. */
function testJob(run: (n: number) => Promise<void> = async () => {}, retry = once) {
  return defineJob({
    name: 'test-job',
    data: z.object({ n: z.number().int() }),
    retry,
    run: async (_deps, { n }) => run(n),
  });
}

async function jobStates() {
  const { rows } = await opened.db.execute<{ state: string; n: number }>(
    sql`select state::text, count(*)::int as n from pgboss.job group by state order by state`,
  );
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

it('keeps a job written in a transaction only if the transaction commits', async () => {
  await expect(
    opened.db.transaction(async (tx) => {
      await testJob().enqueue(tx, { n: 1 });
      throw new Error('the write failed');
    }),
  ).rejects.toThrow('the write failed');
  expect(await jobStates()).toEqual({});

  await opened.db.transaction(async (tx) => {
    await testJob().enqueue(tx, { n: 2 });
  });
  expect(await jobStates()).toEqual({ created: 1 });
});

it('writes one job for one key, however often it is enqueued', async () => {
  const job = testJob();
  expect(await job.enqueue(opened.db, { n: 1 }, { key: 'reminder-1' })).toEqual(expect.any(String));
  expect(await job.enqueue(opened.db, { n: 1 }, { key: 'reminder-1' })).toBeNull();
  expect(await jobStates()).toEqual({ created: 1 });
});

it("makes each queue from its job's definition: when a job is first queued, and for every job at the worker's start", async () => {
  const queues = async () =>
    (await opened.db.execute<{ name: string }>(sql`select name from pgboss.queue`)).rows.map(
      (row) => row.name,
    );
  expect(await queues()).not.toContain('test-job');
  await testJob().enqueue(opened.db, { n: 1 });
  expect(await queues()).toContain('test-job');

  const worker = await startJobWorker(deps, allJobs, { pollingIntervalSeconds: 60 });
  await worker.stop();
  expect(await queues()).toEqual(expect.arrayContaining(allJobs.map((job) => job.name)));
  // One definition per queue: two handlers on one queue would each take the other's jobs.
  expect(new Set(allJobs.map((job) => job.name)).size).toBe(allJobs.length);
});

it('refuses to queue data its definition does not describe, and writes nothing', async () => {
  await expect(testJob().enqueue(opened.db, { n: 1.5 })).rejects.toThrow();
  await expect(testJob().enqueue(opened.db, { m: 1 } as never)).rejects.toThrow();
  expect(await jobStates()).toEqual({});
});

it('runs each job once; a job that throws is retried, logged when its last attempt fails, and the worker goes on', async () => {
  const ran: number[] = [];
  const flaky = testJob(
    async (n) => {
      ran.push(n);
      if (n === 0) throw new Error('always fails');
    },
    { retryLimit: 1, retryDelay: 1, retryBackoff: false },
  );
  const errors = jest.spyOn(log, 'error').mockImplementation(() => {});
  for (let n = 0; n < 5; n++) await flaky.enqueue(opened.db, { n });
  const worker = await startJobWorker(deps, [flaky], { pollingIntervalSeconds: 0.5 });
  try {
    await waitFor(
      async () => (await jobStates()).failed === 1 && (await jobStates()).completed === 4,
    );
  } finally {
    await worker.stop();
  }
  expect(ran.filter((n) => n === 0)).toHaveLength(2);
  expect(ran.filter((n) => n !== 0).sort()).toEqual([1, 2, 3, 4]);
  expect(errors).toHaveBeenCalledWith(
    expect.objectContaining({ job: 'test-job', attempt: 2, final: true }),
    'job failed after its last retry',
  );
});

it('takes up a job written by this process at once, not at its next poll', async () => {
  const ran: number[] = [];
  const job = testJob(async (n) => void ran.push(n));
  // Polled at its start, then not for a minute: only the write can wake it. Its first fetch is
  // under way when it answers, and on the embedded database the write waits behind that fetch.
  const worker = await startJobWorker(deps, [job], { pollingIntervalSeconds: 60 });
  try {
    await job.enqueue(opened.db, { n: 1 });
    await waitFor(async () => ran.length === 1, 5_000);
    // Written in a transaction: on the embedded database the worker's fetch waits for it to end
    // (one statement at a time); on a server the next poll finds it.
    if (isEmbedded(opened.db)) {
      await opened.db.transaction(async (tx) => {
        await job.enqueue(tx, { n: 2 });
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      await waitFor(async () => ran.length === 2, 5_000);
    }
  } finally {
    await worker.stop();
  }
  expect(ran).toEqual(isEmbedded(opened.db) ? [1, 2] : [1]);
});

it('follows a full batch with the next at once, not after a polling interval', async () => {
  const ran: number[] = [];
  const job = testJob(async (n) => void ran.push(n));
  for (let n = 0; n < 7; n++) await job.enqueue(opened.db, { n });
  const worker = await startJobWorker(deps, [job], {
    pollingIntervalSeconds: 60,
    batchSize: 2,
  });
  try {
    await waitFor(async () => (await jobStates()).completed === 7, 5_000);
  } finally {
    await worker.stop();
  }
  expect(ran.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
});

it('polls a PostgreSQL server each second, and the embedded database, written only here, less often', () => {
  expect(pollingSecondsFor(opened.db)).toBe(isEmbedded(opened.db) ? 10 : 1);
});

it('runs what is due and leaves what is not', async () => {
  const ran: number[] = [];
  const job = testJob(async (n) => void ran.push(n));
  await job.enqueue(opened.db, { n: 1 });
  await job.enqueue(opened.db, { n: 2 }, { startAfter: new Date(Date.now() + 60_000) });
  expect(await runDueJobs(deps, [job])).toBe(1);
  expect(ran).toEqual([1]);
  expect(await jobStates()).toEqual({ created: 1, completed: 1 });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
