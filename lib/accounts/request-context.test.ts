import { calls } from '@/lib/platform/calls';
import { addStudent } from '@/test/fixtures';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { sessionApi } from './request-context';

const t = embeddedTestBackend();

/** Next's redirect() throws an error whose digest names the destination. */
async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2];
  }
}

it('acts for the bound student whatever the input names', async () => {
  const { student, token } = await addStudent(t.db, 'bound@example.com');
  const api = sessionApi({ studentId: student.id, token }, calls);
  const { data } = await api.getProfile({});
  expect(data[0].email).toBe('bound@example.com');
});

it('ends a refused session in one place: to /session-ended, which clears it and goes home', async () => {
  const { student } = await addStudent(t.db, 'revoked@example.com');
  const api = sessionApi({ studentId: student.id, token: 'revoked-or-unknown' }, calls);
  expect(await redirectOf(api.getProfile({}))).toBe('/session-ended');
});

it('lets other refusals reach the caller as they are', async () => {
  const api = sessionApi(null, calls);
  await expect(api.policy({ key: 'privacypolicy' })).rejects.toMatchObject({ status: 404 });
});
