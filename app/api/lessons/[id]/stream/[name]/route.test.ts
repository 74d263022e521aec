import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';

import { createEmbeddedTransport, installTransport, type StudentSignIn } from '@/lib/calls/api';
import type { DataOf } from '@/lib/calls/define-call';
import { lessonKeyRequests, lessonPackages, purchases, students, videos } from '@/lib/db/schema';
import type { lessonCalls } from '@/lib/lessons/calls';
import { createDirectoryMediaStore } from '@/lib/lessons/lesson-media';
import { queueLessonPackaging } from '@/lib/lessons/lesson-packaging';
import { lessonStreamMessages } from '@/lib/lessons/texts';
import { findFfmpeg, runFfmpeg } from '@/lib/media/ffmpeg';
import { decryptSegment } from '@/lib/media/segment-encryption';
import { playbackTokenKey, signPlaybackToken } from '@/lib/media/playback-tokens';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { addLessons, addSubscription } from '@/test/video-fixtures';

import { GET as mediaGet } from '../../../../media/[name]/route';
import { GET } from './route';

/*
 * A packaged lesson's stream through its route, on in-memory PGlite with the real migrations: a
 * real package made by the job from a generated source, then who gets its playlists, segments and
 * key (docs/streaming.md, "Serving"): the refusal matrix, the renewal, the concurrent-stream limit
 * under racing requests, the key rate, and the original never served once packaged.
 */

jest.setTimeout(120_000);

let signIn: StudentSignIn | null = null;
jest.mock('@/lib/accounts/student-sign-in', () => ({
  getStudentSignIn: async () => signIn,
}));

const SECRET = 'a-test-secret-of-at-least-thirty-two-bytes';
const ORIGINAL = 'lesson-1-00112233aabbccdd.mp4';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let work: string;
let lesson: number;
let preview: number;
let subscriber: StudentSignIn;
let other: StudentSignIn;
let unsubscribed: StudentSignIn;

beforeAll(async () => {
  process.env.AUTH_SECRET = SECRET;
  work = await mkdtemp(path.join(tmpdir(), 'lesson-stream-'));
  process.env.DATA_DIR = path.join(work, 'data');
  const mediaDir = path.join(work, 'media');
  await mkdir(mediaDir, { recursive: true });
  t = await createTestBackend({}, { media: createDirectoryMediaStore(mediaDir) });
  call = caller(t);
  installTransport(createEmbeddedTransport(async () => t.backend));
  await runFfmpeg(await findFfmpeg(), [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=15:duration=2.5'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast'],
    path.join(mediaDir, ORIGINAL),
  ]);
  [lesson, preview] = await addLessons(t.db, 2, (i) => ({
    path: ORIGINAL,
    captions: null,
    freePreview: i === 1,
  }));
  await t.db.transaction(async (tx) => {
    await queueLessonPackaging(tx, lesson!, ORIGINAL);
    await queueLessonPackaging(tx, preview!, ORIGINAL);
  });
  await t.runJobs();
  const a = await addStudent(t.db, 'asha@example.com');
  const b = await addStudent(t.db, 'ben@example.com');
  const c = await addStudent(t.db, 'chen@example.com');
  await addSubscription(t.db, a.student.id);
  await addSubscription(t.db, b.student.id);
  subscriber = { studentId: a.student.id, token: a.token };
  other = { studentId: b.student.id, token: b.token };
  unsubscribed = { studentId: c.student.id, token: c.token };
});
afterAll(async () => {
  installTransport(undefined);
  await t.close();
  await rm(work, { recursive: true, force: true });
  delete process.env.AUTH_SECRET;
});
afterEach(async () => {
  signIn = null;
  // Each case starts with no playback going.
  await t.db.execute('delete from lesson_streams');
});

type View = DataOf<typeof lessonCalls.viewVideo>;

/** The lesson as the player asks for it: `video/view`, as `who`. */
async function view(videoId: number, who: StudentSignIn | null, renew?: string) {
  return call('viewVideo', renew ? { videoId, stream: renew } : { videoId }, who?.token ?? null);
}

