import { eq, ne, sql } from 'drizzle-orm';

import { addOperator } from '@/test/fixtures';
import {
  addCases,
  addLesson,
  addPaper,
  addPlan,
  addPurchase,
  addStudentAt,
  markPaperCase,
  refundPurchase,
} from '@/test/insight-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import {
  lessonWatches,
  practicePaperCases,
  practicePapers,
  purchases,
  students,
  cases,
  videos,
} from '../db/schema';
import {
  CASE_MARKS,
  CASE_SYSTEMS,
  ORAL_DOMAINS,
  type CaseMark,
  type PaperKind,
} from '../db/vocabulary';
import { MARK_SCORES } from '../practice/rules';
import { monthsFrom } from './months';
import {
  activeSubscribersFromPurchases,
  caseStatisticsFromMarks,
  conversionFromStudents,
  dropOffFromWatches,
  lessonEngagementFromWatches,
  paperConsistencyFromMarks,
  retentionFromPurchases,
  revenueFromPurchases,
} from './queries';
import { refreshCaseStatistics } from './refresh';
import {
  readActiveSubscribers,
  readCaseStatistics,
  readConversions,
  readDropOff,
  readLessonEngagement,
  readPaperConsistency,
  readRetention,
  readRevenue,
} from './rollups';
import { INSIGHT_TIME_ZONE } from './rules';
import {
  activeSubscribersByMonth,
  caseStatistics,
  conversionBySignupMonth,
  dropOffCurve,
  lessonEngagement,
  paperConsistency,
  retentionByMonth,
  revenueByMonth,
  type PaperScores,
} from './statistics';
import { recordWatch } from './watching';

/*
 * The roll-ups equal a full recomputation after random writes: sign-ups, purchases, refunds,
 * deleted purchases and students, moved sign-up dates, lesson watching with and without the
 * player's `from`, papers, marks and oral scores, a deleted case and a deleted lesson. Each
 * figure is read three ways and must agree: from the roll-ups (rollups.ts), from the tables in
 * SQL (queries.ts), and in TypeScript from the rows (statistics.ts). INSIGHT_SEED replays a run.
 */

const SEED = Number(process.env.INSIGHT_SEED ?? 20261126);

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 3_600_000;
const FIRST = '2025-12';
const LAST = '2027-03';
const PROVIDERS = ['PayPal', 'Razorpay', 'Demo', 'Grant'] as const;
const SHAPES: [PaperKind, number][] = [
  ['short', 3],
  ['short', 4],
  ['long', 2],
  ['oral', 2],
  ['review', 1],
];

/** Numbers to nine places (and −0 to 0), so two engines' floating point compare equal. */
function rounded<T>(value: T): T {
  if (typeof value === 'number') return (Math.round(value * 1e9) / 1e9 + 0) as T;
  if (Array.isArray(value)) return value.map(rounded) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)])) as T;
  }
  return value;
}

let t: TestBackend;
let operator: string;
const pick = <T>(list: readonly T[], r: () => number) => list[Math.floor(r() * list.length)]!;

beforeAll(async () => {
  t = await createTestBackend();
  operator = (await addOperator(t.db, 'insight.random@example.com', 'owner')).token;
});
afterAll(() => t.close());

