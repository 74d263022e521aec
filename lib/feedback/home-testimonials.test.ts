import { eq } from 'drizzle-orm';

import { calls } from '@/lib/platform/calls';
import { type DataOf } from '@/lib/calls/define-call';
import { CONTENT_CACHE_TAGS } from '@/lib/cache/tags';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, feedback, videos } from '../db/schema';
import { feedbackMessages } from './calls';
import type { feedbackCalls } from './calls';

/*
 * The home page's testimonials chosen in the console: which approved site feedback the carousel
 * shows and in what order, the newest approved while none is chosen, and withdrawal removing one.
 */

let t: TestBackend;
let call: ReturnType<typeof caller>;
let editor: string;
let support: string;
const ids: Record<string, number> = {};

const DAY = 86_400_000;
const home = async () =>
  ((await call('homeTestimonials')).data as DataOf<typeof feedbackCalls.homeTestimonials>).map(
    (t) => t.description,
  );
const audits = async () =>
  t.db.select().from(auditLog).where(eq(auditLog.action, 'testimonials.arranged'));

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  const { student } = await addStudent(t.db, 'author@example.com', 'Ada Author');
  const [lesson] = await t.db
    .insert(videos)
    .values({ name: 'Lesson', slug: 'lesson', description: 'A lesson.', path: 'https://x/y.mp4' })
    .returning();
  const rows = await t.db
    .insert(feedback)
    .values(
      (
        [
          ['oldest', 'WEBSITE', true],
          ['middle', 'WEBSITE', true],
          ['newest', 'WEBSITE', true],
          ['waiting', 'WEBSITE', false],
          ['on a lesson', 'VIDEO', true],
        ] as const
      ).map(([description, type, approved], at) => ({
        studentId: student.id,
        type,
        videoId: type === 'VIDEO' ? lesson!.id : null,
        rating: '5',
        description,
        approved,
        createdAt: new Date(Date.now() - (10 - at) * DAY),
      })),
    )
    .returning();
  for (const row of rows) ids[row.description] = row.id;
});
afterAll(() => t.close());

it('shows the newest approved site feedback while none is chosen', async () => {
  expect(await home()).toEqual(['newest', 'middle', 'oldest']);
  const listed = await call('listHomeTestimonialsForConsole', {}, editor);
  expect(listed.data).toMatchObject({ chosen: [], othersTotal: 3 });
});

it('shows the chosen testimonials in their order, and stales the testimonials tag', async () => {
  expect(calls.arrangeHomeTestimonials.invalidates).toEqual([CONTENT_CACHE_TAGS.testimonials]);
  const chosen = [ids.oldest!, ids.newest!];
  expect(await call('arrangeHomeTestimonials', { feedbackIds: chosen }, editor)).toMatchObject({
    status: 200,
    message: feedbackMessages.homeArranged,
  });
  expect(await home()).toEqual(['oldest', 'newest']);
  const listed = (await call('listHomeTestimonialsForConsole', {}, editor)).data as DataOf<
    typeof feedbackCalls.listHomeTestimonialsForConsole
  >;
  expect(listed.chosen.map((item) => item.feedbackId)).toEqual(chosen);
  expect(listed.others.map((item) => item.feedbackId)).toEqual([ids.middle]);

  // Reordered; the same order again writes nothing.
  await call('arrangeHomeTestimonials', { feedbackIds: [ids.newest, ids.oldest] }, editor);
  expect(await home()).toEqual(['newest', 'oldest']);
  const logged = (await audits()).length;
  expect(
    await call('arrangeHomeTestimonials', { feedbackIds: [ids.newest, ids.oldest] }, editor),
  ).toMatchObject({ status: 200, message: feedbackMessages.homeUnchanged });
  expect(await audits()).toHaveLength(logged);
  expect((await audits()).at(-1)).toMatchObject({
    before: { feedbackIds: [ids.oldest, ids.newest] },
    after: { feedbackIds: [ids.newest, ids.oldest] },
  });
});

it('refuses feedback that is not approved site feedback, and bad lists', async () => {
  for (const which of ['waiting', 'on a lesson']) {
    expect(
      await call('arrangeHomeTestimonials', { feedbackIds: [ids.middle, ids[which]] }, editor),
    ).toMatchObject({ status: 422, message: feedbackMessages.homeOnlyApprovedSite });
  }
  for (const feedbackIds of [
    [ids.middle, ids.middle],
    Array.from({ length: 13 }, (_, i) => i + 1),
    'all',
  ]) {
    const refused = await call('arrangeHomeTestimonials', { feedbackIds }, editor);
    expect(refused.status).toBe(422);
  }
  expect(
    await call('arrangeHomeTestimonials', { feedbackIds: [ids.middle] }, support),
  ).toMatchObject({ status: 403, code: 'role_refused' });
  expect(await home()).toEqual(['newest', 'oldest']);
});

it('takes withdrawn feedback off the home page; an empty choice gives back the newest', async () => {
  // Editors do not moderate; the owner's role does.
  const owner = (await addOperator(t.db, 'owner@example.com', 'owner')).token;
  await call('moderateFeedback', { feedbackId: ids.newest, approved: false }, owner);
  expect(await home()).toEqual(['oldest']);
  expect(await call('arrangeHomeTestimonials', { feedbackIds: [] }, editor)).toMatchObject({
    status: 200,
    message: feedbackMessages.homeCleared,
  });
  expect(await home()).toEqual(['middle', 'oldest']);
});
