import { eq } from 'drizzle-orm';

import { messages } from '@/lib/calls/fields';
import { caller, registerAndSignIn } from '@/test/accounts-helpers';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { feedback, videos } from '../db/schema';
import { feedbackMessages } from '@/lib/feedback/calls';

let t: TestBackend;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
});
afterAll(async () => {
  await t.close();
});

it('saves site feedback for the signed-in student, unapproved', async () => {
  const other = await registerAndSignIn(t, 'fb-other@example.com');
  const { token, studentId } = await registerAndSignIn(t, 'fb1@example.com');
  const saved = await call(
    'saveFeedback',
    {
      type: 'WEBSITE',
      rating: 4,
      description: ' Clear, useful cases. ',
      studentId: other.studentId,
    },
    token,
  );
  expect(saved).toEqual({ status: 200, message: feedbackMessages.saved, data: null });
  const rows = await t.db.select().from(feedback).where(eq(feedback.studentId, studentId));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    type: 'WEBSITE',
    rating: '4.0',
    description: 'Clear, useful cases.',
    videoId: null,
    approved: false,
  });
  expect(await t.db.select().from(feedback).where(eq(feedback.studentId, other.studentId))).toEqual(
    [],
  );
});

it('saves a lesson’s feedback only for a video that exists', async () => {
  const { token } = await registerAndSignIn(t, 'fb2@example.com');
  const [video] = await t.db
    .insert(videos)
    .values({ name: 'Chest case 1', slug: 'chest-case-1', path: 'https://example.com/v.mp4' })
    .returning();
  const saved = await call(
    'saveFeedback',
    { type: 'VIDEO', videoId: video.id, rating: 5, description: 'Great case' },
    token,
  );
  expect(saved.status).toBe(200);
  const missing = await call(
    'saveFeedback',
    { type: 'VIDEO', videoId: video.id + 999, rating: 5, description: 'Great case' },
    token,
  );
  expect(missing).toMatchObject({ status: 404, message: feedbackMessages.noSuchVideo });
});

it('refuses feedback with the spec’s messages and without a session', async () => {
  const { token } = await registerAndSignIn(t, 'fb3@example.com');
  const noRating = await call(
    'saveFeedback',
    { type: 'WEBSITE', rating: 0, description: 'x' },
    token,
  );
  expect(noRating.message).toBe(messages.websiteRatingRequired);
  const noText = await call(
    'saveFeedback',
    { type: 'WEBSITE', rating: 3, description: ' ' },
    token,
  );
  expect(noText.message).toBe(messages.descriptionRequired);
  const long = await call(
    'saveFeedback',
    { type: 'WEBSITE', rating: 3, description: 'x'.repeat(1001) },
    token,
  );
  expect(long.message).toBe(messages.descriptionTooLong);
  expect(
    (await call('saveFeedback', { type: 'WEBSITE', rating: 3, description: 'x' }, null)).status,
  ).toBe(403);
});