async function write(steps: number, r: () => number, clock: { now: number }) {
  const db = t.db;
  const plan = await addPlan(db);
  let bank = (await addCases(db, 8)).map((item) => item.id);
  // Organ systems for the cohort report's weakest system; one case in four has none.
  const systemOf = () => (r() < 0.25 ? null : pick(CASE_SYSTEMS.slice(0, 3), r));
  for (const item of bank) {
    await db.update(cases).set({ system: systemOf() }).where(eq(cases.id, item));
  }
  let lessons: Awaited<ReturnType<typeof addLesson>>[] = await Promise.all([
    addLesson(db, 60),
    addLesson(db, 95),
    addLesson(db, null),
  ]);
  const alive = async () => (await db.select({ id: students.id }).from(students)).map((s) => s.id);
  for (let i = 0; i < 4; i++) await addStudentAt(db, new Date(clock.now));
  let deletedCase = false;
  let deletedLesson = false;

  for (let step = 0; step < steps; step++) {
    clock.now += (1 + r() * 40) * HOUR;
    const now = new Date(clock.now);
    const roll = r();
    const people = await alive();
    if (roll < 0.08 || people.length < 3) {
      await addStudentAt(db, now);
    } else if (roll < 0.22) {
      const provider = pick(PROVIDERS, r);
      await addPurchase(db, {
        studentId: pick(people, r),
        planId: plan.id,
        provider,
        amount: provider === 'Grant' ? '0.00' : pick(['49.00', '99.50', '349.00'], r),
        currency: r() < 0.15 ? 'INR' : 'GBP',
        createdAt: now,
        days: pick([null, 30, 90, 180], r),
      });
    } else if (roll < 0.27) {
      const refundable = (await db.select().from(purchases)).filter(
        (p) => p.transactionType !== 'Grant' && !p.refundedAt && p.startOn < now,
      );
      if (refundable.length) await refundPurchase(db, pick(refundable, r).id, now);
    } else if (roll < 0.29) {
      const all = await db.select({ id: purchases.id }).from(purchases);
      if (all.length) await db.delete(purchases).where(eq(purchases.id, pick(all, r).id));
    } else if (roll < 0.31) {
      await db.delete(students).where(eq(students.id, pick(people, r)));
    } else if (roll < 0.33) {
      const earlier = new Date(clock.now - r() * 60 * 24 * HOUR);
      await db
        .update(students)
        .set({ createdAt: earlier })
        .where(eq(students.id, pick(people, r)));
    } else if (roll < 0.58) {
      // A sitting of a lesson: a few reports 5 s apart, perhaps a seek, perhaps with `from`.
      const lesson = pick(lessons, r);
      const student = pick(people, r);
      const length = lesson.durationSeconds ?? 70;
      const tells = r() < 0.5;
      let position = r() < 0.5 ? 0 : Math.floor(r() * length);
      let from = position;
      let at = clock.now;
      for (let report = 0; report < 1 + Math.floor(r() * 8); report++) {
        if (r() < 0.15) {
          position = Math.floor(r() * length);
          from = position;
        }
        position += 5 * (r() < 0.2 ? 2 : 1);
        at += 5000;
        await recordWatch(db, student, lesson.id, {
          at: new Date(at),
          position,
          length: lesson.durationSeconds ?? (r() < 0.8 ? length : null),
          ...(tells && { from }),
        });
        from = position;
      }
    } else if (roll < 0.73) {
      if (bank.length < 4) continue;
      const [kind, size] = pick(SHAPES, r);
      const chosen = [...bank].sort(() => r() - 0.5).slice(0, size);
      await addPaper(db, pick(people, r), kind, now, chosen);
    } else if (roll < 0.97) {
      const open = (
        await db
          .select({
            paperId: practicePaperCases.paperId,
            position: practicePaperCases.position,
            mark: practicePaperCases.mark,
            kind: practicePapers.kind,
          })
          .from(practicePaperCases)
          .innerJoin(practicePapers, eq(practicePapers.id, practicePaperCases.paperId))
      ).filter((item) => item.mark === null);
      if (!open.length) continue;
      const item = pick(open, r);
      const mark: CaseMark = pick(CASE_MARKS, r);
      const oral =
        item.kind === 'oral'
          ? Object.fromEntries(ORAL_DOMAINS.map((domain) => [domain, 1 + Math.floor(r() * 4)]))
          : undefined;
      await markPaperCase(db, item.paperId, item.position, mark, now, oral as never);
      // Now and then an editor gives a case another system (or none): its marks move with it.
      if (r() < 0.08) {
        await db
          .update(cases)
          .set({ system: systemOf() })
          .where(eq(cases.id, pick(bank, r)));
      }
    } else if (!deletedCase && step > steps / 2) {
      deletedCase = true;
      const gone = pick(bank, r);
      await db.delete(cases).where(eq(cases.id, gone));
      bank = bank.filter((id) => id !== gone);
    } else if (!deletedLesson && step > steps / 2) {
      deletedLesson = true;
      const gone = pick(lessons, r);
      await db.delete(videos).where(eq(videos.id, gone.id));
      lessons = lessons.filter((lesson) => lesson.id !== gone.id);
    }
  }
}

