import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { caseMessages, type CaseSummary } from '@/lib/cases/calls';
import { caseImages, caseSeries, caseCategories, cases } from '../db/schema';
import { manifestForSlices, type SeriesManifest } from '../imaging/series';
import type { Database } from '../db/client';
import { countRows, pageTotal, totalOf } from '../db/paging';
import { notFound } from '../calls/service-error';
import type { Service } from '../calls/service';
import type { caseCalls } from './calls';

/**
 * Case images are public paths ("/demo/shorts/chest-1.webp") or stored file names, which the
 * client turns into URLs itself, so the prefix the original API's response carries is empty here.
 */
const IMAGE_PREFIX = '';

/** A case as the original API names it (`shortId`, `subshortId`): the one place they are mapped. */
const caseColumns = {
  shortId: cases.categoryId,
  subshortId: cases.id,
  name: cases.name,
  image: cases.image,
};

/*
 * Drafts are the console's alone (docs/cases.md): every read below sees published categories and
 * their published cases only, so a draft is in no list, count, place, neighbour or sitemap.
 */
const publishedCategory = isNotNull(caseCategories.publishedAt);
const publishedCase = isNotNull(cases.publishedAt);

async function findCategory(db: Database, categoryId: number) {
  const [category] = await db
    .select({ id: caseCategories.id, name: caseCategories.name })
    .from(caseCategories)
    .where(and(eq(caseCategories.id, categoryId), publishedCategory))
    .limit(1);
  if (!category) throw notFound(caseMessages.noSuchCategory);
  return category;
}

/** The categories in their order, each with its first case's image and its number of cases. */
export const listCaseCategories: Service<typeof caseCalls.listCaseCategories> = async (
  { db },
  _actor,
  { limit, offset },
) => {
  // The page, its total and each category's first image and number of cases in one round trip.
  const ofThisCategory = and(eq(cases.categoryId, caseCategories.id), publishedCase);
  const page = await db
    .select({
      shortId: caseCategories.id,
      name: caseCategories.name,
      image: sql<string | null>`(${db
        .select({ image: cases.image })
        .from(cases)
        .where(ofThisCategory)
        .orderBy(asc(cases.position), asc(cases.id))
        .limit(1)})`,
      count: sql<number>`(${db
        .select({ cases: sql`count(*)::int` })
        .from(cases)
        .where(ofThisCategory)})`,
      total: totalOf(db, caseCategories, publishedCategory),
    })
    .from(caseCategories)
    .where(publishedCategory)
    .orderBy(asc(caseCategories.position), asc(caseCategories.id))
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(page, offset, () =>
    countRows(db, caseCategories, publishedCategory),
  );
  const list = page.map(({ total: _total, ...category }) => category);
  return { message: 'Success', data: { list, total } };
};

/**
 * A category's cases in order (or, with `subshortId`, that one case of it). The model answer
 * goes to signed-in students only: a visitor's answer is null whatever the database holds.
 */
export const listCases: Service<typeof caseCalls.listCases> = async (deps, actor, input) => {
  const { db } = deps;
  const category = await findCategory(db, input.shortId);
  const where = and(
    eq(cases.categoryId, category.id),
    publishedCase,
    input.subshortId === undefined ? undefined : eq(cases.id, input.subshortId),
  );
  const rows = await db
    .select({ ...caseColumns, answer: cases.answer, total: totalOf(db, cases, where) })
    .from(cases)
    .where(where)
    .orderBy(asc(cases.position), asc(cases.id))
    .limit(input.limit)
    .offset(input.offset);
  const total = await pageTotal(rows, input.offset, () => countRows(db, cases, where));
  const student = actor.kind === 'student';
  return {
    message: 'Success',
    data: {
      list: rows.map(({ total: _total, ...row }) => ({
        ...row,
        answer: student ? row.answer || null : null,
      })),
      total,
      url: IMAGE_PREFIX,
      name: category.name,
    },
  };
};

/**
 * What a student may know before reporting the film: the viva's clinical header and what kind of
 * film it is. Whether it is normal and the key findings come with the model answer alone.
 */
const clinicalHeaderColumns = {
  system: cases.system,
  modality: cases.modality,
  region: cases.region,
  ageBand: cases.ageBand,
  patientAge: cases.patientAge,
  patientSex: cases.patientSex,
  referralSource: cases.referralSource,
  clinicalDetails: cases.clinicalDetails,
};

/** The case just before (`-1`) or after (`1`) the outer query's case in its category's order. */
function neighbourOf(db: Database, direction: -1 | 1) {
  const other = alias(cases, 'neighbour');
  const beyond =
    direction < 0
      ? sql`(${other.position}, ${other.id}) < (${cases.position}, ${cases.id})`
      : sql`(${other.position}, ${other.id}) > (${cases.position}, ${cases.id})`;
  const order =
    direction < 0 ? [desc(other.position), desc(other.id)] : [asc(other.position), asc(other.id)];
  return sql<CaseSummary | null>`(${db
    .select({
      summary: sql`json_build_object('shortId', ${other.categoryId}, 'subshortId', ${other.id}, 'name', ${other.name}, 'image', ${other.image})`,
    })
    .from(other)
    .where(and(eq(other.categoryId, cases.categoryId), isNotNull(other.publishedAt), beyond))
    .orderBy(...order)
    .limit(1)})`;
}

