import { CASE_CATEGORIES_PAGE, caseMessages } from '@/lib/cases/calls';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { caseImages, caseCategories, cases } from '../db/schema';

const ANSWER = 'This is a frontal chest radiograph showing a large right pneumothorax.';

let t: TestBackend;
let call: ReturnType<typeof caller>;
let chestId: number;
let emptyId: number;
let caseIds: number[];
let noAnswerId: number;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  // Ten categories: one more than a page. Inserted out of order to show `position` decides.
  const categories = await t.db
    .insert(caseCategories)
    .values(
      Array.from({ length: CASE_CATEGORIES_PAGE + 1 }, (_, i) => ({
        name: `Category ${10 - i}`,
        slug: `category-${10 - i}`,
        position: 10 - i,
      })),
    )
    .returning();
  const byName = new Map(categories.map((c) => [c.name, c.id]));
  chestId = byName.get('Category 1')!;
  emptyId = byName.get('Category 2')!;
  const rows = await t.db
    .insert(cases)
    .values([
      {
        categoryId: chestId,
        name: 'Second case',
        slug: 'second',
        image: '/demo/shorts/chest-2.webp',
        answer: 'Second answer',
        position: 2,
      },
      {
        categoryId: chestId,
        name: 'First case',
        slug: 'first',
        image: '/demo/shorts/chest-1.webp',
        answer: ANSWER,
        position: 1,
      },
      {
        categoryId: chestId,
        name: 'Unanswered case',
        slug: 'unanswered',
        image: '/demo/shorts/chest-3.webp',
        answer: null,
        position: 3,
      },
    ])
    .returning();
  caseIds = [rows[1].id, rows[0].id, rows[2].id];
  noAnswerId = rows[2].id;
});
afterAll(async () => {
  await t.close();
});

type ListData = {
  list: { shortId: number; name: string; image: string | null; count: number }[];
  total: number;
};
type SubListData = {
  list: { subshortId: number; name: string; image: string; answer: string | null }[];
  total: number;
  url: string;
  name: string;
};

describe('short/list', () => {
  it('pages the categories in order, nine at a time, with the total', async () => {
    const first = await call('listCaseCategories', {});
    const data = first.data as ListData;
    expect(data.total).toBe(CASE_CATEGORIES_PAGE + 1);
    expect(data.list).toHaveLength(CASE_CATEGORIES_PAGE);
    expect(data.list.map((c) => c.name).slice(0, 3)).toEqual([
      'Category 1',
      'Category 2',
      'Category 3',
    ]);
    expect(data.list[0]).toEqual({
      shortId: chestId,
      name: 'Category 1',
      image: '/demo/shorts/chest-1.webp',
      count: 3,
    });
    expect(data.list[1]).toMatchObject({ shortId: emptyId, image: null, count: 0 });

    const second = (
      await call('listCaseCategories', {
        limit: CASE_CATEGORIES_PAGE,
        offset: CASE_CATEGORIES_PAGE,
      })
    ).data as ListData;
    expect(second.list.map((c) => c.name)).toEqual(['Category 10']);
    expect(second.total).toBe(CASE_CATEGORIES_PAGE + 1);

    const past = (
      await call('listCaseCategories', {
        limit: CASE_CATEGORIES_PAGE,
        offset: 3 * CASE_CATEGORIES_PAGE,
      })
    ).data as ListData;
    expect(past).toEqual({ list: [], total: CASE_CATEGORIES_PAGE + 1 });
  });
});

