import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';

import type { DataOf } from '@/lib/calls/define-call';
import { caller, imageBlob } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { addLessons } from '@/test/video-fixtures';

import { auditLog, feedback, students, videos } from '../db/schema';
import { createDirectoryMediaStore } from './lesson-media';
import type { Envelope } from '../calls/envelope';
import { isLessonMediaName } from './media';
import { consoleLessonMessages as say, LESSON_MEDIA_MAX_BYTES } from './texts';
import type { lessonCalls } from './calls';
import type { feedbackCalls } from '../feedback/calls';

/*
 * The console's lessons on in-memory PGlite: drafts nobody outside the console sees, publishing,
 * media by link or streamed upload, captions, cover, order and related lessons (docs/console.md).
 */

let t: TestBackend;
let call: ReturnType<typeof caller>;
let mediaDir: string;
let editor: string;
let support: string;

const DEMO_WEBM = path.join(process.cwd(), 'media', 'lessons', 'barium-swallow-achalasia.webm');
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'frcr-lesson-media-'));
  t = await createTestBackend({}, { media: createDirectoryMediaStore(mediaDir) });
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const files = async () => (await readdir(mediaDir).catch(() => [])).sort();

async function createDraft(name = 'Renal cell carcinoma staging') {
  const created = await call('createLesson', { name, description: 'CT staging.' }, editor);
  expect(created.status).toBe(200);
  return (created.data as DataOf<typeof lessonCalls.createLesson>).videoId;
}

const publicIds = async (input: Record<string, unknown> = {}) =>
  (
    (await call('relatedVideos', { limit: 50, ...input })).data as DataOf<
      typeof lessonCalls.relatedVideos
    >
  ).lists.map((v) => v.videoId);
const sitemapIds = async () =>
  ((await call('lessonSitemap', {})).data as DataOf<typeof lessonCalls.lessonSitemap>).lists.map(
    (v) => v.videoId,
  );
const teaserIds = async () =>
  ((await call('videoTeaser', {})).data as DataOf<typeof lessonCalls.videoTeaser>).video.map(
    (v) => v.videoId,
  );
const auditOf = (videoId: number) =>
  t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'video'), eq(auditLog.targetId, String(videoId))));

