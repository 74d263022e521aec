import { createTestBackend } from '@/test/test-backend';

import { checkHealth } from './health';

it('checks the embedded database: ok while it answers, not once it is closed or cannot open', async () => {
  const t = await createTestBackend();
  expect(await checkHealth(async () => t.backend)).toEqual({ ok: true, checked: 'database' });
  await t.close();
  expect(await checkHealth(async () => t.backend)).toEqual({ ok: false, checked: 'database' });
  const cannotOpen = async () => Promise.reject(new Error('connect ECONNREFUSED'));
  expect(await checkHealth(cannotOpen)).toEqual({ ok: false, checked: 'database' });
});
