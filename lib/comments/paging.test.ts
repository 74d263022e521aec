import { sql } from 'drizzle-orm';

import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { comments, caseCategories, students, cases, videos } from '../db/schema';

/*
 * A busy lesson's comments a page at a time: the rows and the total at the first, a middle and
 * the last page, and after comments are added and removed. The total comes from the count kept
 * beside the lesson (migration 0004), so these also check that the count follows every write.
 */

const COMMENTS = 47;
const PAGE = 10;

let t: TestBackend;
let call: ReturnType<typeof caller>;
let busy: number;
let quiet: number;
let caseId: number;
let author: { studentId: number; token: string };
/** The busy lesson's comment ids, newest first. */
let newestFirst: number[];

type ListAnswer = { data: { list: { commentId: number }[]; total: number } };
const list = async (input: Record<string, number>) =>
  (await call('listComments', input)) as unknown as ListAnswer;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  const { student, token } = await addStudent(t.db, 'paging@example.com');
  author = { studentId: student.id, token };
  const lessons = await t.db
    .insert(videos)
    .values([
      { name: 'Busy lesson', slug: 'busy', path: 'busy.mp4' },
      { name: 'Quiet lesson', slug: 'quiet', path: 'quiet.mp4' },
    ])
    .returning();
  [busy, quiet] = lessons.map((lesson) => lesson.id);
  const [category] = await t.db
    .insert(caseCategories)
    .values({ name: 'Chest', slug: 'chest' })
    .returning();
  const [item] = await t.db
    .insert(cases)
    .values({ categoryId: category.id, name: 'Collapse', slug: 'collapse', image: '/x.webp' })
    .returning();
  caseId = item.id;
  // One statement, as a bulk load would write them; every other pair shares a timestamp, so
  // the id must break the tie the same way on every page.
  const inserted = await t.db
    .insert(comments)
    .values(
      Array.from({ length: COMMENTS }, (_, i) => ({
        studentId: student.id,
        type: 'VIDEO' as const,
        videoId: busy,
        description: `Comment ${i + 1}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 2))),
      })),
    )
    .returning({ id: comments.id });
  newestFirst = inserted.map((row) => row.id).reverse();
});
afterAll(async () => {
  await t.close();
});

const ids = (answer: ListAnswer) => answer.data.list.map((comment) => comment.commentId);

it('answers the right rows and total at the first, a middle and the last page', async () => {
  const first = await list({ videoId: busy, limit: PAGE, offset: 0 });
  expect(first.data.total).toBe(COMMENTS);
  expect(ids(first)).toEqual(newestFirst.slice(0, PAGE));

  const middle = await list({ videoId: busy, limit: PAGE, offset: 20 });
  expect(middle.data.total).toBe(COMMENTS);
  expect(ids(middle)).toEqual(newestFirst.slice(20, 30));

  const last = await list({ videoId: busy, limit: PAGE, offset: 40 });
  expect(last.data.total).toBe(COMMENTS);
  expect(ids(last)).toEqual(newestFirst.slice(40));

  const past = await list({ videoId: busy, limit: PAGE, offset: 60 });
  expect(past.data).toEqual({ list: [], total: COMMENTS });
  expect((await list({ videoId: quiet, limit: PAGE, offset: 0 })).data).toEqual({
    list: [],
    total: 0,
  });
});

it('keeps the total right as comments are added and removed', async () => {
  const added = (await call(
    'saveComment',
    { type: 'VIDEO', videoId: busy, description: 'The newest one' },
    author.token,
  )) as unknown as { data: { commentId: number } };
  const afterAdding = await list({ videoId: busy, limit: PAGE, offset: 0 });
  expect(afterAdding.data.total).toBe(COMMENTS + 1);
  expect(ids(afterAdding)[0]).toBe(added.data.commentId);
  expect(ids(await list({ videoId: busy, limit: PAGE, offset: 40 }))).toEqual(
    newestFirst.slice(39),
  );

  await call('removeComment', { commentId: added.data.commentId }, author.token);
  await call('removeComment', { commentId: newestFirst[0] }, author.token);
  const afterRemoving = await list({ videoId: busy, limit: PAGE, offset: 0 });
  expect(afterRemoving.data.total).toBe(COMMENTS - 1);
  expect(ids(afterRemoving)).toEqual(newestFirst.slice(1, PAGE + 1));
  // Another lesson's count is untouched.
  expect((await list({ videoId: quiet, limit: PAGE, offset: 0 })).data.total).toBe(0);
});

it('counts a case’s comments apart, and follows a cascade from a deleted student', async () => {
  const other = await addStudent(t.db, 'leaving@example.com');
  for (const [text, token] of [
    ['Look at the hilum', author.token],
    ['And the trachea', other.token],
  ] as const) {
    await call('saveComment', { type: 'SHORT', subshortId: caseId, description: text }, token);
  }
  await call(
    'saveComment',
    { type: 'VIDEO', videoId: busy, description: 'Leaving soon' },
    other.token,
  );
  expect((await list({ subshortId: caseId, limit: PAGE, offset: 0 })).data.total).toBe(2);
  expect((await list({ videoId: busy, limit: PAGE, offset: 0 })).data.total).toBe(COMMENTS);

  await t.db.delete(students).where(sql`${students.id} = ${other.student.id}`);
  expect((await list({ subshortId: caseId, limit: PAGE, offset: 0 })).data.total).toBe(1);
  expect((await list({ videoId: busy, limit: PAGE, offset: 0 })).data.total).toBe(COMMENTS - 1);
});
