import { eq } from 'drizzle-orm';

import { messages } from '@/lib/calls/fields';
import { RELATED_VIDEOS_PAGE, videoMessages, type Video } from '@/lib/lessons/calls';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { rowCounts } from '@/test/row-counts';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { addLessons, addSubscription } from '@/test/video-fixtures';

import { feedback, videoProgress, videos } from '../db/schema';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let lessonIds: number[];
let unpublishedId: number;
let subscribed: { token: string; studentId: number };
let unsubscribed: { token: string; studentId: number };
let lapsed: { token: string; studentId: number };

const LESSONS = 12;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  lessonIds = await addLessons(t.db, LESSONS);
  [unpublishedId] = await addLessons(t.db, 1, () => ({ publishedAt: null }), 'draft');

  const a = await addStudent(t.db, 'subscribed@example.com', 'Sam Subscribed');
  const b = await addStudent(t.db, 'unsubscribed@example.com', 'Una Unsubscribed');
  const c = await addStudent(t.db, 'lapsed@example.com', 'Lara Lapsed');
  subscribed = { token: a.token, studentId: a.student.id };
  unsubscribed = { token: b.token, studentId: b.student.id };
  lapsed = { token: c.token, studentId: c.student.id };
  await addSubscription(t.db, subscribed.studentId);
  // A purchase that ran out yesterday gives no access.
  await addSubscription(t.db, lapsed.studentId, {
    startOn: new Date(Date.now() - 11 * 24 * 60 * 60 * 1000),
    days: 10,
  });
});
afterAll(async () => {
  await t.close();
});

type Page = { lists: Video[]; total: number; subscription: number };
const related = async (input: object, token: string | null = null) => {
  const answer = await call('relatedVideos', input, token);
  expect(answer.status).toBe(200);
  return answer.data as Page;
};

describe('the media path reaches subscribers only', () => {
  it('is absent for a visitor, whatever the body claims', async () => {
    const page = await related({ studentId: subscribed.studentId });
    expect(page.subscription).toBe(0);
    expect(page.lists.length).toBeGreaterThan(0);
    for (const video of page.lists) {
      expect(video.path).toBeNull();
      expect(video.captions).toBeNull();
    }
  });

  it.each([
    ['an unsubscribed student', () => unsubscribed],
    ['a student whose subscription has run out', () => lapsed],
  ])('is absent for %s', async (_label, who) => {
    const page = await related({}, who().token);
    expect(page.subscription).toBe(0);
    expect(page.lists.every((video) => video.path === null && video.captions === null)).toBe(true);

    const one = await call('viewVideo', { videoId: lessonIds[0] }, who().token);
    expect(one.data).toMatchObject({ subscription: 0, video: { path: null, captions: null } });
  });

  it('is present for a subscribed student, in the list and for one lesson', async () => {
    const page = await related({}, subscribed.token);
    expect(page.subscription).toBe(1);
    expect(page.lists[0]).toMatchObject({
      videoId: lessonIds[0],
      path: 'lesson-1.webm',
      captions: 'lesson-1.vtt',
    });

    const one = await call('viewVideo', { videoId: lessonIds[3] }, subscribed.token);
    expect(one).toMatchObject({
      status: 200,
      data: { subscription: 1, video: { name: 'Lesson 4', path: 'lesson-4.webm' } },
    });
  });

  it('is absent for a visitor asking for one lesson', async () => {
    const one = await call('viewVideo', { videoId: lessonIds[0] });
    expect(one.data).toMatchObject({
      subscription: 0,
      video: { videoId: lessonIds[0], name: 'Lesson 1', path: null, captions: null },
    });
  });

  it('reaches a visitor and a student without a plan for a free preview, which says it is one', async () => {
    const videoId = lessonIds[5];
    await t.db.update(videos).set({ freePreview: true }).where(eq(videos.id, videoId));
    try {
      for (const token of [null, unsubscribed.token]) {
        expect((await call('viewVideo', { videoId }, token)).data).toMatchObject({
          subscription: 1,
          video: { videoId, freePreview: true, path: 'lesson-6.webm' },
        });
      }
      const page = await related({});
      expect(page.lists.find((video) => video.videoId === videoId)).toMatchObject({
        freePreview: true,
      });
      expect(page.lists.find((video) => video.videoId === lessonIds[0])).toMatchObject({
        freePreview: false,
        path: null,
      });
    } finally {
      await t.db.update(videos).set({ freePreview: false }).where(eq(videos.id, videoId));
    }
  });
});

