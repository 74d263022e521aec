import { createTestBackend } from '@/test/test-backend';

import { defineJob } from '../jobs/define-job';
import { enqueue, QUEUES } from '../jobs/queue';
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
    const once = { retryLimit: 0, retryDelay: 1, retryBackoff: false };
    await enqueue(t.db, { queue: QUEUES.mail, data: { to: 'a@example.com' }, retry: once });
    await enqueue(t.db, { queue: QUEUES.mail, data: { to: 'b@example.com' }, retry: once });
    await enqueue(t.db, {
      queue: QUEUES.mail,
      data: { to: 'c@example.com' },
      retry: once,
      startAfter: new Date(Date.now() + 3_600_000),
    });
    expect((await checkHealth(async () => t.backend)).queue).toEqual({
      waiting: 3,
      failedLastHour: 0,
    });
    const failing = defineJob<{ to: string }>({
      queue: QUEUES.mail,
      run: async (_deps, { to }) => {
        if (to === 'a@example.com') throw new Error('mailbox unavailable');
      },
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
