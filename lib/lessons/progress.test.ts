import { and, eq } from 'drizzle-orm';

import { VIDEOS_LIST_MAX, videoMessages } from '@/lib/lessons/calls';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { rowCounts } from '@/test/row-counts';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { addLessons, addSubscription } from '@/test/video-fixtures';

import { playerPreferences, videoProgress } from '../db/schema';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let lesson: number;
let unknownLength: number;
let asha: { token: string; studentId: number };
let ben: { token: string; studentId: number };

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  [lesson, unknownLength] = await addLessons(t.db, 2, (index) =>
    index === 1
      ? { durationSeconds: null, path: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }
      : {},
  );
  const a = await addStudent(t.db, 'asha@example.com', 'Asha Rao');
  const b = await addStudent(t.db, 'ben@example.com', 'Ben Okafor');
  asha = { token: a.token, studentId: a.student.id };
  ben = { token: b.token, studentId: b.student.id };
  await addSubscription(t.db, asha.studentId);
  await addSubscription(t.db, ben.studentId);
});
afterAll(async () => {
  await t.close();
});

const stored = (studentId: number, videoId: number) =>
  t.db
    .select()
    .from(videoProgress)
    .where(and(eq(videoProgress.studentId, studentId), eq(videoProgress.videoId, videoId)));

