import { eq } from 'drizzle-orm';

import { calls } from '@/lib/platform/calls';
import { commentsTagOf } from '@/lib/cache/tags';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, comments, caseCategories, cases, videos } from '../db/schema';
import { commentMessages } from './texts';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let support: string;
let videoId: number;
let caseId: number;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  const [video] = await t.db
    .insert(videos)
    .values({ name: 'Pulmonary embolism', slug: 'pe', path: '/demo/videos/pe.mp4' })
    .returning();
  const [short] = await t.db
    .insert(caseCategories)
    .values({ name: 'Chest', slug: 'chest' })
    .returning();
  const [item] = await t.db
    .insert(cases)
    .values({ categoryId: short!.id, name: 'Pneumothorax', slug: 'ptx', image: '/demo/x.webp' })
    .returning();
  videoId = video!.id;
  caseId = item!.id;
  const author = await addStudent(t.db, 'author@example.com', 'Dr Sam Lee');
  for (const [place, description] of [
    [{ type: 'VIDEO', videoId }, 'First, on the lesson'],
    [{ type: 'SHORT', subshortId: caseId }, 'Second, on the case'],
    [{ type: 'VIDEO', videoId }, 'Third, rude, on the lesson'],
  ] as const) {
    expect((await call('saveComment', { ...place, description }, author.token)).status).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

type Listed = { list: { commentId: number; description: string; place: object }[]; total: number };
const feed = async (input: object = {}) =>
  (await call('listCommentsForReview', input, support)).data as Listed;

it('lists every comment newest first, with its author and where it is, and the total', async () => {
  const { list, total } = await feed();
  expect(total).toBe(3);
  expect(list.map((item) => item.description)).toEqual([
    'Third, rude, on the lesson',
    'Second, on the case',
    'First, on the lesson',
  ]);
  expect(list[1]).toMatchObject({
    studentName: 'Dr Sam Lee',
    studentEmail: 'author@example.com',
    place: { caseId, name: 'Pneumothorax' },
  });
  expect(list[0]!.place).toEqual({ videoId, name: 'Pulmonary embolism' });
  expect((await feed({ limit: 1, offset: 2 })).list.map((item) => item.description)).toEqual([
    'First, on the lesson',
  ]);
});

it('removes a comment from where it is, for everyone, audited with what it said', async () => {
  const rude = (await feed()).list[0]!;
  // Named at the wrong place, nothing is removed.
  expect(
    await call('removeCommentAsOperator', { commentId: rude.commentId, caseId }, support),
  ).toMatchObject({ status: 404, message: commentMessages.notFound });
  expect(
    await call('removeCommentAsOperator', { commentId: rude.commentId, videoId }, support),
  ).toMatchObject({ status: 200, message: commentMessages.removedByOperator });

  const onLesson = await call('listComments', { videoId, limit: 20, offset: 0 });
  expect(onLesson.data).toMatchObject({
    total: 1,
    list: [{ description: 'First, on the lesson' }],
  });
  expect((await feed()).total).toBe(2);
  const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'comment.removed'));
  expect(entry).toMatchObject({
    actor: 'support@example.com',
    targetId: String(rude.commentId),
    before: { description: 'Third, rude, on the lesson', videoId },
    after: null,
  });
  expect(calls.removeCommentAsOperator.invalidates).toBeInstanceOf(Function);
  const staled = (calls.removeCommentAsOperator.invalidates as (input: object) => string[])({
    commentId: rude.commentId,
    videoId,
  });
  expect(staled).toEqual([commentsTagOf({ videoId })]);
});

it('refuses editors and students', async () => {
  const editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  const student = (await addStudent(t.db, 'other@example.com')).token;
  const [first] = await t.db.select({ id: comments.id }).from(comments);
  for (const token of [editor, student]) {
    expect((await call('removeCommentAsOperator', { commentId: first!.id }, token)).status).toBe(
      403,
    );
    expect((await call('listCommentsForReview', {}, token)).status).toBe(403);
  }
  expect(await t.db.select().from(comments)).toHaveLength(2);
});