/** The stream of `videoId` as `who` gets it; fails the test when none comes. */
async function streamOf(videoId: number, who: StudentSignIn | null) {
  const answer = await view(videoId, who);
  expect(answer.status).toBe(200);
  const { stream } = (answer.data as View).video;
  expect(stream).not.toBeNull();
  return stream!;
}

const tokenOf = (address: string) =>
  new URL(address, 'http://localhost').searchParams.get('token')!;

/** A file of the lesson's stream, fetched through the route as `who`. */
async function fetchFile(
  videoId: number,
  name: string,
  token: string | null,
  who: StudentSignIn | null,
  headers: Record<string, string> = {},
) {
  signIn = who;
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  const request = new Request(`http://localhost/api/lessons/${videoId}/stream/${name}${query}`, {
    headers,
  });
  return GET(request, { params: Promise.resolve({ id: String(videoId), name }) });
}

const SEGMENT = '180p-00000.m4s';

describe('a subscriber', () => {
  it('gets a stream instead of the original, and plays it: playlists with the token, the key, segments', async () => {
    const answer = await view(lesson!, subscriber);
    const { video } = answer.data as View;
    expect(video.path).toBeNull();
    expect(video.stream).toMatchObject({
      kind: 'hls',
      master: expect.stringMatching(/^\/api\/lessons\/\d+\/stream\/master\.m3u8\?token=v1\./),
      expiresInSeconds: 3600,
    });
    const token = tokenOf(video.stream!.master);

    const master = await fetchFile(lesson!, 'master.m3u8', token, subscriber);
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toBe('private, no-store');
    const text = await master.text();
    expect(text).toContain(`180p.m3u8?token=${encodeURIComponent(token)}`);

    const media = await (await fetchFile(lesson!, '180p.m3u8', token, subscriber)).text();
    expect(media).toContain(`URI="key?token=${encodeURIComponent(token)}"`);

    const key = await fetchFile(lesson!, 'key', token, subscriber);
    expect(key.status).toBe(200);
    expect(key.headers.get('cache-control')).toBe('private, no-store');
    const keyBytes = new Uint8Array(await key.arrayBuffer());
    expect(keyBytes).toHaveLength(16);

    const segment = await fetchFile(lesson!, SEGMENT, token, subscriber);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const plain = decryptSegment(new Uint8Array(await segment.arrayBuffer()), keyBytes, 0);
    expect(plain.subarray(4, 8).toString('latin1')).toMatch(/styp|moof/);

    // Recorded, for the operators.
    const recorded = await t.db
      .select()
      .from(lessonKeyRequests)
      .where(eq(lessonKeyRequests.studentId, subscriber.studentId));
    expect(recorded).toEqual([expect.objectContaining({ videoId: lesson, answered: true })]);
  });

  it('is never given the original once the lesson is packaged', async () => {
    signIn = subscriber;
    const response = await mediaGet(new Request(`http://localhost/api/media/${ORIGINAL}`), {
      params: Promise.resolve({ name: ORIGINAL }),
    });
    expect(response.status).toBe(404);
  });

  it('renews the token of the same playback, which stays one stream', async () => {
    const first = tokenOf((await streamOf(lesson!, subscriber)).master);
    const renewed = await view(lesson!, subscriber, first);
    const second = tokenOf((renewed.data as View).video.stream!.master);
    const streamIdOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).i as string;
    expect(streamIdOf(second)).toBe(streamIdOf(first));
    expect((await fetchFile(lesson!, 'key', second, subscriber)).status).toBe(200);
  });
});