/** Each paper's case scores, as a paper's score counts a mark or an oral case's domains. */
async function paperScores(): Promise<PaperScores[]> {
  const rows = await t.db
    .select({
      paperId: practicePapers.id,
      studentId: practicePapers.studentId,
      startedAt: practicePapers.startedAt,
      kind: practicePapers.kind,
      caseId: practicePaperCases.caseId,
      position: practicePaperCases.position,
      mark: practicePaperCases.mark,
      oral: practicePaperCases.oralScores,
    })
    .from(practicePapers)
    .innerJoin(practicePaperCases, eq(practicePaperCases.paperId, practicePapers.id));
  const papers = new Map<number, PaperScores & { cases: PaperScores['cases'][number][] }>();
  for (const row of rows) {
    let paper = papers.get(row.paperId);
    if (!paper) {
      paper = { ...row, cases: [] };
      papers.set(row.paperId, paper);
    }
    const score =
      row.kind === 'oral'
        ? row.oral
          ? (ORAL_DOMAINS.reduce((sum, domain) => sum + row.oral![domain], 0) - 4) / 12
          : null
        : row.mark
          ? MARK_SCORES[row.mark]
          : null;
    paper.cases.push({ caseId: row.caseId, position: row.position, score });
  }
  return [...papers.values()];
}

