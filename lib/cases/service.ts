import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { caseMessages, type CaseSummary } from '@/lib/cases/calls';
import { caseImages, caseSeries, shorts, subShorts } from '../db/schema';
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

const caseColumns = {
  shortId: subShorts.shortId,
  subshortId: subShorts.id,
  name: subShorts.name,
  image: subShorts.image,
};

/*
 * Drafts are the console's alone (docs/cases.md): every read below sees published categories and
 * their published cases only, so a draft is in no list, count, place, neighbour or sitemap.
 */
const publishedShort = isNotNull(shorts.publishedAt);
const publishedCase = isNotNull(subShorts.publishedAt);

async function findShort(db: Database, shortId: number) {
  const [short] = await db
    .select({ shortId: shorts.id, name: shorts.name })
    .from(shorts)
    .where(and(eq(shorts.id, shortId), publishedShort))
    .limit(1);
  if (!short) throw notFound(caseMessages.noSuchShort);
  return short;
}

/** The categories in their order, each with its first case's image and its number of cases. */
export const listCaseCategories: Service<typeof caseCalls.listCaseCategories> = async (
  { db },
  _actor,
  { limit, offset },
) => {
  // The page, its total and each category's first image and number of cases in one round trip.
  const ofThisShort = and(eq(subShorts.shortId, shorts.id), publishedCase);
  const page = await db
    .select({
      shortId: shorts.id,
      name: shorts.name,
      image: sql<string | null>`(${db
        .select({ image: subShorts.image })
        .from(subShorts)
        .where(ofThisShort)
        .orderBy(asc(subShorts.position), asc(subShorts.id))
        .limit(1)})`,
      count: sql<number>`(${db
        .select({ cases: sql`count(*)::int` })
        .from(subShorts)
        .where(ofThisShort)})`,
      total: totalOf(db, shorts, publishedShort),
    })
    .from(shorts)
    .where(publishedShort)
    .orderBy(asc(shorts.position), asc(shorts.id))
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(page, offset, () => countRows(db, shorts, publishedShort));
  const list = page.map(({ total: _total, ...short }) => short);
  return { message: 'Success', data: { list, total } };
};

/**
 * A category's cases in order (or, with `subshortId`, that one case of it). The model answer
 * goes to signed-in students only: a visitor's answer is null whatever the database holds.
 */
export const listCases: Service<typeof caseCalls.listCases> = async (deps, actor, input) => {
  const { db } = deps;
  const short = await findShort(db, input.shortId);
  const where = and(
    eq(subShorts.shortId, short.shortId),
    publishedCase,
    input.subshortId === undefined ? undefined : eq(subShorts.id, input.subshortId),
  );
  const rows = await db
    .select({ ...caseColumns, answer: subShorts.answer, total: totalOf(db, subShorts, where) })
    .from(subShorts)
    .where(where)
    .orderBy(asc(subShorts.position), asc(subShorts.id))
    .limit(input.limit)
    .offset(input.offset);
  const total = await pageTotal(rows, input.offset, () => countRows(db, subShorts, where));
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
      name: short.name,
    },
  };
};

/**
 * What a student may know before reporting the film: the viva's clinical header and what kind of
 * film it is. Whether it is normal and the key findings come with the model answer alone.
 */
const clinicalHeaderColumns = {
  system: subShorts.system,
  modality: subShorts.modality,
  region: subShorts.region,
  ageBand: subShorts.ageBand,
  patientAge: subShorts.patientAge,
  patientSex: subShorts.patientSex,
  referralSource: subShorts.referralSource,
  clinicalDetails: subShorts.clinicalDetails,
};

