import { and, asc, count, eq, isNotNull, like, or, sql } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { conflict, notFound } from '../calls/service-error';
import { auditedChange } from '../audit/audited-change';
import { changePicture } from '../audit/picture-change';
import { recordAudit } from '../audit/audit-log';
import type { Executor } from '../db/client';
import { countRows, pageTotal, totalOf } from '../db/paging';
import { caseImages, caseSeries, caseCategories, cases } from '../db/schema';
import { storedFileUrl } from '../storage/files';
import type { ImageRules } from '../storage/images';
import { caseImageUrl } from './calls';
import { caseMessages, consoleCaseMessages as say } from './texts';
import type { caseCalls } from './calls';

/*
 * The console's side of cases (docs/cases.md): categories and cases made as drafts, edited,
 * ordered and published. Every write records its audit entry in its own transaction.
 */

/** A film is read zoomed in: kept large, and at a quality that keeps fine lines. */
const CASE_FILM: ImageRules = { maxSide: 2048, quality: 92, messages: say.image };

const noSuchCategory = () => notFound(say.noSuchCategory);
export const noSuchCase = () => notFound(caseMessages.noSuchCase, 'case_not_found');

/** A name's address words, as the demo's slugs are made ("Head & Neck" → "head-and-neck"). */
function slugWords(name: string): string {
  return (
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'case'
  );
}