function streamOf(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

it('keeps a new lesson a draft nobody outside the console sees, until it is published', async () => {
  await addLessons(t.db, 2, undefined, 'existing');
  const videoId = await createDraft();

  const listed = await call('listLessonsForConsole', {}, support);
  expect((listed.data as DataOf<typeof lessonCalls.listLessonsForConsole>).list).toContainEqual(
    expect.objectContaining({ videoId, published: false, media: 'none', captions: false }),
  );
  expect(await publicIds()).not.toContain(videoId);
  expect(await sitemapIds()).not.toContain(videoId);
  expect(await teaserIds()).not.toContain(videoId);
  expect((await call('viewVideo', { videoId })).status).toBe(404);

  expect(await call('publishLesson', { videoId, published: true }, editor)).toMatchObject({
    status: 409,
    message: say.needsMedia,
  });
  expect((await call('setLessonMediaLink', { videoId, mediaUrl: YOUTUBE }, editor)).status).toBe(
    200,
  );
  expect((await call('publishLesson', { videoId, published: true }, editor)).status).toBe(200);
  expect(await publicIds()).toContain(videoId);
  expect(await sitemapIds()).toContain(videoId);
  expect((await call('viewVideo', { videoId })).status).toBe(200);
  // Publishing what is published writes nothing.
  await call('publishLesson', { videoId, published: true }, editor);

  expect((await call('publishLesson', { videoId, published: false }, editor)).status).toBe(200);
  expect(await publicIds()).not.toContain(videoId);
  expect(await sitemapIds()).not.toContain(videoId);
  expect((await auditOf(videoId)).map((row) => row.action).sort()).toEqual([
    'lesson.created',
    'lesson.media_linked',
    'lesson.published',
    'lesson.unpublished',
  ]);
});

it('takes no comment or feedback on a draft, and keeps its feedback out of the carousels', async () => {
  const videoId = await createDraft('A draft with feedback');
  const { student, token } = await addStudent(t.db, 'reader@example.com');
  const comment = await call(
    'saveComment',
    { type: 'VIDEO', videoId, description: 'First!' },
    token,
  );
  expect(comment.status).toBe(404);
  const saved = await call(
    'saveFeedback',
    { type: 'VIDEO', videoId, rating: 5, description: 'Great' },
    token,
  );
  expect(saved.status).toBe(404);

  await t.db.insert(feedback).values({
    studentId: student.id,
    videoId,
    type: 'VIDEO',
    rating: '5',
    description: 'Approved before it went back to draft',
    approved: true,
  });
  const everywhere = await call('videoTestimonials', { limit: 50, offset: 0 });
  const own = await call('videoTestimonials', { videoId, limit: 50, offset: 0 });
  const texts = (answer: typeof own) =>
    (answer.data as DataOf<typeof feedbackCalls.videoTestimonials>).lists.map(
      (item) => item.description,
    );
  expect(texts(everywhere)).not.toContain('Approved before it went back to draft');
  expect(texts(own)).not.toContain('Approved before it went back to draft');
  await t.db.delete(students).where(eq(students.id, student.id));
});

it.each([
  ['http://example.com/lesson.mp4', say.mediaLink.invalid],
  ['https://example.com/stream.m3u8', say.mediaLink.unsupported],
  ['https://example.com/a-page', say.mediaLink.unsupported],
  ['https://www.youtube.com/channel/whatever', say.mediaLink.unsupported],
  ['javascript:alert(1)', say.mediaLink.invalid],
])('refuses the media link %s with a clear message', async (mediaUrl, message) => {
  const videoId = await createDraft();
  expect(await call('setLessonMediaLink', { videoId, mediaUrl }, editor)).toMatchObject({
    status: 422,
    message,
  });
  const [row] = await t.db.select().from(videos).where(eq(videos.id, videoId));
  expect(row!.path).toBe('');
});

it.each([
  'https://youtu.be/dQw4w9WgXcQ',
  'https://vimeo.com/76979871',
  'https://cdn.example.com/lessons/one.webm',
  'https://cdn.example.com/lessons/one.MP4',
])('takes the media link %s', async (mediaUrl) => {
  const videoId = await createDraft();
  expect((await call('setLessonMediaLink', { videoId, mediaUrl }, editor)).status).toBe(200);
});

describe('a lesson file upload', () => {
  const upload = (
    videoId: number,
    body: ReadableStream<Uint8Array> | null,
    token: string | null = editor,
    declaredBytes: number | null = null,
  ) =>
    t.backend.receive(
      'uploadLessonMedia',
      token,
      { videoId },
      { stream: body, declaredBytes },
    ) as Promise<Envelope<{ videoId: number; media: string } | null>>;

  it('streams a WebM into the store under a server-chosen name, and replaces the last one', async () => {
    const videoId = await createDraft();
    const bytes = new Uint8Array(await readFile(DEMO_WEBM));
    const first = await upload(videoId, streamOf(bytes.subarray(0, 5), bytes.subarray(5)));
    expect(first).toMatchObject({ status: 200, message: say.media.saved });
    const name = first.data!.media;
    expect(name).toMatch(new RegExp(`^lesson-${videoId}-[0-9a-f]{16}\\.webm$`));
    expect(isLessonMediaName(name)).toBe(true);
    expect(Buffer.from(await readFile(path.join(mediaDir, name))).equals(bytes)).toBe(true);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(row!.path).toBe(name);
    expect((await auditOf(videoId)).map((r) => r.action)).toContain('lesson.media_uploaded');

    const second = await upload(videoId, streamOf(bytes));
    expect(second.status).toBe(200);
    expect(await files()).toContain(second.data!.media);
    expect(await files()).not.toContain(name);

    // A link in its place removes the uploaded file too.
    await call('setLessonMediaLink', { videoId, mediaUrl: YOUTUBE }, editor);
    expect(await files()).not.toContain(second.data!.media);
  });

  it('knows MP4 and Ogg by their first bytes', async () => {
    const videoId = await createDraft();
    const mp4 = new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
    expect((await upload(videoId, streamOf(mp4))).data!.media).toMatch(/\.mp4$/);
    const ogg = new Uint8Array([...Buffer.from('OggS'), 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await upload(videoId, streamOf(ogg))).data!.media).toMatch(/\.ogv$/);
  });

  it('refuses what is not a video, an empty body, a broken stream and a declared oversize, leaving no file', async () => {
    const videoId = await createDraft();
    const before = await files();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await upload(videoId, streamOf(html))).toMatchObject({
      status: 415,
      message: say.media.notAVideo,
    });
    const heic = new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0]);
    expect((await upload(videoId, streamOf(heic))).status).toBe(415);
    expect(await upload(videoId, streamOf())).toMatchObject({ status: 422 });
    expect(await upload(videoId, null)).toMatchObject({ status: 422 });

    const bytes = new Uint8Array(await readFile(DEMO_WEBM));
    jest.spyOn(console, 'error').mockImplementationOnce(() => {});
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(bytes.subarray(0, 4096));
        controller.error(new Error('connection reset'));
      },
    });
    expect(await upload(videoId, broken)).toMatchObject({
      status: 400,
      message: say.media.broken,
    });
    expect(
      await upload(videoId, streamOf(bytes), editor, LESSON_MEDIA_MAX_BYTES + 1),
    ).toMatchObject({ status: 413, message: say.media.tooLarge });
    expect(await files()).toEqual(before);
    const [row] = await t.db.select().from(videos).where(eq(videos.id, videoId));
    expect(row!.path).toBe('');
  });

  it('is refused to support, to a student token and to no session, and for a lesson that is gone', async () => {
    const videoId = await createDraft();
    const bytes = new Uint8Array(await readFile(DEMO_WEBM));
    expect(await upload(videoId, streamOf(bytes), support)).toMatchObject({
      status: 403,
      code: 'role_refused',
    });
    const { token } = await addStudent(t.db, 'uploader@example.com');
    expect((await upload(videoId, streamOf(bytes), token)).status).toBe(403);
    expect((await upload(videoId, streamOf(bytes), null)).status).toBe(403);
    expect((await upload(999_999, streamOf(bytes))).status).toBe(404);
  });
});

