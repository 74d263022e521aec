import { createEmbeddedTransport, installTransport } from '@/lib/calls/api';
import { caseImages, caseCategories, cases } from '@/lib/db/schema';
import { site } from '@/lib/site';
import { embeddedTestBackend } from '@/test/embedded-backend';

import { CASES_PAGE } from './calls';
import { casesSitemapEntries, loadCategory, readCase } from './loaders';

// The loaders cache through Next's data cache, which exists only inside a server.
jest.mock('next/cache', () => ({ unstable_cache: <T>(read: T) => read }));

/** More cases than one request may list, so the last ones are past every first page. */
const LARGE = 105;

const ANSWER = 'A secret model answer that no page may carry.';

const t = embeddedTestBackend();
let chestIds: number[];
let chestCategoryId: number;
let emptyCategoryId: number;
let largeCategoryId: number;
let largeIds: number[];

beforeAll(async () => {
  const [chest, empty] = await t.db
    .insert(caseCategories)
    .values([
      { name: 'Chest', slug: 'chest', position: 1 },
      { name: 'Breast', slug: 'breast', position: 2 },
    ])
    .returning();
  chestCategoryId = chest.id;
  emptyCategoryId = empty.id;
  const rows = await t.db
    .insert(cases)
    .values(
      ['One', 'Two', 'Three'].map((name, i) => ({
        categoryId: chest.id,
        name,
        slug: `chest-${i}`,
        image: `/demo/shorts/chest-${i + 1}.webp`,
        answer: ANSWER,
        position: i,
      })),
    )
    .returning();
  chestIds = rows.map((c) => c.id);
  const [large] = await t.db
    .insert(caseCategories)
    .values({ name: 'Mixed', slug: 'mixed', position: 3 })
    .returning();
  largeCategoryId = large.id;
  const many = await t.db
    .insert(cases)
    .values(
      Array.from({ length: LARGE }, (_, i) => ({
        categoryId: large.id,
        name: `Mixed ${i + 1}`,
        slug: `mixed-${i + 1}`,
        image: `/demo/shorts/chest-${(i % 5) + 1}.webp`,
        answer: ANSWER,
        position: i + 1,
      })),
    )
    .returning();
  largeIds = many.map((c) => c.id);
});

