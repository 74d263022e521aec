import { z } from 'zod';

import { createTestBackend } from '@/test/test-backend';

import { defineJob } from '../jobs/define-job';
import { runDueJobs } from '../jobs/worker';
import { log } from '../log';
import { checkHealth } from './health';

it('checks the embedded database: ok while it answers, not once it is closed or cannot open', async () => {
  const t = await createTestBackend();
  expect(await checkHealth(async () => t.backend)).toEqual({
    ok: true,
    checked: 'database',
    queue: { waiting: 0, failedLastHour: 0 },
  });
  await t.close();
  expect(await checkHealth(async () => t.backend)).toEqual({ ok: false, checked: 'database' });
  const cannotOpen = async () => Promise.reject(new Error('connect ECONNREFUSED'));
  expect(await checkHealth(cannotOpen)).toEqual({ ok: false, checked: 'database' });
});

it('reports the jobs waiting and those that failed for good in the last hour', async () => {
  const t = await createTestBackend({}, {}, { jobs: 'by hand' });
  try {
    jest.spyOn(log, 'error').mockImplementation(() => {});
    const failing = defineJob({
      name: 'mail',
      data: z.object({ to: z.string() }),
      retry: { retryLimit: 0, retryDelay: 1, retryBackoff: false },
      run: async (_deps, { to }) => {
        if (to === 'a@example.com') throw new Error('mailbox unavailable');
      },
    });
    await failing.enqueue(t.db, { to: 'a@example.com' });
    await failing.enqueue(t.db, { to: 'b@example.com' });
    await failing.enqueue(
      t.db,
      { to: 'c@example.com' },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    expect((await checkHealth(async () => t.backend)).queue).toEqual({
      waiting: 3,
      failedLastHour: 0,
    });
    await runDueJobs(t.backend.deps, [failing]);
    expect((await checkHealth(async () => t.backend)).queue).toEqual({
      waiting: 1,
      failedLastHour: 1,
    });
  } finally {
    jest.restoreAllMocks();
    await t.close();
  }
});
