import { CONSOLE_COOKIE } from '@/lib/security/cookies';
import { ABUSE_LIMITS } from '@/lib/limits/abuse-limits';
import { addOperator } from '@/test/fixtures';
import { inRequest } from '@/test/request-scope';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { consoleCall, operatorSignInFormAction } from './console-actions';
import { consoleMessages } from '../operators/texts';

/*
 * The console's writes as its pages send them: the operator from the console cookie alone, and
 * each session's writes counted, so a stolen session cannot act in bulk.
 */

const t = embeddedTestBackend();

const asOperator = (token: string | null) => {
  const jar = new Map<string, string>(token ? [[CONSOLE_COOKIE, token]] : []);
  return <T>(run: () => Promise<T>) => inRequest({}, jar, run);
};

it('refuses a write without the console’s session, whatever the input says', async () => {
  const nobody = asOperator(null);
  expect(
    await nobody(() =>
      consoleCall('moderateFeedback', { feedbackId: 1, approved: true, operatorId: 1 } as never),
    ),
  ).toMatchObject({ status: 401, message: consoleMessages.signInRequired });
});

it('names the field a 422 is about, so the form ties the message to that control', async () => {
  const editor = asOperator((await addOperator(t.db, 'fields@example.com', 'editor')).token);
  const answer = await editor(() =>
    consoleCall('setLessonMediaLink', { videoId: 1, mediaUrl: 'http://example.com/a.mp4' }),
  );
  expect(answer).toMatchObject({ status: 422, field: 'mediaUrl' });
  expect(answer.message).toMatch(/https:\/\//);
  // A refusal that is not about the input names no field.
  const missing = await editor(() =>
    consoleCall('setLessonMediaLink', { videoId: 99999, mediaUrl: 'https://example.com/a.mp4' }),
  );
  expect(missing.status).toBe(404);
  expect(missing).not.toHaveProperty('field');
});

it('counts each session’s writes and refuses those over the limit with 429', async () => {
  const { token } = await addOperator(t.db, 'busy@example.com', 'support');
  const busy = asOperator(token);
  const { points } = ABUSE_LIMITS.operatorWritesPerSignIn;
  for (let i = 0; i < points; i++) {
    // Feedback that does not exist: refused by the backend, and still a write attempt.
    const answer = await busy(() =>
      consoleCall('moderateFeedback', { feedbackId: 9000 + i, approved: true }),
    );
    expect(answer.status).toBe(404);
  }
  const refused = await busy(() =>
    consoleCall('removeCommentAsOperator', { commentId: 1 } as never),
  );
  expect(refused.status).toBe(429);
  expect(refused.message).toMatch(/^Too many attempts\. Please try again in 10 minutes\.$/);
  // Another operator's session is not held up.
  const other = asOperator((await addOperator(t.db, 'calm@example.com', 'support')).token);
  expect(
    (await other(() => consoleCall('moderateFeedback', { feedbackId: 1, approved: true }))).status,
  ).toBe(404);
});

it('answers the sign-in form’s action posted without the form with 422, never a 500', async () => {
  const nobody = asOperator(null);
  // What a post of other arguments gives it: the first in the form's place, or no form at all.
  for (const args of [[new FormData()], [null, { email: 'a@b.co' }], [null, null]] as const) {
    const answer = await nobody(() =>
      (operatorSignInFormAction as (...input: unknown[]) => Promise<unknown>)(...args),
    );
    expect(answer).toMatchObject({ status: 422, message: 'The request must be the sign-in form' });
  }
});

it('serves operators’ calls reached by an action alone, as the BFF refuses another way', async () => {
  const { token } = await addOperator(t.db, 'owner.refusals@example.com', 'owner');
  const owner = asOperator(token);
  // A student's call, a sign-in with its own action, a page's list, a call that does not exist.
  for (const name of ['getProfile', 'operatorSignIn', 'listAuditLog', 'noSuchCall', null]) {
    const answer = await owner(() => consoleCall(name as never, {} as never));
    expect(answer).toMatchObject({ status: 404, message: 'Not found' });
  }
});

it('answers a console call’s data to its form', async () => {
  const { token } = await addOperator(t.db, 'owner.invites@example.com', 'owner');
  const owner = asOperator(token);
  const answer = await owner(() =>
    consoleCall('inviteOperator', { email: 'new.editor@example.com', role: 'editor' }),
  );
  expect(answer).toMatchObject({ status: 200, data: { token: expect.any(String) } });
});