describe('captions', () => {
  const vtt = (text: string) => new Blob([text], { type: 'text/vtt' });

  it('stores WebVTT beside the lesson files, with or without a byte order mark', async () => {
    const videoId = await createDraft();
    const first = await call(
      'uploadLessonCaptions',
      { videoId, captions: vtt('\uFEFFWEBVTT\n\n00:00.000 --> 00:02.000\n<b>Hello</b>\n') },
      editor,
    );
    expect(first).toMatchObject({ status: 200, message: say.captions.saved });
    const name = (first.data as DataOf<typeof lessonCalls.uploadLessonCaptions>).captions;
    expect(name).toMatch(new RegExp(`^lesson-${videoId}-[0-9a-f]{16}\\.vtt$`));
    expect(await files()).toContain(name);

    const second = await call(
      'uploadLessonCaptions',
      { videoId, captions: vtt('WEBVTT\n') },
      editor,
    );
    expect(second.status).toBe(200);
    expect(await files()).not.toContain(name);

    const removed = await call('setLessonCaptionsLink', { videoId, captionsUrl: '' }, editor);
    expect(removed).toMatchObject({ status: 200, message: say.captionsLink.removed });
    expect(await files()).not.toContain(
      (second.data as DataOf<typeof lessonCalls.uploadLessonCaptions>).captions,
    );
  });

  it.each([
    ['not WebVTT', vtt('1\n00:00:00,000 --> 00:00:02,000\nAn SRT file\n'), say.captions.notWebVtt],
    ['WEBVTTX', vtt('WEBVTTX\n'), say.captions.notWebVtt],
    [
      'not UTF-8',
      new Blob([new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff])]),
      say.captions.notWebVtt,
    ],
    ['empty', new Blob([]), say.captions.missing],
    ['over 1 MB', vtt(`WEBVTT\n${'x'.repeat(1024 * 1024)}`), say.captions.tooLarge],
  ])('refuses captions that are %s', async (_label, captions, message) => {
    const videoId = await createDraft();
    const before = await files();
    expect(await call('uploadLessonCaptions', { videoId, captions }, editor)).toMatchObject({
      status: 422,
      message,
    });
    expect(await files()).toEqual(before);
  });

  it('takes an https .vtt link and refuses anything else', async () => {
    const videoId = await createDraft();
    expect(
      (
        await call(
          'setLessonCaptionsLink',
          { videoId, captionsUrl: 'https://cdn.example.com/a.vtt' },
          editor,
        )
      ).status,
    ).toBe(200);
    expect(
      await call(
        'setLessonCaptionsLink',
        { videoId, captionsUrl: 'https://cdn.example.com/a.srt' },
        editor,
      ),
    ).toMatchObject({ status: 422, message: say.captionsLink.invalid });
  });
});

