import { and, asc, eq, sql } from 'drizzle-orm';

import { caseMessages } from '@/lib/cases/calls';
import { shorts, subShorts } from '../db/schema';
import type { Database } from '../db/client';
import { countRows, pageTotal, totalOf } from '../db/paging';
import { notFound } from '../calls/service-error';
import type { Service } from '../calls/service';

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

async function findShort(db: Database, shortId: number) {
  const [short] = await db
    .select({ shortId: shorts.id, name: shorts.name })
    .from(shorts)
    .where(eq(shorts.id, shortId))
    .limit(1);
  if (!short) throw notFound(caseMessages.noSuchShort);
  return short;
}

/** The categories in their order, each with its first case's image and its number of cases. */
export const listCaseCategories: Service<'listCaseCategories'> = async (
  { db },
  _actor,
  { limit, offset },
) => {
  // The page, its total and each category's first image and number of cases in one round trip.
  const ofThisShort = eq(subShorts.shortId, shorts.id);
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
      total: totalOf(db, shorts),
    })
    .from(shorts)
    .orderBy(asc(shorts.position), asc(shorts.id))
    .limit(limit)
    .offset(offset);
  const total = await pageTotal(page, offset, () => countRows(db, shorts));
  const list = page.map(({ total: _total, ...short }) => short);
  return { message: 'Success', data: { list, total } };
};

/**
 * A category's cases in order (or, with `subshortId`, that one case of it). The model answer
 * goes to signed-in students only: a visitor's answer is null whatever the database holds.
 */
export const listCases: Service<'listCases'> = async (deps, actor, input) => {
  const { db } = deps;
  const short = await findShort(db, input.shortId);
  const where = and(
    eq(subShorts.shortId, short.shortId),
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

/** One case and its category by the case's id alone; never the answer (extension). */
export const viewCase: Service<'viewCase'> = async ({ db }, _actor, { subshortId }) => {
  const [row] = await db
    .select({ ...caseColumns, shortName: shorts.name })
    .from(subShorts)
    .innerJoin(shorts, eq(shorts.id, subShorts.shortId))
    .where(eq(subShorts.id, subshortId))
    .limit(1);
  if (!row) throw notFound(caseMessages.noSuchCase, 'case_not_found');
  const { shortName, ...subShort } = row;
  return {
    message: 'Success',
    data: { subShort, short: { shortId: row.shortId, name: shortName }, url: IMAGE_PREFIX },
  };
};

/** The model answer of one case, for the signed-in student who asked to see it (extension). */
export const caseAnswer: Service<'caseAnswer'> = async ({ db }, _student, { subshortId }) => {
  const [row] = await db
    .select({ subshortId: subShorts.id, answer: subShorts.answer })
    .from(subShorts)
    .where(eq(subShorts.id, subshortId))
    .limit(1);
  if (!row) throw notFound(caseMessages.noSuchCase, 'case_not_found');
  return { message: 'Success', data: { subshortId: row.subshortId, answer: row.answer || null } };
};
