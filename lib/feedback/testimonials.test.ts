import { feedback, videos } from '@/lib/db/schema';
import { visitor } from '@/lib/calls/actor';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { videoTestimonials } from './testimonials';

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

it('shows every approved testimonial when no lesson is named', async () => {
  expect((await texts()).sort()).toEqual([
    'About lesson one',
    'About lesson two',
    'About the site',
  ]);
});