it('re-encodes a cover into a cover and a thumbnail the public pages show as stored files', async () => {
  const [videoId] = await addLessons(t.db, 1, undefined, 'covered');
  const saved = await call(
    'uploadLessonCover',
    { videoId, picture: await imageBlob('png', 1600) },
    editor,
  );
  expect(saved.status).toBe(200);
  const view = (await call('viewVideo', { videoId: videoId! })).data as DataOf<
    typeof lessonCalls.viewVideo
  >;
  expect(view.video.cover).toMatch(/^\/api\/files\/[0-9a-f-]+\.webp$/);
  expect(view.video.thumbnail).toMatch(/^\/api\/files\/[0-9a-f-]+\.webp$/);
  expect(view.video.thumbnail).not.toBe(view.video.cover);
  const sitemap = (await call('lessonSitemap', {})).data as DataOf<
    typeof lessonCalls.lessonSitemap
  >;
  expect(sitemap.lists.find((v) => v.videoId === videoId)?.cover).toBe(view.video.cover);

  const notAnImage = await call(
    'uploadLessonCover',
    { videoId, picture: new Blob(['<svg/>'], { type: 'image/svg+xml' }) },
    editor,
  );
  expect(notAnImage).toMatchObject({ status: 422, message: say.cover.notAnImage });
});

describe('the library order and related lessons', () => {
  let ids: number[];
  const order = async () => {
    const all = await publicIds();
    return all.filter((id) => ids.includes(id));
  };

  beforeAll(async () => {
    ids = await addLessons(t.db, 4, undefined, 'ordered');
  });

  it('moves a lesson up, down or to a place, the public list following', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    const lastPlace = (
      (await call('listLessonsForConsole', { limit: 100 }, support)).data as DataOf<
        typeof lessonCalls.listLessonsForConsole
      >
    ).total;
    expect((await call('moveLesson', { videoId: d, to: 1 }, editor)).status).toBe(200);
    expect(await order()).toEqual([d, a, b, c]);
    const details = (await call('consoleLessonDetails', { videoId: d }, support)).data as DataOf<
      typeof lessonCalls.consoleLessonDetails
    >;
    expect(details.lesson.place).toBe(1);

    expect((await call('moveLesson', { videoId: d, to: 2 }, editor)).status).toBe(200);
    expect((await publicIds())[1]).toBe(d);
    expect(await order()).toEqual([d, a, b, c]);
    expect((await call('moveLesson', { videoId: a, to: lastPlace + 50 }, editor)).status).toBe(200);
    expect(await order()).toEqual([d, b, c, a]);
    expect((await publicIds()).at(-1)).toBe(a);

    const auditsBefore = (await auditOf(a)).length;
    const same = await call('moveLesson', { videoId: a, to: lastPlace }, editor);
    expect(same).toMatchObject({ status: 200, message: say.unchanged });
    expect((await auditOf(a)).length).toBe(auditsBefore);
    expect((await call('moveLesson', { videoId: a, to: 0 }, editor)).status).toBe(422);
  });

  it('shows a lesson’s chosen related lessons first, leaving out drafts, and the library order otherwise', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    const draft = await createDraft('Related but a draft');
    const saved = await call(
      'setRelatedLessons',
      { videoId: a, relatedIds: [c, draft, b] },
      editor,
    );
    expect(saved.status).toBe(200);

    const beside = await publicIds({ videoId: a });
    expect(beside.slice(0, 2)).toEqual([c, b]);
    expect(beside).not.toContain(draft);
    expect(beside).toEqual(expect.arrayContaining([a, d]));
    // Paging keeps the same order: the second page starts where the first ended.
    const firstTwo = await publicIds({ videoId: a, limit: 2 });
    const rest = await publicIds({ videoId: a, limit: 50, offset: 2 });
    expect([...firstTwo, ...rest]).toEqual(beside);

    // A lesson without chosen ones lists the library in its order.
    expect(await publicIds({ videoId: b })).toEqual(await publicIds());

    const details = (await call('consoleLessonDetails', { videoId: a }, support)).data as DataOf<
      typeof lessonCalls.consoleLessonDetails
    >;
    expect(details.lesson.relatedIds).toEqual([c, draft, b]);

    const audits = (await auditOf(a)).length;
    await call('setRelatedLessons', { videoId: a, relatedIds: [c, draft, b] }, editor);
    expect((await auditOf(a)).length).toBe(audits);

    expect(await call('setRelatedLessons', { videoId: a, relatedIds: [a] }, editor)).toMatchObject({
      status: 422,
      message: say.relatedItself,
    });
    expect(
      await call('setRelatedLessons', { videoId: a, relatedIds: [999_999] }, editor),
    ).toMatchObject({ status: 422, message: say.relatedUnknown });
    expect(
      await call(
        'setRelatedLessons',
        { videoId: a, relatedIds: Array.from({ length: 11 }, (_, i) => i + 1) },
        editor,
      ),
    ).toMatchObject({ status: 422, message: say.relatedTooMany });
  });
});