describe('the position in a lesson', () => {
  it('starts at 0, unwatched, for a lesson never played', async () => {
    const answer = await call('videoProgress', { videoId: lesson }, asha.token);
    expect(answer).toMatchObject({
      status: 200,
      data: { videoId: lesson, position: 0, watched: false, updated: null },
    });
  });

  it('is saved and read back for the session’s student', async () => {
    const saved = await call('saveVideoProgress', { videoId: lesson, position: 12.4 }, asha.token);
    expect(saved).toMatchObject({
      status: 200,
      message: videoMessages.progressSaved,
      data: { position: 12.4, watched: false },
    });
    const read = await call('videoProgress', { videoId: lesson }, asha.token);
    expect(read.data).toMatchObject({ position: 12.4, watched: false });
    expect((read.data as { updated: string }).updated).not.toBeNull();

    await call('saveVideoProgress', { videoId: lesson, position: 7 }, asha.token);
    expect((await call('videoProgress', { videoId: lesson }, asha.token)).data).toMatchObject({
      position: 7,
    });
  });

  it('of another student is never read or written, whatever the body names', async () => {
    await call('saveVideoProgress', { videoId: lesson, position: 20 }, asha.token);

    // Ben names Asha in every way a body could: he reads and writes his own position only.
    const read = await call(
      'videoProgress',
      { videoId: lesson, studentId: asha.studentId },
      ben.token,
    );
    expect(read.data).toMatchObject({ position: 0, updated: null });
    await call(
      'saveVideoProgress',
      { videoId: lesson, position: 3, studentId: asha.studentId },
      ben.token,
    );
    expect((await stored(asha.studentId, lesson))[0].positionSeconds).toBe(20);
    expect((await stored(ben.studentId, lesson))[0].positionSeconds).toBe(3);
  });

  it('needs a signed-in student and a published lesson', async () => {
    const before = await rowCounts(t.db);
    expect((await call('saveVideoProgress', { videoId: lesson, position: 5 })).status).toBe(403);
    expect((await call('videoProgress', { videoId: lesson })).status).toBe(403);
    const missing = await call('saveVideoProgress', { videoId: 999_999, position: 5 }, asha.token);
    expect(missing).toMatchObject({ status: 404, message: videoMessages.noSuchVideo });
    const negative = await call('saveVideoProgress', { videoId: lesson, position: -1 }, asha.token);
    expect(negative.status).toBe(422);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('watched at 90 %', () => {
  it('is not reached at 89 % of the stored length, and is at 90 %', async () => {
    const student = await addStudent(t.db, 'watcher@example.com');
    const token = student.token;
    // The lesson is 30 s long: 26.7 s is 89 %, 27 s is 90 %. The player's own length is ignored.
    const short = await call(
      'saveVideoProgress',
      { videoId: lesson, position: 26.7, duration: 29 },
      token,
    );
    expect(short.data).toMatchObject({ watched: false });
    const enough = await call('saveVideoProgress', { videoId: lesson, position: 27 }, token);
    expect(enough.data).toMatchObject({ watched: true });
    expect((await stored(student.student.id, lesson))[0].watchedAt).not.toBeNull();

    const list = await call('relatedVideos', {}, token);
    const listed = (list.data as { lists: { videoId: number; watched: boolean }[] }).lists;
    expect(listed.find((v) => v.videoId === lesson)?.watched).toBe(true);
  });

  it('stays watched when the student starts the lesson again', async () => {
    const student = await addStudent(t.db, 'rewatcher@example.com');
    await call('saveVideoProgress', { videoId: lesson, position: 30 }, student.token);
    const again = await call('saveVideoProgress', { videoId: lesson, position: 2 }, student.token);
    expect(again.data).toMatchObject({ position: 2, watched: true });
  });

  it('uses the length the player measured for a lesson without a stored one', async () => {
    const student = await addStudent(t.db, 'external@example.com');
    const early = await call(
      'saveVideoProgress',
      { videoId: unknownLength, position: 500, duration: 600 },
      student.token,
    );
    expect(early.data).toMatchObject({ watched: false });
    const late = await call(
      'saveVideoProgress',
      { videoId: unknownLength, position: 540, duration: 600 },
      student.token,
    );
    expect(late.data).toMatchObject({ watched: true });
  });

  it('never stores a position past the end', async () => {
    const student = await addStudent(t.db, 'overshoot@example.com');
    const answer = await call(
      'saveVideoProgress',
      { videoId: lesson, position: 95 },
      student.token,
    );
    expect(answer.data).toMatchObject({ position: 30, watched: true });
  });
});

describe('the watched marks the video page adds to its cached list', () => {
  it('name the lessons asked that this student watched, with their subscription', async () => {
    const student = await addStudent(t.db, 'marks@example.com');
    await call('saveVideoProgress', { videoId: lesson, position: 30 }, student.token);
    await call(
      'saveVideoProgress',
      { videoId: unknownLength, position: 3, duration: 600 },
      student.token,
    );
    // Another student's mark on the other lesson is not this one's.
    await call(
      'saveVideoProgress',
      { videoId: unknownLength, position: 600, duration: 600 },
      ben.token,
    );

    const asked = { videoIds: [lesson, unknownLength, 999_999] };
    expect(await call('watchedMarks', asked, student.token)).toMatchObject({
      status: 200,
      data: { watched: [lesson], subscription: 0 },
    });
    expect((await call('watchedMarks', { videoIds: [unknownLength] }, student.token)).data).toEqual(
      { watched: [], subscription: 0 },
    );
    expect((await call('watchedMarks', asked, ben.token)).data).toEqual({
      watched: [unknownLength],
      subscription: 1,
    });
    expect((await call('watchedMarks', { videoIds: [] }, asha.token)).data).toEqual({
      watched: [],
      subscription: 1,
    });
  });

  it('need a signed-in student and a bounded list of lesson ids', async () => {
    expect((await call('watchedMarks', { videoIds: [lesson] })).status).toBe(403);
    const ids = (length: number) => Array.from({ length }, (_, index) => index + 1);
    const most = await call('watchedMarks', { videoIds: ids(VIDEOS_LIST_MAX) }, asha.token);
    expect(most.status).toBe(200);
    const more = await call('watchedMarks', { videoIds: ids(VIDEOS_LIST_MAX + 1) }, asha.token);
    expect(more.status).toBe(422);
    expect((await call('watchedMarks', { videoIds: [2 ** 31] }, asha.token)).status).toBe(422);
    expect((await call('watchedMarks', { videoIds: 'all' }, asha.token)).status).toBe(422);
  });
});

describe('player preferences', () => {
  it('are 1× without captions until the student chooses', async () => {
    const answer = await call('playerPreferences', {}, asha.token);
    expect(answer).toMatchObject({ status: 200, data: { playbackRate: 1, captions: false } });
  });

  it('remember speed and captions separately, per student', async () => {
    const speed = await call('savePlayerPreferences', { playbackRate: 1.5 }, asha.token);
    expect(speed).toMatchObject({
      status: 200,
      message: videoMessages.preferencesSaved,
      data: { playbackRate: 1.5, captions: false },
    });
    await call('savePlayerPreferences', { captions: true }, asha.token);
    expect((await call('playerPreferences', {}, asha.token)).data).toEqual({
      playbackRate: 1.5,
      captions: true,
    });
    expect((await call('playerPreferences', {}, ben.token)).data).toEqual({
      playbackRate: 1,
      captions: false,
    });
    const rows = await t.db.select().from(playerPreferences);
    expect(rows).toHaveLength(1);
  });

  it('refuses speeds outside 0.75–2× and an empty change, writing nothing', async () => {
    const before = await rowCounts(t.db);
    for (const input of [{ playbackRate: 3 }, { playbackRate: 0.5 }, { playbackRate: 1.1 }, {}]) {
      expect((await call('savePlayerPreferences', input, ben.token)).status).toBe(422);
    }
    expect((await call('savePlayerPreferences', { captions: true })).status).toBe(403);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
