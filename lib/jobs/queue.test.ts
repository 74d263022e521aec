import { sql } from 'drizzle-orm';

import type { BackendDeps } from '@/lib/calls/deps';
import type { OpenedDatabase } from '@/lib/db/client';
import { log } from '@/lib/log';
import { createTestDatabase } from '@/test/test-database';

import { allJobs } from '../platform/jobs';
import { defineJob } from './define-job';
import { enqueue, QUEUES } from './queue';
import { runDueJobs, startJobWorker } from './worker';

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

async function jobStates() {
  const { rows } = await opened.db.execute<{ state: string; n: number }>(
    sql`select state::text, count(*)::int as n from pgboss.job group by state order by state`,
  );
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

it('keeps a job written in a transaction only if the transaction commits', async () => {
  await expect(
    opened.db.transaction(async (tx) => {
      await enqueue(tx, { queue: QUEUES.mail, data: { n: 1 }, retry: once });
      throw new Error('the write failed');
    }),
  ).rejects.toThrow('the write failed');
  expect(await jobStates()).toEqual({});

  await opened.db.transaction(async (tx) => {
    await enqueue(tx, { queue: QUEUES.mail, data: { n: 2 }, retry: once });
  });
  expect(await jobStates()).toEqual({ created: 1 });
});

it('writes one job for one key, however often it is enqueued', async () => {
  const job = { queue: QUEUES.mail, data: { n: 1 }, retry: once, key: 'reminder-1' };
  expect(await enqueue(opened.db, job)).toEqual(expect.any(String));
  expect(await enqueue(opened.db, job)).toBeNull();
  expect(await jobStates()).toEqual({ created: 1 });
});

it('has a queue in the database for every kind of job, and a job for every queue', async () => {
  const { rows } = await opened.db.execute<{ name: string }>(sql`select name from pgboss.queue`);
  const existing = rows.map((row) => row.name);
  expect(existing).toEqual(expect.arrayContaining(Object.values(QUEUES)));
  for (const job of allJobs) expect(existing).toContain(job.queue);
  // And a job reads from every queue: work written to one nobody reads would wait for ever.
  expect(new Set(allJobs.map((job) => job.queue))).toEqual(new Set(Object.values(QUEUES)));
});

it('runs each job once; a job that throws is retried, logged when its last attempt fails, and the worker goes on', async () => {
  const ran: number[] = [];
  const flaky = defineJob<{ n: number }>({
    queue: QUEUES.mail,
    run: async (_deps, { n }) => {
      ran.push(n);
      if (n === 0) throw new Error('always fails');
    },
  });
  const errors = jest.spyOn(log, 'error').mockImplementation(() => {});
  for (let n = 0; n < 5; n++) {
    await enqueue(opened.db, {
      queue: QUEUES.mail,
      data: { n },
      retry: { retryLimit: 1, retryDelay: 1, retryBackoff: false },
    });
  }
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
    expect.objectContaining({ job: 'mail', attempt: 2, final: true }),
    'job failed after its last retry',
  );
});

it('runs what is due and leaves what is not', async () => {
  const ran: number[] = [];
  const job = defineJob<{ n: number }>({
    queue: QUEUES.mail,
    run: async (_deps, { n }) => void ran.push(n),
  });
  await enqueue(opened.db, { queue: QUEUES.mail, data: { n: 1 }, retry: once });
  await enqueue(opened.db, {
    queue: QUEUES.mail,
    data: { n: 2 },
    retry: once,
    startAfter: new Date(Date.now() + 60_000),
  });
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