/** The case just before (`-1`) or after (`1`) the outer query's case in its category's order. */
function neighbourOf(db: Database, direction: -1 | 1) {
  const other = alias(subShorts, 'neighbour');
  const beyond =
    direction < 0
      ? sql`(${other.position}, ${other.id}) < (${subShorts.position}, ${subShorts.id})`
      : sql`(${other.position}, ${other.id}) > (${subShorts.position}, ${subShorts.id})`;
  const order =
    direction < 0 ? [desc(other.position), desc(other.id)] : [asc(other.position), asc(other.id)];
  return sql<CaseSummary | null>`(${db
    .select({
      summary: sql`json_build_object('shortId', ${other.shortId}, 'subshortId', ${other.id}, 'name', ${other.name}, 'image', ${other.image})`,
    })
    .from(other)
    .where(and(eq(other.shortId, subShorts.shortId), isNotNull(other.publishedAt), beyond))
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
  { subshortId },
) => {
  const other = alias(subShorts, 'other');
  const [row] = await db
    .select({
      ...caseColumns,
      shortName: shorts.name,
      header: clinicalHeaderColumns,
      before: sql<number>`(${db
        .select({ count: sql`count(*)::int` })
        .from(other)
        .where(
          and(
            eq(other.shortId, subShorts.shortId),
            isNotNull(other.publishedAt),
            sql`(${other.position}, ${other.id}) < (${subShorts.position}, ${subShorts.id})`,
          ),
        )})`,
      total: sql<number>`(${db
        .select({ count: sql`count(*)::int` })
        .from(other)
        .where(and(eq(other.shortId, subShorts.shortId), isNotNull(other.publishedAt)))})`,
      previous: neighbourOf(db, -1),
      next: neighbourOf(db, 1),
      series: sql<string[]>`(${db
        .select({
          images: sql`coalesce(json_agg(${caseImages.image} order by ${caseImages.position}), '[]')`,
        })
        .from(caseImages)
        .where(eq(caseImages.subShortId, subShorts.id))})`,
      seriesManifest: sql<SeriesManifest | null>`(${db
        .select({ manifest: caseSeries.manifest })
        .from(caseSeries)
        .where(and(eq(caseSeries.subShortId, subShorts.id), eq(caseSeries.published, true)))})`,
    })
    .from(subShorts)
    .innerJoin(shorts, eq(shorts.id, subShorts.shortId))
    .where(and(eq(subShorts.id, subshortId), publishedCase, publishedShort))
    .limit(1);
  if (!row) throw notFound(caseMessages.noSuchCase, 'case_not_found');
  const { shortName, header, before, total, previous, next, series, seriesManifest, ...subShort } =
    row;
  return {
    message: 'Success',
    data: {
      subShort,
      header,
      series,
      // The 16-bit series the slices come from, while the slices are still all of it.
      manifest: seriesManifest ? manifestForSlices(seriesManifest, series) : null,
      short: { shortId: row.shortId, name: shortName },
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
  const [categories, cases] = await Promise.all([
    db
      .select({ shortId: shorts.id, count: sql<number>`count(${subShorts.id})::int` })
      .from(shorts)
      .leftJoin(subShorts, and(eq(subShorts.shortId, shorts.id), publishedCase))
      .where(publishedShort)
      .groupBy(shorts.id)
      .orderBy(asc(shorts.position), asc(shorts.id)),
    db
      .select({ subshortId: subShorts.id, image: subShorts.image })
      .from(subShorts)
      .innerJoin(shorts, eq(shorts.id, subShorts.shortId))
      .where(and(publishedCase, publishedShort))
      .orderBy(asc(shorts.position), asc(shorts.id), asc(subShorts.position), asc(subShorts.id)),
  ]);
  return { message: 'Success', data: { categories, cases, url: IMAGE_PREFIX } };
};

/** The model answer of one case, for the signed-in student who asked to see it (extension). */
export const caseAnswer: Service<typeof caseCalls.caseAnswer> = async (
  { db },
  _student,
  { subshortId },
) => {
  const [row] = await db
    .select({
      subshortId: subShorts.id,
      answer: subShorts.answer,
      keyFindings: subShorts.keyFindings,
      normal: subShorts.normal,
    })
    .from(subShorts)
    .innerJoin(shorts, eq(shorts.id, subShorts.shortId))
    .where(and(eq(subShorts.id, subshortId), publishedCase, publishedShort))
    .limit(1);
  if (!row) throw notFound(caseMessages.noSuchCase, 'case_not_found');
  return {
    message: 'Success',
    data: {
      subshortId: row.subshortId,
      answer: row.answer || null,
      keyFindings: row.keyFindings,
      normal: row.normal,
    },
  };
};

/** Whether a case is published in a published category: what students may read and comment on. */
export async function isPublishedCase(db: Database, subshortId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subShorts.id })
    .from(subShorts)
    .innerJoin(shorts, eq(shorts.id, subShorts.shortId))
    .where(and(eq(subShorts.id, subshortId), publishedCase, publishedShort))
    .limit(1);
  return row !== undefined;
}
