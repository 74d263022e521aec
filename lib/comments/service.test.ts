import { eq } from 'drizzle-orm';

import { COMMENTS_PAGE } from '@/lib/comments/texts';
import { commentMessages, COMMENTS_MORE } from '@/lib/comments/texts';
import { messages } from '@/lib/calls/fields';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { rowCounts } from '@/test/row-counts';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { comments, caseCategories, cases, videos } from '../db/schema';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let videoId: number;
let caseId: number;
let otherCaseId: number;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  const [video] = await t.db
    .insert(videos)
    .values({ name: 'Left upper lobe collapse', slug: 'luc', path: '/demo/videos/luc.mp4' })
    .returning();
  const [short] = await t.db
    .insert(caseCategories)
    .values({ name: 'Chest', slug: 'chest' })
    .returning();
  const [first, second] = await t.db
    .insert(cases)
    .values([
      {
        categoryId: short.id,
        name: 'Pneumothorax',
        slug: 'ptx',
        image: '/demo/shorts/chest-1.webp',
      },
      {
        categoryId: short.id,
        name: 'Miliary',
        slug: 'miliary',
        image: '/demo/shorts/chest-2.webp',
      },
    ])
    .returning();
  videoId = video.id;
  caseId = first.id;
  otherCaseId = second.id;
});
afterAll(async () => {
  await t.close();
});

const storedComment = async (commentId: number) =>
  (await t.db.select().from(comments).where(eq(comments.id, commentId)))[0];

