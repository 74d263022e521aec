import { createEmbeddedTransport, installTransport } from '@/lib/calls/api';
import { loadLessonTestimonials } from '@/lib/lessons/loaders';
import { feedback, videos } from '@/lib/db/schema';
import { visitor } from '@/lib/calls/actor';
import { TESTIMONIALS_SHOWN } from '@/lib/feedback/calls';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { videoTestimonials } from './testimonials';

// The lesson page's loader caches through Next's data cache, which exists only inside a server.
jest.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));

let t: TestBackend;
let lessons: number[];

beforeAll(async () => {
  t = await createTestBackend();
  const rows = await t.db
    .insert(videos)
    .values(
      ['one', 'two'].map((slug, index) => ({
        name: `Lesson ${slug}`,
        slug,
        description: 'A lesson.',
        path: `https://example.com/${slug}.mp4`,
        position: index,
        publishedAt: new Date(),
      })),
    )
    .returning({ id: videos.id });
  lessons = rows.map((row) => row.id);
  const { student } = await addStudent(t.db, 'author@example.com', 'Ada Author');
  const said = (
    description: string,
    type: 'VIDEO' | 'WEBSITE',
    videoId: number | null,
    approved = true,
  ) => ({
    studentId: student.id,
    type,
    videoId,
    rating: '5',
    description,
    approved,
  });
  await t.db
    .insert(feedback)
    .values([
      said('About the site', 'WEBSITE', null),
      said('About lesson one', 'VIDEO', lessons[0]),
      said('About lesson two', 'VIDEO', lessons[1]),
      said('Not approved yet', 'VIDEO', lessons[0], false),
    ]);
});
afterAll(() => t.close());

const texts = async (videoId?: number) =>
  (
    await videoTestimonials(t.backend.deps, visitor, { videoId, limit: 0, offset: 0 })
  ).data.lists.map((row) => row.description);

it("shows a lesson's own approved testimonials first, then the site's, never another lesson's", async () => {
  expect(await texts(lessons[0])).toEqual(['About lesson one', 'About the site']);
  expect(await texts(lessons[1])).toEqual(['About lesson two', 'About the site']);
});

it('shows the approved testimonials when no lesson is named', async () => {
  expect((await texts()).sort()).toEqual([
    'About lesson one',
    'About lesson two',
    'About the site',
  ]);
});

describe('a lesson page’s testimonials', () => {
  beforeAll(async () => {
    const { student } = await addStudent(t.db, 'many@example.com', 'Many Words');
    await t.db.insert(feedback).values(
      Array.from({ length: TESTIMONIALS_SHOWN * 3 }, (_, i) => ({
        studentId: student.id,
        type: i % 2 ? ('WEBSITE' as const) : ('VIDEO' as const),
        videoId: i % 2 ? null : lessons[0],
        rating: '4',
        description: `Testimonial ${i}`,
        approved: true,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    installTransport(createEmbeddedTransport(async () => t.backend));
  });
  afterAll(() => installTransport(undefined));

  it('are at most the carousel’s number, the lesson’s own first, even when limit 0 asks for all', async () => {
    const answer = await videoTestimonials(t.backend.deps, visitor, {
      videoId: lessons[0],
      limit: 0,
      offset: 0,
    });
    expect(answer.data.lists).toHaveLength(TESTIMONIALS_SHOWN);
    expect(answer.data.total).toBe(TESTIMONIALS_SHOWN * 3 + 2);
    // The lesson has 19 approved of its own (18 here, 'About lesson one' the newest): no room left.
    expect(answer.data.lists.map((row) => row.description)).toEqual([
      'About lesson one',
      ...Array.from({ length: TESTIMONIALS_SHOWN - 1 }, (_, i) => `Testimonial ${34 - 2 * i}`),
    ]);
  });

  it('pages on from the lesson’s own into the site’s', async () => {
    const page = async (offset: number) =>
      (
        await videoTestimonials(t.backend.deps, visitor, { videoId: lessons[0], limit: 10, offset })
      ).data.lists.map((row) => row.description);
    // The lesson's own 11th to 19th, then the site's newest ('About the site' was written last).
    expect(await page(10)).toEqual([
      ...Array.from({ length: 9 }, (_, i) => `Testimonial ${16 - 2 * i}`),
      'About the site',
    ]);
  });

  it('are bounded in the page’s loader too', async () => {
    const loaded = await loadLessonTestimonials(lessons[0]);
    expect(loaded).toHaveLength(TESTIMONIALS_SHOWN);
  });
});