describe('a case page’s data', () => {
  it('holds the case, its category and its neighbours, never the answer', async () => {
    const found = await readCase(chestIds[1]);
    expect(found).toMatchObject({
      theCase: { subshortId: chestIds[1], name: 'Two', image: '/demo/shorts/chest-2.webp' },
      category: { name: 'Chest' },
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

  it('holds a long case’s series as URLs in order, and none for a single film', async () => {
    await t.db.insert(caseImages).values([
      { caseId: chestIds[2], position: 1, image: 'series-b.webp' },
      { caseId: chestIds[2], position: 0, image: '/demo/series/a.webp' },
    ]);
    try {
      expect((await readCase(chestIds[2]))?.series).toEqual([
        '/demo/series/a.webp',
        expect.stringMatching(/series-b\.webp$/),
      ]);
      expect((await readCase(chestIds[1]))?.series).toEqual([]);
    } finally {
      await t.db.delete(caseImages);
    }
  });

  it('holds a case past the 100th of its category, with its place and neighbours', async () => {
    for (const index of [100, LARGE - 1]) {
      expect(await readCase(largeIds[index])).toMatchObject({
        theCase: { subshortId: largeIds[index], name: `Mixed ${index + 1}` },
        category: { categoryId: largeCategoryId, name: 'Mixed' },
        previous: { subshortId: largeIds[index - 1] },
        next: index + 1 < LARGE ? { subshortId: largeIds[index + 1] } : null,
        position: index + 1,
        total: LARGE,
      });
    }
  });

  it('is null for a case that does not exist', async () => {
    expect(await readCase(chestIds[2] + 999)).toBeNull();
  });

  it('is found through the original calls when the API lacks short/sub/view', async () => {
    const embedded = createEmbeddedTransport(async () => t.backend);
    installTransport({
      ...embedded,
      send: (name, call, input, credentials) =>
        name === 'viewCase'
          ? Promise.resolve({ status: 404, message: 'Not Found', data: null })
          : embedded.send(name, call, input, credentials),
    });
    try {
      expect(await readCase(chestIds[2])).toMatchObject({
        theCase: { name: 'Three' },
        category: { name: 'Chest' },
        position: 3,
      });
      expect(await readCase(largeIds[LARGE - 1] + 999)).toBeNull();
      expect(await readCase(largeIds[LARGE - 1])).toMatchObject({
        theCase: { name: `Mixed ${LARGE}` },
        previous: { subshortId: largeIds[LARGE - 2] },
        next: null,
        position: LARGE,
        total: LARGE,
      });
    } finally {
      installTransport(embedded);
    }
  });
});

describe('a category’s pages', () => {
  it('page the cases in order, the last page holding the last case', async () => {
    const pages = Math.ceil(LARGE / CASES_PAGE);
    const first = await loadCategory(largeCategoryId);
    expect(first).toMatchObject({ name: 'Mixed', total: LARGE, page: 1, pages, offset: 0 });
    expect(first?.cases.map((c) => c.subshortId)).toEqual(largeIds.slice(0, CASES_PAGE));
    const last = await loadCategory(largeCategoryId, pages);
    expect(last?.offset).toBe((pages - 1) * CASES_PAGE);
    expect(last?.cases.map((c) => c.subshortId)).toEqual(largeIds.slice((pages - 1) * CASES_PAGE));
    expect(JSON.stringify(last)).not.toContain(ANSWER);
    expect((await loadCategory(largeCategoryId, pages + 1))?.cases).toEqual([]);
  });
});

describe('the sitemap', () => {
  const absolute = (path: string) => new URL(path, site.url).toString();

  it('lists every category page and every case page with absolute URLs and the case images', async () => {
    const entries = await casesSitemapEntries();
    const urls = entries.map((entry) => entry.url);
    const largePages = Math.ceil(LARGE / CASES_PAGE);
    expect(urls).toEqual([
      absolute(`/subshorts?short=${chestCategoryId}`),
      absolute(`/subshorts?short=${emptyCategoryId}`),
      absolute(`/subshorts?short=${largeCategoryId}`),
      ...Array.from({ length: largePages - 1 }, (_, i) =>
        absolute(`/subshorts?short=${largeCategoryId}&page=${i + 2}`),
      ),
      ...chestIds.map((id) => absolute(`/subshortsdetails?case=${id}`)),
      ...largeIds.map((id) => absolute(`/subshortsdetails?case=${id}`)),
    ]);
    const caseEntry = entries.find((entry) => entry.url.endsWith(`case=${chestIds[0]}`));
    expect(caseEntry?.images).toEqual([absolute('/demo/shorts/chest-1.webp')]);
  });

  it('lists the same through the original calls when the API lacks short/sitemap', async () => {
    const expected = await casesSitemapEntries();
    const embedded = createEmbeddedTransport(async () => t.backend);
    installTransport({
      ...embedded,
      send: (name, call, input, credentials) =>
        name === 'caseSitemap'
          ? Promise.resolve({ status: 404, message: 'Not Found', data: null })
          : embedded.send(name, call, input, credentials),
    });
    try {
      const entries = await casesSitemapEntries();
      expect(entries).toHaveLength(expected.length);
      expect(entries.map((entry) => entry.url).sort()).toEqual(
        expected.map((entry) => entry.url).sort(),
      );
      expect(entries.map((entry) => entry.url)).toContain(
        absolute(`/subshortsdetails?case=${largeIds[LARGE - 1]}`),
      );
    } finally {
      installTransport(embedded);
    }
  });
});