describe('adding', () => {
  it('saves a trimmed comment on a case for the session’s student, whatever the body says', async () => {
    const author = await addStudent(t.db, 'c-author@example.com', 'Asha Rao');
    const other = await addStudent(t.db, 'c-other@example.com', 'Ben Cole');
    const saved = await call(
      'saveComment',
      {
        type: 'SHORT',
        subshortId: caseId,
        description: '  Look at the ribs too.  ',
        studentId: other.student.id,
      },
      author.token,
    );
    expect(saved).toMatchObject({
      status: 200,
      message: commentMessages.added,
      data: { description: 'Look at the ribs too.', fullName: 'Asha Rao' },
    });
    const commentId = (saved.data as { commentId: number }).commentId;
    expect(await storedComment(commentId)).toMatchObject({
      studentId: author.student.id,
      type: 'SHORT',
      caseId,
      videoId: null,
    });
  });

  it('saves a comment on a lesson with the same rules', async () => {
    const { student, token } = await addStudent(t.db, 'c-video@example.com');
    const saved = await call(
      'saveComment',
      { type: 'VIDEO', videoId, description: 'Clear' },
      token,
    );
    expect(saved.status).toBe(200);
    const commentId = (saved.data as { commentId: number }).commentId;
    expect(await storedComment(commentId)).toMatchObject({
      studentId: student.id,
      type: 'VIDEO',
      videoId,
      caseId: null,
    });
  });

  it('refuses a lesson or a case that does not exist', async () => {
    const { token } = await addStudent(t.db, 'c-missing@example.com');
    const before = await rowCounts(t.db);
    expect(
      await call('saveComment', { type: 'VIDEO', videoId: videoId + 999, description: 'x' }, token),
    ).toMatchObject({ status: 404, message: commentMessages.noSuchVideo });
    expect(
      await call(
        'saveComment',
        { type: 'SHORT', subshortId: otherCaseId + 999, description: 'x' },
        token,
      ),
    ).toMatchObject({ status: 404, message: commentMessages.noSuchCase });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('needs a signed-in student', async () => {
    const before = await rowCounts(t.db);
    const answer = await call('saveComment', {
      type: 'SHORT',
      subshortId: caseId,
      description: 'Hi',
    });
    expect(answer).toMatchObject({ status: 403, message: 'Please log in to continue' });
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('validation limits', () => {
  it('accepts 1000 characters, counted after trimming', async () => {
    const { token } = await addStudent(t.db, 'c-limit@example.com');
    const text = 'x'.repeat(1000);
    const saved = await call(
      'saveComment',
      { type: 'SHORT', subshortId: caseId, description: `  ${text}\n` },
      token,
    );
    expect(saved.status).toBe(200);
    expect((saved.data as { description: string }).description).toBe(text);
  });

  it('refuses 1001 characters and blank text with the spec’s messages, writing nothing', async () => {
    const { token } = await addStudent(t.db, 'c-limit2@example.com');
    const before = await rowCounts(t.db);
    const long = await call(
      'saveComment',
      { type: 'SHORT', subshortId: caseId, description: 'x'.repeat(1001) },
      token,
    );
    expect(long).toMatchObject({ status: 422, message: messages.commentTooLong });
    expect(long.message).toBe('Comment must be at most 1000 characters');
    const blank = await call('saveComment', { type: 'VIDEO', videoId, description: ' \n ' }, token);
    expect(blank).toMatchObject({ status: 422, message: 'Comment is required' });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('applies the same limit to an edit', async () => {
    const { token } = await addStudent(t.db, 'c-limit3@example.com');
    const saved = await call(
      'saveComment',
      { type: 'SHORT', subshortId: caseId, description: 'v1' },
      token,
    );
    const { commentId } = saved.data as { commentId: number };
    const long = await call(
      'saveComment',
      { type: 'SHORT', subshortId: caseId, commentId, description: 'y'.repeat(1001) },
      token,
    );
    expect(long.message).toBe(messages.commentTooLong);
    expect((await storedComment(commentId)).description).toBe('v1');
  });
});

describe('ownership', () => {
  it('lets the author edit and delete their own comment', async () => {
    const { token } = await addStudent(t.db, 'c-own@example.com');
    const saved = await call(
      'saveComment',
      { type: 'SHORT', subshortId: caseId, description: 'v1' },
      token,
    );
    const { commentId } = saved.data as { commentId: number };

    const edited = await call(
      'saveComment',
      { type: 'SHORT', subshortId: caseId, commentId, description: ' v2 ' },
      token,
    );
    expect(edited).toMatchObject({
      status: 200,
      message: commentMessages.updated,
      data: { commentId, description: 'v2' },
    });
    expect((await storedComment(commentId)).description).toBe('v2');

    const removed = await call('removeComment', { commentId }, token);
    expect(removed).toEqual({ status: 200, message: 'Comment deleted successfully', data: null });
    expect(await storedComment(commentId)).toBeUndefined();
  });

  it('refuses to edit or delete another student’s comment, whatever the request says', async () => {
    const author = await addStudent(t.db, 'c-victim@example.com');
    const intruder = await addStudent(t.db, 'c-intruder@example.com');
    const saved = await call(
      'saveComment',
      { type: 'SHORT', subshortId: caseId, description: 'Mine' },
      author.token,
    );
    const { commentId } = saved.data as { commentId: number };
    const before = await rowCounts(t.db);

    const edit = await call(
      'saveComment',
      {
        type: 'SHORT',
        subshortId: caseId,
        commentId,
        description: 'Defaced',
        studentId: author.student.id,
      },
      intruder.token,
    );
    expect(edit).toMatchObject({ status: 404, message: commentMessages.notFound });

    const remove = await call(
      'removeComment',
      { commentId, studentId: author.student.id },
      intruder.token,
    );
    expect(remove).toMatchObject({ status: 404, message: commentMessages.notFound });

    expect(await storedComment(commentId)).toMatchObject({
      description: 'Mine',
      studentId: author.student.id,
    });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses an edit that names another lesson or case than the comment’s', async () => {
    const { token } = await addStudent(t.db, 'c-move@example.com');
    const saved = await call(
      'saveComment',
      { type: 'SHORT', subshortId: caseId, description: 'Here' },
      token,
    );
    const { commentId } = saved.data as { commentId: number };
    for (const target of [
      { type: 'SHORT', subshortId: otherCaseId },
      { type: 'VIDEO', videoId },
    ]) {
      const moved = await call(
        'saveComment',
        { ...target, commentId, description: 'Moved' },
        token,
      );
      expect(moved).toMatchObject({ status: 404, message: commentMessages.notFound });
    }
    expect(await storedComment(commentId)).toMatchObject({ caseId, description: 'Here' });
  });

  it('deletes only from the lesson or case the removal names', async () => {
    const { token } = await addStudent(t.db, 'c-place@example.com');
    const saved = await call(
      'saveComment',
      { type: 'SHORT', subshortId: caseId, description: 'x' },
      token,
    );
    const { commentId } = saved.data as { commentId: number };
    for (const place of [{ subshortId: otherCaseId }, { videoId }]) {
      const elsewhere = await call('removeComment', { commentId, ...place }, token);
      expect(elsewhere).toMatchObject({ status: 404, message: commentMessages.notFound });
    }
    expect(await storedComment(commentId)).toBeDefined();
    expect((await call('removeComment', { commentId, subshortId: caseId }, token)).status).toBe(
      200,
    );
    expect(await storedComment(commentId)).toBeUndefined();
  });

  it('needs a signed-in student to delete', async () => {
    const { token } = await addStudent(t.db, 'c-anon@example.com');
    const saved = await call(
      'saveComment',
      { type: 'SHORT', subshortId: caseId, description: 'x' },
      token,
    );
    const { commentId } = saved.data as { commentId: number };
    expect((await call('removeComment', { commentId })).status).toBe(403);
    expect(await storedComment(commentId)).toBeDefined();
  });
});

describe('listing', () => {
  it('pages newest first with the total, counting only the chosen lesson or case', async () => {
    const [short] = await t.db
      .insert(caseCategories)
      .values({ name: 'Neuro', slug: 'neuro' })
      .returning();
    const [target] = await t.db
      .insert(cases)
      .values({
        categoryId: short.id,
        name: 'SAH',
        slug: 'sah',
        image: '/demo/shorts/neuro-1.webp',
      })
      .returning();
    const { student, token } = await addStudent(t.db, 'c-pages@example.com', 'Chidi Okafor');
    const total = COMMENTS_PAGE + 2;
    for (let i = 1; i <= total; i++) {
      const saved = await call(
        'saveComment',
        { type: 'SHORT', subshortId: target.id, description: `Comment ${i}` },
        token,
      );
      expect(saved.status).toBe(200);
    }
    // The database stamps created_at itself; give the rows distinct times in order.
    const rows = await t.db.select().from(comments).where(eq(comments.caseId, target.id));
    for (const row of rows) {
      const n = Number(row.description.split(' ')[1]);
      await t.db
        .update(comments)
        .set({ createdAt: new Date(Date.UTC(2025, 0, n)) })
        .where(eq(comments.id, row.id));
    }

    const first = await call('listComments', { subshortId: target.id });
    expect(first.status).toBe(200);
    const firstData = first.data as { list: { description: string }[]; total: number };
    expect(firstData.total).toBe(total);
    expect(firstData.list.map((c) => c.description)).toEqual([
      'Comment 7',
      'Comment 6',
      'Comment 5',
      'Comment 4',
      'Comment 3',
    ]);

    const more = await call(
      'listComments',
      { subshortId: target.id, limit: COMMENTS_MORE, offset: COMMENTS_PAGE },
      token,
    );
    const moreData = more.data as {
      list: { description: string; studentId: number; fullName: string }[];
      total: number;
    };
    expect(moreData.total).toBe(total);
    expect(moreData.list.map((c) => c.description)).toEqual(['Comment 2', 'Comment 1']);
    expect(moreData.list[0]).toMatchObject({ studentId: student.id, fullName: 'Chidi Okafor' });
    expect(moreData.list[0]).not.toHaveProperty('total');

    // Past the last page no row carries the total; it is still the lesson's or case's count.
    const past = await call('listComments', {
      subshortId: target.id,
      limit: COMMENTS_MORE,
      offset: total + 3,
    });
    expect(past.data).toEqual({ list: [], total });

    const none = await call('listComments', { videoId: videoId + 999 });
    expect(none.data).toEqual({ list: [], total: 0 });
  });

  it('asks for exactly one of a lesson or a case', async () => {
    expect((await call('listComments', {})).status).toBe(422);
    expect((await call('listComments', { videoId, subshortId: caseId })).status).toBe(422);
  });
});
