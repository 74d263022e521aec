import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';

import { calls } from '@/lib/platform/calls';
import { CONTENT_CACHE_TAGS } from '@/lib/cache/tags';
import { caller, imageBlob } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, caseCategories, cases } from '../db/schema';
import { consoleCaseMessages as say } from './texts';

/*
 * The console's cases on in-memory PGlite: categories and cases made as drafts, their facts and
 * film, publishing (a draft is in no student read), ordering, and who may do it.
 */

let t: TestBackend;
let call: ReturnType<typeof caller>;
let editor: string;
let support: string;
let student: string;

const FACTS = {
  answer: 'A large right pneumothorax with mediastinal shift: tension until proven otherwise.',
  system: 'chest',
  modality: 'XR',
  region: 'right hemithorax',
  ageBand: 'adult',
  normal: false,
  patientAge: '24 years',
  patientSex: 'male',
  referralSource: 'emergency',
  clinicalDetails: 'Sudden breathlessness and pleuritic chest pain.',
  keyFindings: ['Visible visceral pleural edge', '', 'Mediastinal shift to the left'],
};

async function newCategory(name: string) {
  const made = await call('createCaseCategory', { name }, editor);
  expect(made.status).toBe(200);
  return (made.data as { categoryId: number }).categoryId;
}

async function newCase(categoryId: number, name: string) {
  const made = await call('createCase', { categoryId, name }, editor);
  expect(made.status).toBe(200);
  return (made.data as { caseId: number }).caseId;
}

const auditsOf = async (targetId: number, targetType = 'case') =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(targetId)), eq(auditLog.targetType, targetType)))
      .orderBy(auditLog.id)
  ).map((row) => row.action);

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  student = (await addStudent(t.db, 'student@example.com')).token;
});
afterAll(async () => {
  await t.close();
});