describe('the refusal matrix of the playlists and the key', () => {
  it('refuses a visitor, and gives an unsubscribed student no stream', async () => {
    const token = tokenOf((await streamOf(lesson!, subscriber)).master);
    for (const name of ['master.m3u8', '180p.m3u8', 'key']) {
      expect((await fetchFile(lesson!, name, token, null)).status).toBe(403);
      expect((await fetchFile(lesson!, name, null, null)).status).toBe(403);
    }
    const answer = await view(lesson!, unsubscribed);
    expect(answer.data).toMatchObject({ subscription: 0, video: { path: null, stream: null } });
    expect((await view(lesson!, null)).data).toMatchObject({ video: { stream: null } });
  });

  it('refuses an unsubscribed student a token signed for them', async () => {
    const key = playbackTokenKey(SECRET);
    const token = signPlaybackToken(
      { studentId: unsubscribed.studentId, lessonId: lesson!, streamId: 'forged-for-them' },
      key,
      new Date(),
    );
    for (const name of ['master.m3u8', 'key']) {
      expect((await fetchFile(lesson!, name, token, unsubscribed)).status).toBe(403);
    }
  });

  it('refuses another student’s token, for every file', async () => {
    const token = tokenOf((await streamOf(lesson!, subscriber)).master);
    for (const name of ['master.m3u8', '180p.m3u8', 'key', SEGMENT, '180p-init.mp4']) {
      expect((await fetchFile(lesson!, name, token, other)).status).toBe(403);
    }
  });

  it('refuses an expired token, a forged one, and another lesson’s', async () => {
    const key = playbackTokenKey(SECRET);
    const claims = { studentId: subscriber.studentId, lessonId: lesson!, streamId: 'abc' };
    const expired = signPlaybackToken(claims, key, new Date(Date.now() - 2 * 3600_000));
    const forged = signPlaybackToken(claims, playbackTokenKey('x'.repeat(40)), new Date());
    const otherLesson = tokenOf((await streamOf(preview!, subscriber)).master);
    for (const token of [expired, forged, otherLesson, 'v1.garbage.more']) {
      for (const name of ['master.m3u8', 'key', SEGMENT]) {
        expect((await fetchFile(lesson!, name, token, subscriber)).status).toBe(403);
      }
    }
  });

  it('refuses the key after a refund, and gives no stream', async () => {
    const [student] = await addStudent(t.db, 'refunded@example.com').then((a) => [a]);
    await addSubscription(t.db, student.student.id);
    const who = { studentId: student.student.id, token: student.token };
    const token = tokenOf((await streamOf(lesson!, who)).master);
    expect((await fetchFile(lesson!, 'key', token, who)).status).toBe(200);
    // A refund ends the purchase's period at once (lib/plans).
    await t.db
      .update(purchases)
      .set({ refundedAt: new Date(), expiresOn: new Date(Date.now() - 1000) })
      .where(eq(purchases.studentId, who.studentId));
    expect((await fetchFile(lesson!, 'key', token, who)).status).toBe(403);
    expect((await fetchFile(lesson!, 'master.m3u8', token, who)).status).toBe(403);
    expect((await view(lesson!, who)).data).toMatchObject({ subscription: 0 });
  });

  it('refuses the key of a disabled account', async () => {
    const added = await addStudent(t.db, 'disabled@example.com');
    await addSubscription(t.db, added.student.id);
    const who = { studentId: added.student.id, token: added.token };
    const token = tokenOf((await streamOf(lesson!, who)).master);
    await t.db
      .update(students)
      .set({ disabledAt: new Date() })
      .where(eq(students.id, who.studentId));
    expect((await fetchFile(lesson!, 'key', token, who)).status).toBe(403);
    expect((await fetchFile(lesson!, 'master.m3u8', token, who)).status).toBe(403);
  });

  it('plays a free preview lesson to a visitor, and only that one', async () => {
    const stream = await streamOf(preview!, null);
    const token = tokenOf(stream.master);
    expect((await fetchFile(preview!, 'master.m3u8', token, null)).status).toBe(200);
    expect((await fetchFile(preview!, 'key', token, null)).status).toBe(200);
    expect((await fetchFile(preview!, SEGMENT, token, null)).status).toBe(200);
    expect((await fetchFile(lesson!, 'key', token, null)).status).toBe(403);
  });

  it('answers 404 for a name the package does not hold, a draft, or a path', async () => {
    const token = tokenOf((await streamOf(lesson!, subscriber)).master);
    for (const name of ['manifest.json', '..%2Fmaster.m3u8', 'original.mp4x', '720p-00000.m4s']) {
      expect((await fetchFile(lesson!, name, token, subscriber)).status).toBe(404);
    }
    await t.db.update(videos).set({ publishedAt: null }).where(eq(videos.id, lesson!));
    try {
      expect((await fetchFile(lesson!, 'key', token, subscriber)).status).toBe(404);
    } finally {
      await t.db.update(videos).set({ publishedAt: new Date() }).where(eq(videos.id, lesson!));
    }
  });

  it('refuses a request sent by another site', async () => {
    const token = tokenOf((await streamOf(lesson!, subscriber)).master);
    const answer = await fetchFile(lesson!, 'key', token, subscriber, {
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
    expect(
      (await fetchFile(lesson!, SEGMENT, token, subscriber, { 'sec-fetch-site': 'cross-site' }))
        .status,
    ).toBe(403);
  });

  it('answers a segment’s byte range, and 416 past its end', async () => {
    const token = tokenOf((await streamOf(lesson!, subscriber)).master);
    const part = await fetchFile(lesson!, SEGMENT, token, subscriber, { range: 'bytes=0-15' });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(16);
    const past = await fetchFile(lesson!, SEGMENT, token, subscriber, {
      range: 'bytes=999999999-',
    });
    expect(past.status).toBe(416);
  });
});

describe('concurrent streams', () => {
  it('lets an account play on two devices, and tells the third why, however the requests race', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => view(lesson!, subscriber)));
    const played = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(played).toHaveLength(2);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      message: 'You are already watching on two devices.',
      code: 'too_many_devices',
    });
    // A playback already going renews, and another student is not counted against this one.
    const token = tokenOf((played[0]!.data as View).video.stream!.master);
    expect((await view(lesson!, subscriber, token)).status).toBe(200);
    expect((await view(lesson!, other)).status).toBe(200);
  });

  it('frees a place once a playback has not been seen for a while', async () => {
    await Promise.all([1, 2].map(() => view(lesson!, subscriber)));
    expect((await view(lesson!, subscriber)).status).toBe(429);
    t.setNow(new Date(Date.now() + 120_000));
    try {
      expect((await view(lesson!, subscriber)).status).toBe(200);
    } finally {
      t.setNow(new Date());
    }
  });
});

