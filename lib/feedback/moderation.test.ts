import { eq } from 'drizzle-orm';

import { calls } from '@/lib/platform/calls';
import { CONTENT_CACHE_TAGS } from '@/lib/cache/tags';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, feedback } from '../db/schema';
import { feedbackMessages } from './calls';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let support: string;
let feedbackId: number;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  const author = await addStudent(t.db, 'author@example.com', 'Dr Nia Okafor');
  const saved = await call(
    'saveFeedback',
    { type: 'WEBSITE', rating: 5, description: 'The viva sessions got me through.' },
    author.token,
  );
  expect(saved.status).toBe(200);
  [{ id: feedbackId }] = await t.db.select({ id: feedback.id }).from(feedback);
});
afterAll(async () => {
  await t.close();
});

const home = async () =>
  ((await call('homeTestimonials', {})).data as { description: string }[]).map(
    (item) => item.description,
  );
const auditFor = async () =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'feedback'))).filter(
    (row) => row.targetId === String(feedbackId),
  );

it('lists feedback waiting for a decision with its author, newest first', async () => {
  const answer = await call('listFeedbackForReview', { state: 'pending' }, support);
  expect(answer).toMatchObject({
    status: 200,
    data: {
      total: 1,
      list: [
        {
          feedbackId,
          studentName: 'Dr Nia Okafor',
          studentEmail: 'author@example.com',
          type: 'WEBSITE',
          lesson: null,
          rating: 5,
          approved: false,
        },
      ],
    },
  });
  expect(await home()).not.toContain('The viva sessions got me through.');
});

it('shows approved feedback as a testimonial, audited once with before and after', async () => {
  expect(await call('moderateFeedback', { feedbackId, approved: true }, support)).toMatchObject({
    status: 200,
    message: feedbackMessages.approved,
  });
  expect(await home()).toContain('The viva sessions got me through.');
  // Approving again changes nothing and logs nothing.
  await call('moderateFeedback', { feedbackId, approved: true }, support);
  const entries = await auditFor();
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    actor: 'support@example.com',
    action: 'feedback.approved',
    before: { approved: false },
    after: { approved: true },
  });
  expect((await call('listFeedbackForReview', { state: 'approved' }, support)).data).toMatchObject({
    total: 1,
  });
});

it('takes a withdrawn testimonial off the site', async () => {
  await call('moderateFeedback', { feedbackId, approved: false }, support);
  expect(await home()).not.toContain('The viva sessions got me through.');
  expect((await auditFor()).map((row) => row.action)).toEqual([
    'feedback.approved',
    'feedback.withdrawn',
  ]);
});

it('marks the testimonials stale wherever they are shown', () => {
  expect(calls.moderateFeedback.invalidates).toEqual([CONTENT_CACHE_TAGS.testimonials]);
});

it('refuses editors, students and visitors, and feedback that does not exist', async () => {
  const editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  const student = (await addStudent(t.db, 'nosy@example.com')).token;
  expect(await call('moderateFeedback', { feedbackId, approved: true }, editor)).toMatchObject({
    status: 403,
    code: 'role_refused',
  });
  expect(await call('listFeedbackForReview', {}, editor)).toMatchObject({ status: 403 });
  expect((await call('moderateFeedback', { feedbackId, approved: true }, student)).status).toBe(
    403,
  );
  expect((await call('moderateFeedback', { feedbackId, approved: true }, null)).status).toBe(403);
  expect(
    await call('moderateFeedback', { feedbackId: 999_999, approved: true }, support),
  ).toMatchObject({ status: 404, message: feedbackMessages.notFound });
  expect(await call('moderateFeedback', { feedbackId, approved: 'yes' }, support)).toMatchObject({
    status: 422,
  });
  expect(await home()).not.toContain('The viva sessions got me through.');
});