/** The first of `base`, `base-2`, `base-3` … that no row of `table` holds. */
async function freeSlug(db: Executor, table: typeof caseCategories | typeof cases, base: string) {
  const taken = new Set(
    (
      await db
        .select({ slug: table.slug })
        .from(table)
        .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A category with its cases counted, all and published (a subquery per category row). */
function categoryColumns(db: Executor) {
  const count = (published: boolean) =>
    sql<number>`(${db
      .select({ count: sql`count(*)::int` })
      .from(cases)
      .where(
        and(
          eq(cases.categoryId, caseCategories.id),
          published ? isNotNull(cases.publishedAt) : undefined,
        ),
      )})`;
  return {
    categoryId: caseCategories.id,
    name: caseCategories.name,
    publishedAt: caseCategories.publishedAt,
    cases: count(false),
    publishedCases: count(true),
  };
}

const toCategory = ({ publishedAt, ...row }: { publishedAt: Date | null } & CategoryCounts) => ({
  ...row,
  published: publishedAt !== null,
});
type CategoryCounts = { categoryId: number; name: string; cases: number; publishedCases: number };

/** A stored film as the console shows it; a new case has none (the empty string). */
const filmUrl = (image: string) => (image ? caseImageUrl('', image) : null);

export const listCaseCategoriesForConsole: Service<
  typeof caseCalls.listCaseCategoriesForConsole
> = async ({ db }, _operator, { limit, offset }) => {
  const rows = await db
    .select({ ...categoryColumns(db), total: totalOf(db, caseCategories) })
    .from(caseCategories)
    .orderBy(asc(caseCategories.position), asc(caseCategories.id))
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, () => countRows(db, caseCategories));
  return {
    message: say.listed,
    data: { list: rows.map(({ total: _total, ...row }) => toCategory(row)), total },
  };
};

export const consoleCaseCategoryDetails: Service<
  typeof caseCalls.consoleCaseCategoryDetails
> = async ({ db }, _operator, { categoryId, limit, offset }) => {
  const [category] = await db
    .select(categoryColumns(db))
    .from(caseCategories)
    .where(eq(caseCategories.id, categoryId));
  if (!category) throw noSuchCategory();
  const where = eq(cases.categoryId, categoryId);
  const rows = await db
    .select({
      caseId: cases.id,
      name: cases.name,
      image: cases.image,
      publishedAt: cases.publishedAt,
      system: cases.system,
      modality: cases.modality,
      total: totalOf(db, cases, where),
    })
    .from(cases)
    .where(where)
    .orderBy(asc(cases.position), asc(cases.id))
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(rows, offset, () => countRows(db, cases, where));
  return {
    message: say.listed,
    data: {
      category: toCategory(category),
      list: rows.map(({ total: _total, publishedAt, image, ...row }) => ({
        ...row,
        image: filmUrl(image),
        published: publishedAt !== null,
      })),
      total,
    },
  };
};

export const consoleCaseDetails: Service<typeof caseCalls.consoleCaseDetails> = async (
  { db },
  _operator,
  { caseId },
) => {
  const [row] = await db
    .select({
      caseRow: cases,
      categoryName: caseCategories.name,
      categoryPublishedAt: caseCategories.publishedAt,
    })
    .from(cases)
    .innerJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
    .where(eq(cases.id, caseId));
  if (!row) throw noSuchCase();
  const { caseRow } = row;
  const series = await db
    .select({ image: caseImages.image })
    .from(caseImages)
    .where(eq(caseImages.caseId, caseId))
    .orderBy(asc(caseImages.position));
  const dicomRows = await db
    .select({
      published: caseSeries.published,
      manifest: caseSeries.manifest,
      report: caseSeries.report,
    })
    .from(caseSeries)
    .where(eq(caseSeries.caseId, caseId));
  const dicomOf = (published: boolean) => {
    const row = dicomRows.find((r) => r.published === published);
    return row
      ? {
          slices: row.manifest.slices.length,
          modality: row.manifest.modality,
          rows: row.manifest.rows,
          columns: row.manifest.columns,
          report: row.report,
          manifest: row.manifest,
        }
      : null;
  };
  const [place] = await db
    .select({
      before: sql<number>`count(*) filter (where (${cases.position}, ${cases.id}) < (${caseRow.position}, ${caseRow.id}))::int`,
      total: count(),
    })
    .from(cases)
    .where(eq(cases.categoryId, caseRow.categoryId));
  return {
    message: say.listed,
    data: {
      caseId: caseRow.id,
      categoryId: caseRow.categoryId,
      categoryName: row.categoryName,
      categoryPublished: row.categoryPublishedAt !== null,
      name: caseRow.name,
      image: filmUrl(caseRow.image),
      published: caseRow.publishedAt !== null,
      answer: caseRow.answer ?? '',
      system: caseRow.system,
      modality: caseRow.modality,
      region: caseRow.region,
      ageBand: caseRow.ageBand,
      normal: caseRow.normal,
      patientAge: caseRow.patientAge,
      patientSex: caseRow.patientSex,
      referralSource: caseRow.referralSource,
      clinicalDetails: caseRow.clinicalDetails,
      keyFindings: caseRow.keyFindings,
      series: series.map((slice) => caseImageUrl('', slice.image)),
      dicom: { pending: dicomOf(false), published: dicomOf(true) },
      position: place!.before + 1,
      total: place!.total,
    },
  };
};

/** The next position at the end of an order. */
const nextPosition = (column: typeof caseCategories.position | typeof cases.position) =>
  sql<number>`coalesce(max(${column}), 0)::int + 1`;

export const createCaseCategory: Service<typeof caseCalls.createCaseCategory> = async (
  { db },
  operator,
  { name },
) => {
  const categoryId = await db.transaction(async (tx) => {
    // One category made at a time, so two made at once never take one slug or place.
    await tx.execute(sql`LOCK TABLE ${caseCategories} IN SHARE ROW EXCLUSIVE MODE`);
    const [{ position }] = (await tx
      .select({ position: nextPosition(caseCategories.position) })
      .from(caseCategories)) as [{ position: number }];
    const [created] = await tx
      .insert(caseCategories)
      .values({
        name,
        slug: await freeSlug(tx, caseCategories, slugWords(name)),
        position,
        publishedAt: null,
      })
      .returning();
    await recordAudit(tx, operator, {
      action: 'case_category.created',
      targetType: 'case_category',
      targetId: created!.id,
      after: created!,
    });
    return created!.id;
  });
  return { message: say.categoryCreated, data: { categoryId } };
};

/** The category locked for a write, or its 404. */
async function lockCategory(tx: Executor, categoryId: number) {
  const [before] = await tx
    .select()
    .from(caseCategories)
    .where(eq(caseCategories.id, categoryId))
    .for('update');
  if (!before) throw noSuchCategory();
  return before;
}

/** The case locked for a write, or its 404. */
export async function lockCase(tx: Executor, caseId: number) {
  const [before] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (!before) throw noSuchCase();
  return before;
}

export const renameCaseCategory: Service<typeof caseCalls.renameCaseCategory> = async (
  { db },
  operator,
  { categoryId, name },
) => {
  const { changed } = await db.transaction((tx) =>
    auditedChange(tx, operator, {
      table: caseCategories,
      where: eq(caseCategories.id, categoryId),
      missing: noSuchCategory,
      unchanged: (before) => before.name === name,
      set: () => ({ name }),
      action: 'case_category.renamed',
      targetType: 'case_category',
      targetId: categoryId,
    }),
  );
  return { message: changed ? say.saved : say.unchanged, data: { categoryId } };
};

export const publishCaseCategory: Service<typeof caseCalls.publishCaseCategory> = async (
  deps,
  operator,
  { categoryId, published },
) => {
  const { changed } = await deps.db.transaction((tx) =>
    auditedChange(tx, operator, {
      table: caseCategories,
      where: eq(caseCategories.id, categoryId),
      missing: noSuchCategory,
      unchanged: (before) => (before.publishedAt !== null) === published,
      set: () => ({ publishedAt: published ? deps.now() : null }),
      action: published ? 'case_category.published' : 'case_category.unpublished',
      targetType: 'case_category',
      targetId: categoryId,
    }),
  );
  const message = !changed
    ? say.unchanged
    : published
      ? say.categoryPublished
      : say.categoryUnpublished;
  return { message, data: { categoryId, published } };
};

/**
 * Moves one row of an ordered list a place up or down: the list is numbered 1…n in its present
 * order with the two swapped, so equal positions (rows made without one) order too. Only the rows
 * whose number changes are written; the audit entry keeps the moved row's place before and after.
 */
async function moveInOrder(
  rows: { id: number; position: number }[],
  id: number,
  direction: 'up' | 'down',
  write: (id: number, position: number) => Promise<unknown>,
): Promise<{ from: number; to: number } | null> {
  const index = rows.findIndex((row) => row.id === id);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= rows.length) return null;
  const order = rows.map((row) => row.id);
  [order[index], order[other]] = [order[other]!, order[index]!];
  const was = new Map(rows.map((row) => [row.id, row.position]));
  for (const [at, rowId] of order.entries()) {
    if (was.get(rowId) !== at + 1) await write(rowId, at + 1);
  }
  return { from: index + 1, to: other + 1 };
}

export const moveCaseCategory: Service<typeof caseCalls.moveCaseCategory> = async (
  { db },
  operator,
  { categoryId, direction },
) => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${caseCategories} IN SHARE ROW EXCLUSIVE MODE`);
    await lockCategory(tx, categoryId);
    const rows = await tx
      .select({ id: caseCategories.id, position: caseCategories.position })
      .from(caseCategories)
      .orderBy(asc(caseCategories.position), asc(caseCategories.id));
    const moved = await moveInOrder(rows, categoryId, direction, (id, position) =>
      tx.update(caseCategories).set({ position }).where(eq(caseCategories.id, id)),
    );
    if (!moved) throw conflict(say.atTheEnd);
    await recordAudit(tx, operator, {
      action: 'case_category.moved',
      targetType: 'case_category',
      targetId: categoryId,
      before: { place: moved.from },
      after: { place: moved.to },
    });
  });
  return { message: say.moved, data: { categoryId } };
};

export const createCase: Service<typeof caseCalls.createCase> = async (
  { db },
  operator,
  { categoryId, name },
) => {
  const caseId = await db.transaction(async (tx) => {
    const category = await lockCategory(tx, categoryId);
    const [{ position }] = (await tx
      .select({ position: nextPosition(cases.position) })
      .from(cases)
      .where(eq(cases.categoryId, categoryId))) as [{ position: number }];
    const slug = await freeSlug(tx, cases, `${category.slug}-${slugWords(name)}`);
    const [created] = await tx
      .insert(cases)
      .values({ categoryId, name, slug, image: '', answer: '', position, publishedAt: null })
      .returning();
    await recordAudit(tx, operator, {
      action: 'case.created',
      targetType: 'case',
      targetId: created!.id,
      after: created!,
    });
    return created!.id;
  });
  return { message: say.caseCreated, data: { caseId } };
};

/** A published case must be complete: what students and exam practice read of it. */
type CaseContent = {
  image: string;
  answer: string | null;
  system: string | null;
  modality: string | null;
  ageBand: string | null;
};
const isComplete = (row: CaseContent) =>
  row.image !== '' && !!row.answer && !!row.system && !!row.modality && !!row.ageBand;

export const updateCase: Service<typeof caseCalls.updateCase> = async (
  { db },
  operator,
  { caseId, ...content },
) => {
  const { changed } = await db.transaction((tx) =>
    auditedChange(tx, operator, {
      table: cases,
      where: eq(cases.id, caseId),
      missing: noSuchCase,
      check(before) {
        if (before.publishedAt !== null && !isComplete({ ...before, ...content })) {
          throw conflict(say.incompleteCase);
        }
      },
      unchanged: (before) =>
        (Object.keys(content) as (keyof typeof content)[]).every((key) =>
          key === 'keyFindings'
            ? JSON.stringify(before.keyFindings) === JSON.stringify(content.keyFindings)
            : key === 'answer'
              ? (before.answer ?? '') === content.answer
              : before[key] === content[key],
        ),
      set: () => content,
      action: 'case.updated',
      targetType: 'case',
      targetId: caseId,
    }),
  );
  return { message: changed ? say.saved : say.unchanged, data: { caseId } };
};

/** Sets a case's film (re-encoded like every upload); the uploaded one it replaces is removed. */
export const uploadCaseImage: Service<typeof caseCalls.uploadCaseImage> = async (
  deps,
  operator,
  { caseId, picture },
) => {
  const { image: stored } = await changePicture(deps, operator, {
    table: cases,
    where: eq(cases.id, caseId),
    missing: noSuchCase,
    picture,
    columns: { image: CASE_FILM },
    action: 'case.image_changed',
    targetType: 'case',
    targetId: caseId,
  });
  return { message: say.image.saved, data: { caseId, image: storedFileUrl(stored)! } };
};

/** Publishes a complete case, or takes it back to draft. */
export const publishCase: Service<typeof caseCalls.publishCase> = async (
  deps,
  operator,
  { caseId, published },
) => {
  const { changed } = await deps.db.transaction((tx) =>
    auditedChange(tx, operator, {
      table: cases,
      where: eq(cases.id, caseId),
      missing: noSuchCase,
      unchanged: (before) => (before.publishedAt !== null) === published,
      check(before) {
        if (published && before.publishedAt === null && !isComplete(before)) {
          throw conflict(say.incompleteCase);
        }
      },
      set: () => ({ publishedAt: published ? deps.now() : null }),
      action: published ? 'case.published' : 'case.unpublished',
      targetType: 'case',
      targetId: caseId,
    }),
  );
  const message = !changed ? say.unchanged : published ? say.casePublished : say.caseUnpublished;
  return { message, data: { caseId, published } };
};

export const moveCase: Service<typeof caseCalls.moveCase> = async (
  { db },
  operator,
  { caseId, direction },
) => {
  await db.transaction(async (tx) => {
    const { categoryId } = await lockCase(tx, caseId);
    // The category's row is the lock its cases' order is changed under.
    await lockCategory(tx, categoryId);
    const rows = await tx
      .select({ id: cases.id, position: cases.position })
      .from(cases)
      .where(eq(cases.categoryId, categoryId))
      .orderBy(asc(cases.position), asc(cases.id));
    const moved = await moveInOrder(rows, caseId, direction, (id, position) =>
      tx.update(cases).set({ position }).where(eq(cases.id, id)),
    );
    if (!moved) throw conflict(say.atTheEnd);
    await recordAudit(tx, operator, {
      action: 'case.moved',
      targetType: 'case',
      targetId: caseId,
      before: { place: moved.from },
      after: { place: moved.to },
    });
  });
  return { message: say.moved, data: { caseId } };
};