it('lets support read the lessons but write none of them', async () => {
  expect((await call('listLessonsForConsole', {}, support)).status).toBe(200);
  for (const [name, input] of [
    ['createLesson', { name: 'Support lesson' }],
    ['publishLesson', { videoId: 1, published: false }],
    ['moveLesson', { videoId: 1, to: 1 }],
  ] as const) {
    expect(await call(name, input, support)).toMatchObject({ status: 403, code: 'role_refused' });
  }
  expect((await call('createLesson', { name: 'Student lesson' }, null)).status).toBe(403);
});

it('saves a lesson’s words, and saving them again writes nothing', async () => {
  const videoId = await createDraft('Words');
  const input = { videoId, name: 'Words, edited', description: 'New description.' };
  expect(await call('updateLessonDetails', input, editor)).toMatchObject({
    status: 200,
    message: say.saved,
  });
  expect(await call('updateLessonDetails', input, editor)).toMatchObject({
    status: 200,
    message: say.unchanged,
  });
  expect((await auditOf(videoId)).filter((r) => r.action === 'lesson.edited')).toHaveLength(1);
  expect(
    (await call('updateLessonDetails', { videoId, name: '  ', description: '' }, editor)).status,
  ).toBe(422);
});

it('makes a lesson a free preview anyone may watch, audited, and takes it back', async () => {
  const videoId = await createDraft('Free preview');
  await call('setLessonMediaLink', { videoId, mediaUrl: YOUTUBE }, editor);
  expect((await call('publishLesson', { videoId, published: true }, editor)).status).toBe(200);
  const visitorView = async () =>
    (await call('viewVideo', { videoId }, null)).data as DataOf<typeof lessonCalls.viewVideo>;
  const consolePreview = async () =>
    (
      (await call('consoleLessonDetails', { videoId }, editor)).data as DataOf<
        typeof lessonCalls.consoleLessonDetails
      >
    ).lesson.freePreview;
  expect(await visitorView()).toMatchObject({ subscription: 0, video: { path: null } });
  expect(await consolePreview()).toBe(false);

  expect(await call('setLessonFreePreview', { videoId, freePreview: true }, editor)).toMatchObject({
    status: 200,
    message: say.freePreview.on,
    data: { videoId, freePreview: true },
  });
  expect(await visitorView()).toMatchObject({ subscription: 1, video: { path: YOUTUBE } });
  expect(await consolePreview()).toBe(true);
  // Asked again: nothing changes, nothing more is audited.
  expect(await call('setLessonFreePreview', { videoId, freePreview: true }, editor)).toMatchObject({
    status: 200,
    message: say.unchanged,
  });

  expect(await call('setLessonFreePreview', { videoId, freePreview: false }, editor)).toMatchObject(
    { status: 200, message: say.freePreview.off },
  );
  expect(await visitorView()).toMatchObject({ subscription: 0, video: { path: null } });
  expect(
    (await auditOf(videoId))
      .map((row) => row.action)
      .filter((action) => action.startsWith('lesson.free_preview')),
  ).toEqual(['lesson.free_preview_on', 'lesson.free_preview_off']);

  // Support, students and visitors may not; a missing choice or lesson is said.
  for (const token of [support, null]) {
    expect((await call('setLessonFreePreview', { videoId, freePreview: true }, token)).status).toBe(
      403,
    );
  }
  expect(await call('setLessonFreePreview', { videoId }, editor)).toMatchObject({
    status: 422,
    message: say.freePreview.missing,
  });
  expect(
    (await call('setLessonFreePreview', { videoId: 999_999, freePreview: true }, editor)).status,
  ).toBe(404);
  expect(await consolePreview()).toBe(false);
});
