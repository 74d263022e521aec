import { caller } from '@/test/accounts-helpers';
import { addOperator } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { defineJob } from '../jobs/define-job';
import { runDueJobs } from '../jobs/worker';
import { log } from '../log';
import { sendMailJob } from '../mail/mail-queue';

let t: TestBackend;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestBackend({}, {}, { jobs: 'by hand' });
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

it('lists mail that failed its last retry to owners and support, without its body', async () => {
  jest.spyOn(log, 'error').mockImplementation(() => {});
  // The mail job as it is, retried no more: its first failure is its last.
  const mailOnce = defineJob({
    ...sendMailJob,
    retry: { retryLimit: 0, retryDelay: 1, retryBackoff: false },
  });
  const message = { to: 'asha@example.com', subject: 'Your code', text: 'Code: 123456' };
  await mailOnce.enqueue(t.db, message);
  await mailOnce.enqueue(t.db, { ...message, to: 'ben@example.com' });
  const refusing = {
    ...t.backend.deps,
    mailer: {
      send: async ({ to }: { to: string }) => {
        if (to === 'asha@example.com') throw new Error('550 mailbox unavailable');
      },
    },
  };
  await runDueJobs(refusing, [sendMailJob]);

  const owner = (await addOperator(t.db, 'owner@example.com', 'owner')).token;
  const listed = await call('listFailedMail', {}, owner);
  expect(listed.status).toBe(200);
  expect(listed.data).toEqual({
    list: [
      {
        id: expect.any(String),
        to: 'asha@example.com',
        subject: 'Your code',
        failedAt: expect.any(String),
        attempts: 1,
        error: '550 mailbox unavailable',
      },
    ],
  });
  expect(JSON.stringify(listed.data)).not.toContain('123456');

  const editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  expect(await call('listFailedMail', {}, editor)).toMatchObject({
    status: 403,
    code: 'role_refused',
  });
  jest.restoreAllMocks();
});