async function expectRollupsToMatch(now: Date) {
  const db = t.db;
  while ((await refreshCaseStatistics(db, now, 7)).more);

  const allPurchases = await db.select().from(purchases);
  const months = monthsFrom(FIRST, LAST);
  for (const providers of [PROVIDERS, ['PayPal', 'Razorpay'], ['Demo']] as const) {
    const fromRollups = await readRevenue(db, FIRST, LAST, providers);
    expect(fromRollups).toEqual(await revenueFromPurchases(db, FIRST, LAST, providers));
    expect(rounded(fromRollups)).toEqual(
      rounded(
        revenueByMonth(
          allPurchases.filter((p) => (providers as readonly string[]).includes(p.transactionType)),
          months,
          INSIGHT_TIME_ZONE,
        ),
      ),
    );
  }

  const subscribers = await readActiveSubscribers(db, FIRST, LAST);
  expect(subscribers).toEqual(await activeSubscribersFromPurchases(db, FIRST, LAST));
  expect(subscribers).toEqual(
    activeSubscribersByMonth(
      allPurchases.filter((p) => p.transactionType !== 'Grant'),
      months,
      INSIGHT_TIME_ZONE,
    ),
  );
  expect(subscribers.some((month) => month.subscribers > 0)).toBe(true);

  // Renewals and lapses from each month's kept count (subscriber_month_counts), against the
  // months recomputed from every purchase.
  const retention = await readRetention(db, FIRST, LAST);
  expect(retention).toEqual(await retentionFromPurchases(db, FIRST, LAST));
  expect(retention).toEqual(
    retentionByMonth(
      allPurchases.filter((p) => p.transactionType !== 'Grant'),
      months,
      INSIGHT_TIME_ZONE,
    ),
  );

  // The overview's totals, read from the same monthly roll-ups, against the tables' counts.
  const overview = await t.backend.handle('consoleOverview', { token: operator, input: {} });
  expect(overview.data).toMatchObject({
    counts: {
      students: await db.$count(students),
      purchases: await db.$count(purchases, ne(purchases.transactionType, 'Grant')),
    },
  });

  const conversions = await readConversions(db, FIRST, LAST, now);
  expect(conversions).toEqual(await conversionFromStudents(db, FIRST, LAST, now));
  const signups = await db
    .select({ studentId: students.id, signedUpAt: students.createdAt })
    .from(students);
  expect(conversions).toEqual(
    conversionBySignupMonth(
      signups,
      allPurchases.filter((p) => p.transactionType !== 'Grant'),
      months,
      INSIGHT_TIME_ZONE,
      now,
    ),
  );

  const engagement = await readLessonEngagement(db);
  expect(rounded(engagement)).toEqual(rounded(await lessonEngagementFromWatches(db)));
  const watches = await db.select().from(lessonWatches);
  const lessons = await db.select().from(videos);
  const watched = lessons.filter((lesson) => watches.some((w) => w.videoId === lesson.id));
  expect(rounded(engagement)).toEqual(
    rounded(
      watched.map((lesson) => ({
        videoId: lesson.id,
        ...lessonEngagement(
          watches.filter((w) => w.videoId === lesson.id),
          lesson.durationSeconds,
        ),
      })),
    ),
  );
  for (const lesson of lessons) {
    const curve = await readDropOff(db, lesson.id);
    expect(curve).toEqual(await dropOffFromWatches(db, lesson.id));
    expect(curve).toEqual(
      dropOffCurve(
        watches.filter((w) => w.videoId === lesson.id),
        lesson.durationSeconds,
      ),
    );
  }

  // Each student's marked cases and mean score, and the same per organ system, as the cohort
  // report reads them from their roll-ups, against the marks themselves (the report's old query):
  // the same numbers to the last bit.
  const fromMarks = await db.execute<{ studentId: number; marked: number; mean: number }>(sql`
    select p.student_id as "studentId", count(*)::int as "marked",
      avg(case pc.mark when 'correct' then 1.0 when 'partly' then 0.5 else 0.0 end)::float8 as "mean"
    from practice_paper_cases pc join practice_papers p on p.id = pc.paper_id
    where pc.mark is not null group by 1 order by 1`);
  const fromScores = await db.execute<{ studentId: number; marked: number; mean: number }>(sql`
    select student_id as "studentId", marked as "marked", (score / marked)::float8 as "mean"
    from student_practice_scores where marked <> 0 order by 1`);
  expect(fromScores.rows).toEqual(fromMarks.rows);
  const systemsFromMarks = await db.execute(sql`
    select p.student_id as "studentId", c.system as "system", count(*)::int as "marked",
      avg(case pc.mark when 'correct' then 1.0 when 'partly' then 0.5 else 0.0 end)::float8 as "mean"
    from practice_paper_cases pc join practice_papers p on p.id = pc.paper_id
    join sub_shorts c on c.id = pc.sub_short_id
    where pc.mark is not null and c.system is not null group by 1, 2 order by 1, 2`);
  const systemsFromScores = await db.execute(sql`
    select student_id as "studentId", system as "system", marked as "marked",
      (score / marked)::float8 as "mean"
    from student_system_scores where marked <> 0 order by 1, 2`);
  expect(systemsFromScores.rows).toEqual(systemsFromMarks.rows);
  // No sum is left below zero or with a score where nothing is marked.
  const [leftOver] = (
    await db.execute<{ n: number }>(sql`
      select count(*)::int as "n" from (
        select marked, score from student_practice_scores
        union all select marked, score from student_system_scores) s
      where marked < 0 or (marked = 0 and score <> 0)`)
  ).rows;
  expect(leftOver!.n).toBe(0);

  const papers = await paperScores();
  const figures = (await readCaseStatistics(db)).map(
    ({ flags: _f, refreshedAt: _r, ...rest }) => rest,
  );
  expect(rounded(figures)).toEqual(rounded(await caseStatisticsFromMarks(db)));
  const withoutMarks = figures.map(
    ({ correct: _c, partly: _p, missed: _m, overcalled: _o, ...rest }) => rest,
  );
  expect(rounded(withoutMarks)).toEqual(rounded(caseStatistics(papers)));
  const consistency = await readPaperConsistency(db);
  expect(rounded(consistency)).toEqual(rounded(await paperConsistencyFromMarks(db)));
  expect(rounded(consistency)).toEqual(rounded(paperConsistency(papers)));
  return {
    scoredStudents: fromMarks.rows.length,
    systems: systemsFromMarks.rows.length,
    kept: retention.reduce((total, month) => total + month.kept, 0),
    lapsed: retention.reduce((total, month) => total + month.lapsed, 0),
    purchases: allPurchases.length,
    refundsInALaterMonth: allPurchases.filter(
      (p) => p.refundedAt && p.refundedAt.getUTCMonth() !== p.createdAt.getUTCMonth(),
    ).length,
    completions: engagement.reduce((total, lesson) => total + lesson.completions, 0),
    discriminations: figures.filter((item) => item.discrimination !== null).length,
    alphas: consistency.filter((format) => format.alpha !== null).length,
  };
}

it('keeps every roll-up equal to a full recomputation through random writes', async () => {
  const r = generator(SEED);
  const clock = { now: Date.parse('2026-01-01T08:00:00Z') };
  await write(150, r, clock);
  await expectRollupsToMatch(new Date(clock.now));
  await write(150, r, clock);
  const seen = await expectRollupsToMatch(new Date(clock.now));
  // The run met what the roll-ups must get right, not only empty tables.
  expect(seen.purchases).toBeGreaterThan(20);
  expect(seen.kept).toBeGreaterThan(0);
  expect(seen.scoredStudents).toBeGreaterThan(2);
  expect(seen.systems).toBeGreaterThan(2);
  expect(seen.lapsed).toBeGreaterThan(0);
  expect(seen.refundsInALaterMonth).toBeGreaterThan(0);
  expect(seen.completions).toBeGreaterThan(0);
  expect(seen.discriminations).toBeGreaterThan(0);
  expect(seen.alphas).toBeGreaterThan(0);
}, 120_000);