describe('key requests for far more lessons than a person watches', () => {
  it('slows the student and says why', async () => {
    const added = await addStudent(t.db, 'scraper@example.com');
    await addSubscription(t.db, added.student.id);
    const who = { studentId: added.student.id, token: added.token };
    const many = await addLessons(t.db, 20, () => ({ path: ORIGINAL, captions: null }), 'many');
    // Their keys were asked for within the hour (as a script going through the library would).
    await t.db.insert(lessonKeyRequests).values(
      many.map((videoId) => ({
        studentId: who.studentId,
        videoId,
        streamId: 'x',
        answered: true,
      })),
    );
    const answer = await view(lesson!, who);
    expect(answer).toMatchObject({
      status: 429,
      message: lessonStreamMessages.tooManyLessons,
      code: 'too_many_lessons',
    });
    const token = signPlaybackToken(
      { studentId: who.studentId, lessonId: lesson!, streamId: 'scraper-stream' },
      playbackTokenKey(SECRET),
      new Date(),
    );
    const key = await fetchFile(lesson!, 'key', token, who);
    expect(key.status).toBe(429);
    expect(key.headers.get('retry-after')).toBe('300');
    const slowed = await t.db
      .select()
      .from(lessonKeyRequests)
      .where(eq(lessonKeyRequests.answered, false));
    expect(slowed).toEqual([
      expect.objectContaining({ studentId: who.studentId, videoId: lesson }),
    ]);
    // Reported on the student's console page.
    const support = (await addOperator(t.db, 'support@example.com', 'support')).token;
    const details = await call('consoleStudentDetails', { studentId: who.studentId }, support);
    expect(details.data).toMatchObject({
      streaming: { lessonsLastDay: 20, slowedLastDay: 1, lastSlowedAt: expect.any(String) },
    });
  });
});

it('keeps the package row for each packaged lesson', async () => {
  const rows = await t.db.select().from(lessonPackages);
  expect(rows.map((row) => row.state)).toEqual(['ready', 'ready']);
});