describe('listing', () => {
  it('pages the published lessons in library order, 10 by default, with the total', async () => {
    const first = await related({});
    expect(first.total).toBe(LESSONS);
    expect(first.lists.map((v) => v.videoId)).toEqual(lessonIds.slice(0, RELATED_VIDEOS_PAGE));

    const second = await related({ limit: RELATED_VIDEOS_PAGE, offset: RELATED_VIDEOS_PAGE });
    expect(second.total).toBe(LESSONS);
    expect(second.lists.map((v) => v.videoId)).toEqual(lessonIds.slice(RELATED_VIDEOS_PAGE));
    // has more = offset + count < total
    expect(RELATED_VIDEOS_PAGE + second.lists.length < second.total).toBe(false);

    // Past the last page: no rows, and still the total.
    const past = await related({ limit: RELATED_VIDEOS_PAGE, offset: 5 * RELATED_VIDEOS_PAGE });
    expect(past).toMatchObject({ lists: [], total: LESSONS });
  });

  it('describes each lesson with its images, length and publication date', async () => {
    const [lesson] = (await related({ limit: 1 })).lists;
    expect(lesson).toMatchObject({
      name: 'Lesson 1',
      description: 'What lesson 1 teaches.',
      thumbnail: '/demo/videos/lesson-1-thumb.webp',
      cover: '/demo/videos/lesson-1-cover.webp',
      durationSeconds: 30,
      watched: false,
    });
    expect(new Date(lesson.published!).getTime()).toBeLessThan(Date.now());
  });

  it('leaves out unpublished lessons, and will not show one by id', async () => {
    const all = await related({ limit: 50 });
    expect(all.lists.map((v) => v.videoId)).not.toContain(unpublishedId);
    const one = await call('viewVideo', { videoId: unpublishedId }, subscribed.token);
    expect(one).toMatchObject({ status: 404, message: videoMessages.noSuchVideo });
    const missing = await call('viewVideo', { videoId: 999_999 });
    expect(missing).toMatchObject({ status: 404, message: videoMessages.noSuchVideo });
  });

  it('marks the lessons the student has watched, for that student only', async () => {
    await t.db.insert(videoProgress).values({
      studentId: unsubscribed.studentId,
      videoId: lessonIds[1],
      positionSeconds: 29,
      watchedAt: new Date(),
    });
    const mine = await related({}, unsubscribed.token);
    expect(mine.lists.filter((v) => v.watched).map((v) => v.videoId)).toEqual([lessonIds[1]]);
    const theirs = await related({}, subscribed.token);
    expect(theirs.lists.some((v) => v.watched)).toBe(false);
    expect((await related({})).lists.some((v) => v.watched)).toBe(false);
  });

  it('ends the session for a token that no longer works', async () => {
    const answer = await call('relatedVideos', {}, 'not-a-live-token');
    expect(answer.status).toBe(403);
  });
});

describe('feedback on a lesson', () => {
  const send = (input: object, token: string | null = unsubscribed.token) =>
    call('saveFeedback', { type: 'VIDEO', videoId: lessonIds[0], ...input }, token);

  it('saves 1 to 5 stars and up to 1000 characters with "Feedback added successfully"', async () => {
    const answer = await send({ rating: 4, description: ` ${'a'.repeat(1000)} ` });
    expect(answer).toMatchObject({ status: 200, message: videoMessages.feedbackSaved });
    const [row] = await t.db
      .select()
      .from(feedback)
      .where(eq(feedback.studentId, unsubscribed.studentId));
    expect(row).toMatchObject({ type: 'VIDEO', videoId: lessonIds[0], rating: '4.0' });
    expect(row.description).toHaveLength(1000);
  });

  it.each([
    [{ rating: 0, description: 'Good' }, messages.ratingRequired],
    [{ description: 'Good' }, messages.ratingRequired],
    [{ rating: 5, description: '   ' }, messages.commentRequired],
    [{ rating: 5, description: 'a'.repeat(1001) }, messages.feedbackTooLong],
  ])('refuses %j with the spec’s message, writing nothing', async (input, message) => {
    const before = await rowCounts(t.db);
    expect(await send(input)).toMatchObject({ status: 422, message });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('needs a signed-in student and a lesson that exists', async () => {
    expect((await send({ rating: 5, description: 'Good' }, null)).status).toBe(403);
    const missing = await call(
      'saveFeedback',
      { type: 'VIDEO', videoId: 999_999, rating: 5, description: 'Good' },
      unsubscribed.token,
    );
    expect(missing).toMatchObject({ status: 404, message: videoMessages.noSuchVideo });
  });
});

it('keeps lesson rows intact when listing (no writes on read)', async () => {
  const before = await t.db.select().from(videos);
  await related({}, subscribed.token);
  expect(await t.db.select().from(videos)).toEqual(before);
});
