import { createEmbeddedTransport, setTransport } from '@/lib/calls/api';
import { shorts, subShorts } from '@/lib/db/schema';
import { site } from '@/lib/site';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { readCase, casesSitemapEntries } from './loaders';

const ANSWER = 'A secret model answer that no page may carry.';

let t: TestBackend;
let chestIds: number[];
let chestShortId: number;
let emptyShortId: number;

beforeAll(async () => {
  t = await createTestBackend();
  setTransport(createEmbeddedTransport(async () => t.backend));
  const [chest, empty] = await t.db
    .insert(shorts)
    .values([
      { name: 'Chest', slug: 'chest', position: 1 },
      { name: 'Breast', slug: 'breast', position: 2 },
    ])
    .returning();
  chestShortId = chest.id;
  emptyShortId = empty.id;
  const cases = await t.db
    .insert(subShorts)
    .values(
      ['One', 'Two', 'Three'].map((name, i) => ({
        shortId: chest.id,
        name,
        slug: `chest-${i}`,
        image: `/demo/shorts/chest-${i + 1}.webp`,
        answer: ANSWER,
        position: i,
      })),
    )
    .returning();
  chestIds = cases.map((c) => c.id);
});
afterAll(async () => {
  setTransport(undefined);
  await t.close();
});

describe('a case page’s data', () => {
  it('holds the case, its category and its neighbours, never the answer', async () => {
    const found = await readCase(chestIds[1]);
    expect(found).toMatchObject({
      subShort: { subshortId: chestIds[1], name: 'Two', image: '/demo/shorts/chest-2.webp' },
      short: { name: 'Chest' },
      previous: { subshortId: chestIds[0] },
      next: { subshortId: chestIds[2] },
      position: 2,
      total: 3,
    });
    expect(JSON.stringify(found)).not.toContain(ANSWER);
    expect(JSON.stringify(found)).not.toContain('answer');
    expect((await readCase(chestIds[0]))?.previous).toBeNull();
    expect((await readCase(chestIds[2]))?.next).toBeNull();
  });

  it('is null for a case that does not exist', async () => {
    expect(await readCase(chestIds[2] + 999)).toBeNull();
  });

  it('is found through the original calls when the API lacks short/sub/view', async () => {
    const embedded = createEmbeddedTransport(async () => t.backend);
    setTransport({
      send: (name, call, input, credentials) =>
        name === 'viewCase'
          ? Promise.resolve({ status: 404, message: 'Not Found', data: null })
          : embedded.send(name, call, input, credentials),
    });
    try {
      expect(await readCase(chestIds[2])).toMatchObject({
        subShort: { name: 'Three' },
        short: { name: 'Chest' },
        position: 3,
      });
      expect(await readCase(chestIds[2] + 999)).toBeNull();
    } finally {
      setTransport(embedded);
    }
  });
});

describe('the sitemap', () => {
  it('lists every category and case page with absolute URLs and the case images', async () => {
    const entries = await casesSitemapEntries();
    const urls = entries.map((entry) => entry.url);
    const absolute = (path: string) => new URL(path, site.url).toString();
    expect(urls).toEqual([
      absolute(`/subshorts?short=${chestShortId}`),
      ...chestIds.map((id) => absolute(`/subshortsdetails?case=${id}`)),
      absolute(`/subshorts?short=${emptyShortId}`),
    ]);
    expect(entries[1].images).toEqual([absolute('/demo/shorts/chest-1.webp')]);
  });
});