/**
 * One case by the case's id alone, with its category, its place in the category's order, the
 * cases either side and a long case's series, in one query on the (category, position, id) index
 * whatever the case's place; never the answer (extension).
 */
export const viewCase: Service<typeof caseCalls.viewCase> = async (
  { db },
  _actor,
  { subshortId: caseId },
) => {
  const other = alias(cases, 'other');
  const [row] = await db
    .select({
      ...caseColumns,
      categoryName: caseCategories.name,
      header: clinicalHeaderColumns,
      before: sql<number>`(${db
        .select({ count: sql`count(*)::int` })
        .from(other)
        .where(
          and(
            eq(other.categoryId, cases.categoryId),
            isNotNull(other.publishedAt),
            sql`(${other.position}, ${other.id}) < (${cases.position}, ${cases.id})`,
          ),
        )})`,
      total: sql<number>`(${db
        .select({ count: sql`count(*)::int` })
        .from(other)
        .where(and(eq(other.categoryId, cases.categoryId), isNotNull(other.publishedAt)))})`,
      previous: neighbourOf(db, -1),
      next: neighbourOf(db, 1),
      series: sql<string[]>`(${db
        .select({
          images: sql`coalesce(json_agg(${caseImages.image} order by ${caseImages.position}), '[]')`,
        })
        .from(caseImages)
        .where(eq(caseImages.caseId, cases.id))})`,
      seriesManifest: sql<SeriesManifest | null>`(${db
        .select({ manifest: caseSeries.manifest })
        .from(caseSeries)
        .where(and(eq(caseSeries.caseId, cases.id), eq(caseSeries.published, true)))})`,
    })
    .from(cases)
    .innerJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
    .where(and(eq(cases.id, caseId), publishedCase, publishedCategory))
    .limit(1);
  if (!row) throw notFound(caseMessages.noSuchCase, 'case_not_found');
  const {
    categoryName,
    header,
    before,
    total,
    previous,
    next,
    series,
    seriesManifest,
    ...summary
  } = row;
  return {
    message: 'Success',
    data: {
      subShort: summary,
      header,
      series,
      // The 16-bit series the slices come from, while the slices are still all of it.
      manifest: seriesManifest ? manifestForSlices(seriesManifest, series) : null,
      short: { shortId: row.shortId, name: categoryName },
      url: IMAGE_PREFIX,
      position: before + 1,
      total,
      previous: previous ?? null,
      next: next ?? null,
    },
  };
};

/**
 * Every category with its number of cases, and every case with its image: what the sitemap
 * lists, in two queries however many there are (extension).
 */
export const caseSitemap: Service<typeof caseCalls.caseSitemap> = async ({ db }) => {
  const [categories, caseRows] = await Promise.all([
    db
      .select({ shortId: caseCategories.id, count: sql<number>`count(${cases.id})::int` })
      .from(caseCategories)
      .leftJoin(cases, and(eq(cases.categoryId, caseCategories.id), publishedCase))
      .where(publishedCategory)
      .groupBy(caseCategories.id)
      .orderBy(asc(caseCategories.position), asc(caseCategories.id)),
    db
      .select({ subshortId: cases.id, image: cases.image })
      .from(cases)
      .innerJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
      .where(and(publishedCase, publishedCategory))
      .orderBy(
        asc(caseCategories.position),
        asc(caseCategories.id),
        asc(cases.position),
        asc(cases.id),
      ),
  ]);
  return { message: 'Success', data: { categories, cases: caseRows, url: IMAGE_PREFIX } };
};

/** The model answer of one case, for the signed-in student who asked to see it (extension). */
export const caseAnswer: Service<typeof caseCalls.caseAnswer> = async (
  { db },
  _student,
  { subshortId: caseId },
) => {
  const [row] = await db
    .select({
      caseId: cases.id,
      answer: cases.answer,
      keyFindings: cases.keyFindings,
      normal: cases.normal,
    })
    .from(cases)
    .innerJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
    .where(and(eq(cases.id, caseId), publishedCase, publishedCategory))
    .limit(1);
  if (!row) throw notFound(caseMessages.noSuchCase, 'case_not_found');
  return {
    message: 'Success',
    data: {
      subshortId: row.caseId,
      answer: row.answer || null,
      keyFindings: row.keyFindings,
      normal: row.normal,
    },
  };
};

/** Whether a case is published in a published category: what students may read and comment on. */
export async function isPublishedCase(db: Database, caseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .innerJoin(caseCategories, eq(caseCategories.id, cases.categoryId))
    .where(and(eq(cases.id, caseId), publishedCase, publishedCategory))
    .limit(1);
  return row !== undefined;
}