describe('making and publishing a case', () => {
  it('keeps drafts out of every student read until both the case and its category are published', async () => {
    const categoryId = await newCategory('Head & Neck');
    const caseId = await newCase(categoryId, 'Right pneumothorax');
    const [category] = await t.db
      .select()
      .from(caseCategories)
      .where(eq(caseCategories.id, categoryId));
    const [item] = await t.db.select().from(cases).where(eq(cases.id, caseId));
    expect(category).toMatchObject({ slug: 'head-and-neck', publishedAt: null });
    expect(item).toMatchObject({ slug: 'head-and-neck-right-pneumothorax', publishedAt: null });

    // Incomplete: no film, answer or facts yet.
    expect(await call('publishCase', { caseId, published: true }, editor)).toMatchObject({
      status: 409,
      message: say.incompleteCase,
    });
    expect(
      (await call('updateCase', { caseId, name: 'Right pneumothorax', ...FACTS }, editor)).status,
    ).toBe(200);
    const uploaded = await call(
      'uploadCaseImage',
      { caseId, picture: await imageBlob('png', 3000) },
      editor,
    );
    expect(uploaded.status).toBe(200);
    const [stored] = await t.db.select().from(cases).where(eq(cases.id, caseId));
    const bytes = await readFile(path.join(t.dir, 'uploads', stored!.image));
    const film = await sharp(bytes).metadata();
    expect({ format: film.format, width: film.width }).toEqual({ format: 'webp', width: 2048 });
    expect(stored!.keyFindings).toEqual([
      'Visible visceral pleural edge',
      'Mediastinal shift to the left',
    ]);

    expect((await call('publishCase', { caseId, published: true }, editor)).status).toBe(200);
    // The case is published, its category is not: still nowhere for students.
    const hidden = async () => {
      const categories = await call('listCaseCategories', { limit: 50 });
      expect(JSON.stringify(categories.data)).not.toContain('Head & Neck');
      expect((await call('listCases', { shortId: categoryId, limit: 10 })).status).toBe(404);
      expect((await call('viewCase', { subshortId: caseId })).status).toBe(404);
      expect((await call('caseAnswer', { subshortId: caseId }, student)).status).toBe(404);
      expect((await call('listComments', { subshortId: caseId, limit: 10 })).status).toBe(404);
      const sitemap = (await call('caseSitemap', {})).data as {
        categories: { shortId: number }[];
        cases: { subshortId: number }[];
      };
      expect(sitemap.categories.map((c) => c.shortId)).not.toContain(categoryId);
      expect(sitemap.cases.map((c) => c.subshortId)).not.toContain(caseId);
    };
    await hidden();

    expect(
      (await call('publishCaseCategory', { categoryId, published: true }, editor)).status,
    ).toBe(200);
    const viewed = await call('viewCase', { subshortId: caseId });
    expect(viewed).toMatchObject({
      status: 200,
      data: {
        position: 1,
        total: 1,
        header: { system: 'chest', patientAge: '24 years', referralSource: 'emergency' },
      },
    });
    // The clinical header comes before the reveal; the findings, normality and answer do not.
    expect(JSON.stringify(viewed)).not.toContain('pleural edge');
    expect(JSON.stringify(viewed)).not.toContain('"normal"');
    expect((await call('caseAnswer', { subshortId: caseId }, student)).data).toMatchObject({
      answer: FACTS.answer,
      keyFindings: ['Visible visceral pleural edge', 'Mediastinal shift to the left'],
      normal: false,
    });
    const sitemap = (await call('caseSitemap', {})).data as { cases: { subshortId: number }[] };
    expect(sitemap.cases.map((c) => c.subshortId)).toContain(caseId);

    // A second, draft case in the same category is not counted, placed or linked.
    const draftId = await newCase(categoryId, 'Draft case');
    expect((await call('viewCase', { subshortId: draftId })).status).toBe(404);
    expect((await call('listCases', { shortId: categoryId, limit: 10 })).data).toMatchObject({
      total: 1,
    });
    expect((await call('viewCase', { subshortId: caseId })).data).toMatchObject({
      total: 1,
      next: null,
    });
    const { list } = (await call('listCaseCategoriesForConsole', { limit: 100 }, support)).data as {
      list: { categoryId: number }[];
    };
    expect(list.find((row) => row.categoryId === categoryId)).toEqual({
      categoryId,
      name: 'Head & Neck',
      published: true,
      cases: 2,
      publishedCases: 1,
    });

    expect((await call('publishCase', { caseId, published: false }, editor)).status).toBe(200);
    expect((await call('viewCase', { subshortId: caseId })).status).toBe(404);
    expect(await auditsOf(caseId)).toEqual([
      'case.created',
      'case.updated',
      'case.image_changed',
      'case.published',
      'case.unpublished',
    ]);
  });

  it('makes slugs from names as the demo does, and never two alike', async () => {
    const first = await newCategory('Paediatric Chest');
    const second = await newCategory('Paediatric  chest!');
    const slugs = await t.db
      .select({ id: caseCategories.id, slug: caseCategories.slug })
      .from(caseCategories);
    expect(slugs.find((row) => row.id === first)?.slug).toBe('paediatric-chest');
    expect(slugs.find((row) => row.id === second)?.slug).toBe('paediatric-chest-2');
  });

  it('writes nothing when saving what is already there', async () => {
    const categoryId = await newCategory('Unchanged');
    const caseId = await newCase(categoryId, 'Same');
    await call('updateCase', { caseId, name: 'Same', ...FACTS }, editor);
    const before = await auditsOf(caseId);
    expect(await call('updateCase', { caseId, name: 'Same', ...FACTS }, editor)).toMatchObject({
      status: 200,
      message: say.unchanged,
    });
    expect(
      await call('renameCaseCategory', { categoryId, name: 'Unchanged' }, editor),
    ).toMatchObject({
      message: say.unchanged,
    });
    expect(
      await call('publishCaseCategory', { categoryId, published: false }, editor),
    ).toMatchObject({
      message: say.unchanged,
    });
    expect(await auditsOf(caseId)).toEqual(before);
    expect(await auditsOf(categoryId, 'case_category')).toEqual(['case_category.created']);
  });

  it('refuses facts outside the lists with their message and changes nothing', async () => {
    const categoryId = await newCategory('Refusals');
    const caseId = await newCase(categoryId, 'Refused');
    const refused = await call(
      'updateCase',
      { caseId, name: 'Refused', ...FACTS, system: 'paediatric' },
      editor,
    );
    expect(refused).toMatchObject({ status: 422, message: say.chooseSystem });
    const tooMany = await call(
      'updateCase',
      { caseId, name: 'Refused', ...FACTS, keyFindings: Array(11).fill('A finding') },
      editor,
    );
    expect(tooMany).toMatchObject({ status: 422, message: say.tooManyFindings });
    const notAnImage = await call(
      'uploadCaseImage',
      { caseId, picture: new Blob(['not a picture']) },
      editor,
    );
    expect(notAnImage).toMatchObject({ status: 422, message: say.image.notAnImage });
    const [row] = await t.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row).toMatchObject({ system: null, image: '', keyFindings: [] });
  });
});