describe('the model answer is for signed-in students only', () => {
  it('short/sub/list gives a visitor every case without its answer', async () => {
    const answer = await call('listCases', { shortId: chestId, limit: 100 });
    expect(answer.status).toBe(200);
    const data = answer.data as SubListData;
    expect(data.name).toBe('Category 1');
    expect(data.total).toBe(3);
    expect(data.list.map((c) => c.subshortId)).toEqual(caseIds);
    expect(data.list.every((c) => c.answer === null)).toBe(true);
    expect(JSON.stringify(answer)).not.toContain(ANSWER);
    expect(data.list[0]).not.toHaveProperty('total');

    const past = (await call('listCases', { shortId: chestId, limit: 2, offset: 10 }))
      .data as SubListData;
    expect(past).toMatchObject({ list: [], total: 3, name: 'Category 1' });
  });

  it('short/sub/list gives a signed-in student the answers', async () => {
    const { token } = await addStudent(t.db, 'shorts-reader@example.com');
    const data = (await call('listCases', { shortId: chestId, limit: 100 }, token))
      .data as SubListData;
    expect(data.list.map((c) => c.answer)).toEqual([ANSWER, 'Second answer', null]);
  });

  it('short/sub/view describes one case, its category and its place there, never with an answer', async () => {
    const { token } = await addStudent(t.db, 'shorts-viewer@example.com');
    for (const who of [null, token]) {
      const answer = await call('viewCase', { subshortId: caseIds[0] }, who);
      expect(answer).toEqual({
        status: 200,
        message: 'Success',
        data: {
          subShort: {
            shortId: chestId,
            subshortId: caseIds[0],
            name: 'First case',
            image: '/demo/shorts/chest-1.webp',
          },
          header: {
            system: null,
            modality: null,
            region: null,
            ageBand: null,
            patientAge: null,
            patientSex: null,
            referralSource: null,
            clinicalDetails: '',
          },
          series: [],
          manifest: null,
          short: { shortId: chestId, name: 'Category 1' },
          url: '',
          position: 1,
          total: 3,
          previous: null,
          next: {
            shortId: chestId,
            subshortId: caseIds[1],
            name: 'Second case',
            image: '/demo/shorts/chest-2.webp',
          },
        },
      });
    }
    const last = await call('viewCase', { subshortId: caseIds[2] });
    expect(last.data).toMatchObject({
      position: 3,
      previous: { subshortId: caseIds[1] },
      next: null,
    });
    expect(JSON.stringify(last)).not.toContain('Second answer');
    expect(last.data).not.toHaveProperty('subShort.answer');
  });

  it('short/sub/view gives a long case its series in order, and a single film none', async () => {
    const longCaseId = caseIds[1];
    // Inserted out of order to show `position` decides.
    await t.db.insert(caseImages).values([
      { caseId: longCaseId, position: 2, image: '/demo/series/ct-3.webp' },
      { caseId: longCaseId, position: 0, image: '/demo/series/ct-1.webp' },
      { caseId: longCaseId, position: 1, image: '/demo/series/ct-2.webp' },
    ]);
    try {
      expect((await call('viewCase', { subshortId: longCaseId })).data).toMatchObject({
        series: ['/demo/series/ct-1.webp', '/demo/series/ct-2.webp', '/demo/series/ct-3.webp'],
      });
      expect((await call('viewCase', { subshortId: caseIds[0] })).data).toMatchObject({
        series: [],
      });
    } finally {
      await t.db.delete(caseImages);
    }
  });

  it('short/sitemap lists every category with its number of cases and every case, in order', async () => {
    const { data } = await call('caseSitemap', {});
    expect(data).toMatchObject({ url: '' });
    const { categories, cases: listed } = data as {
      categories: { shortId: number; count: number }[];
      cases: { subshortId: number; image: string }[];
    };
    expect(categories.find((c) => c.shortId === chestId)).toEqual({ shortId: chestId, count: 3 });
    expect(categories.filter((c) => c.count === 0).length).toBe(categories.length - 1);
    expect(listed.map((c) => c.subshortId)).toEqual(caseIds);
    expect(JSON.stringify(data)).not.toContain(ANSWER);
  });

  it('short/sub/answer refuses a visitor and answers a signed-in student', async () => {
    const visitor = await call('caseAnswer', { subshortId: caseIds[0] });
    expect(visitor).toMatchObject({
      status: 403,
      message: 'Please log in to continue',
      data: null,
    });
    expect(JSON.stringify(visitor)).not.toContain(ANSWER);

    const { token } = await addStudent(t.db, 'shorts-answer@example.com');
    expect(await call('caseAnswer', { subshortId: caseIds[0] }, token)).toEqual({
      status: 200,
      message: 'Success',
      data: { subshortId: caseIds[0], answer: ANSWER, keyFindings: [], normal: false },
    });
    expect((await call('caseAnswer', { subshortId: noAnswerId }, token)).data).toEqual({
      subshortId: noAnswerId,
      answer: null,
      keyFindings: [],
      normal: false,
    });
  });
});

describe('choosing a case', () => {
  it('lists only the chosen case of a category with subshortId', async () => {
    const data = (await call('listCases', { shortId: chestId, subshortId: caseIds[1] }))
      .data as SubListData;
    expect(data.list.map((c) => c.name)).toEqual(['Second case']);
    expect(data.total).toBe(1);
    const elsewhere = (await call('listCases', { shortId: emptyId, subshortId: caseIds[1] }))
      .data as SubListData;
    expect(elsewhere).toMatchObject({ list: [], total: 0 });
  });

  it('answers an empty category with no cases and unknown ids with 404', async () => {
    const empty = await call('listCases', { shortId: emptyId });
    expect(empty).toMatchObject({ status: 200, data: { list: [], total: 0 } });
    expect(await call('listCases', { shortId: chestId + 999 })).toMatchObject({
      status: 404,
      message: caseMessages.noSuchCategory,
    });
    expect(await call('viewCase', { subshortId: noAnswerId + 999 })).toMatchObject({
      status: 404,
      message: caseMessages.noSuchCase,
    });
    const { token } = await addStudent(t.db, 'shorts-missing@example.com');
    expect(await call('caseAnswer', { subshortId: noAnswerId + 999 }, token)).toMatchObject({
      status: 404,
      message: caseMessages.noSuchCase,
    });
  });
});