describe('order', () => {
  it('moves a case a place up or down, and refuses a move past either end', async () => {
    const categoryId = await newCategory('Ordered');
    const ids = [
      await newCase(categoryId, 'One'),
      await newCase(categoryId, 'Two'),
      await newCase(categoryId, 'Three'),
    ];
    expect((await call('moveCase', { caseId: ids[2], direction: 'up' }, editor)).status).toBe(200);
    expect((await call('publishCase', { caseId: ids[1], published: true }, editor)).status).toBe(
      409,
    );
    const listed = await call('consoleCaseCategoryDetails', { categoryId }, support);
    expect((listed.data as { category: unknown }).category).toMatchObject({
      name: 'Ordered',
      published: false,
      cases: 3,
      publishedCases: 0,
    });
    expect((listed.data as { list: { name: string }[] }).list.map((c) => c.name)).toEqual([
      'One',
      'Three',
      'Two',
    ]);
    expect(await call('moveCase', { caseId: ids[0], direction: 'up' }, editor)).toMatchObject({
      status: 409,
      message: say.atTheEnd,
    });
    expect((await call('consoleCaseDetails', { caseId: ids[1] }, editor)).data).toMatchObject({
      position: 3,
      total: 3,
    });
  });

  it('moves a category among the others', async () => {
    const a = await newCategory('Move A');
    const b = await newCategory('Move B');
    expect(
      (await call('moveCaseCategory', { categoryId: b, direction: 'up' }, editor)).status,
    ).toBe(200);
    const { list } = (await call('listCaseCategoriesForConsole', { limit: 100 }, support)).data as {
      list: { categoryId: number }[];
    };
    const order = list.map((c) => c.categoryId);
    expect(order.indexOf(b)).toBe(order.indexOf(a) - 1);
  });
});

describe('who may', () => {
  it('lets support read the lists and refuses its writes; refuses students', async () => {
    const categoryId = await newCategory('Support reads');
    expect((await call('consoleCaseCategoryDetails', { categoryId }, support)).status).toBe(200);
    expect(await call('createCaseCategory', { name: 'Nope' }, support)).toMatchObject({
      status: 403,
      code: 'role_refused',
    });
    expect(
      (await call('publishCaseCategory', { categoryId, published: true }, support)).status,
    ).toBe(403);
    expect((await call('listCaseCategoriesForConsole', {}, student)).status).not.toBe(200);
  });

  it('stales the case pages and the sitemap with every public change', () => {
    for (const name of [
      'renameCaseCategory',
      'publishCaseCategory',
      'moveCaseCategory',
      'updateCase',
      'uploadCaseImage',
      'publishCase',
      'moveCase',
    ] as const) {
      expect(calls[name].invalidates).toContain(CONTENT_CACHE_TAGS.cases);
    }
  });
});
