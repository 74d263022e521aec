import { eq, sql } from 'drizzle-orm';

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
  caseStatisticsStale,
  paperStatisticsStale,
  purchases,
  students,
  cases,
} from '../db/schema';
import {
  activeSubscribersFromPurchases,
  caseStatisticsFromMarks,
  conversionFromStudents,
  dropOffFromWatches,
  lessonEngagementFromWatches,
  paperConsistencyFromMarks,
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
  readRevenue,
} from './rollups';
import { recordWatch } from './watching';

const at = (iso: string) => new Date(iso);
const MONEY = ['PayPal', 'Razorpay'];

describe('case statistics of five students on four cases', () => {
  let t: TestBackend;
  let caseIds: number[];

  /*
   * The grid of statistics.test.ts, now marked in the database: facility 1, 0.6, 0.4, 0.4;
   * discrimination null, √21/14, 1/√2.4, 0; the format's alpha 16/39 (worked there by hand).
   */
  const GRID = [
    [1, 1, 1, 1],
    [1, 1, 1, 0],
    [1, 1, 0, 0],
    [1, 0, 0, 1],
    [1, 0, 0, 0],
  ];

  beforeAll(async () => {
    t = await createTestBackend();
    caseIds = (await addCases(t.db, 4)).map((item) => item.id);
    for (const [index, row] of GRID.entries()) {
      const student = await addStudentAt(t.db, at('2026-04-01T09:00:00Z'));
      const paper = await addPaper(
        t.db,
        student.id,
        'short',
        at(`2026-05-0${index + 1}T10:00:00Z`),
        caseIds,
      );
      for (const [position, score] of row.entries()) {
        await markPaperCase(
          t.db,
          paper.id,
          position + 1,
          score ? 'correct' : 'missed',
          at(`2026-05-0${index + 1}T11:00:00Z`),
        );
      }
    }
  });
  afterAll(() => t.close());

  it('gives facility and discrimination once refreshed, and flags none on five attempts', async () => {
    expect(await readCaseStatistics(t.db)).toEqual([]);
    const outcome = await refreshCaseStatistics(t.db, at('2026-05-10T00:00:00Z'));
    expect(outcome).toEqual({ cases: 4, kinds: 1, more: false });

    const stats = await readCaseStatistics(t.db);
    expect(stats.map((s) => [s.caseId, s.attempts, s.correct, s.missed, s.firstAttempts])).toEqual([
      [caseIds[0], 5, 5, 0, 5],
      [caseIds[1], 5, 3, 2, 5],
      [caseIds[2], 5, 2, 3, 5],
      [caseIds[3], 5, 2, 3, 5],
    ]);
    expect(stats.map((s) => s.facility)).toEqual([1, 0.6, 0.4, 0.4]);
    expect(stats[0]!.discrimination).toBeNull();
    expect(stats[1]!.discrimination).toBeCloseTo(Math.sqrt(21) / 14, 12);
    expect(stats[2]!.discrimination).toBeCloseTo(1 / Math.sqrt(2.4), 12);
    expect(stats[3]!.discrimination).toBeCloseTo(0, 12);
    expect(stats.every((s) => s.flags.length === 0)).toBe(true);
    expect(stats.map(({ flags: _f, refreshedAt: _r, ...figures }) => figures)).toEqual(
      await caseStatisticsFromMarks(t.db),
    );

    const consistency = [
      { kind: 'short', cases: 4, papers: 5, alpha: expect.closeTo(16 / 39, 12), meanScore: 0.6 },
    ];
    expect(await readPaperConsistency(t.db)).toEqual(consistency);
    expect(await paperConsistencyFromMarks(t.db)).toEqual(consistency);
  });

  it('marks a paper’s cases stale with a mark, and recomputes them', async () => {
    await refreshCaseStatistics(t.db, at('2026-05-10T00:00:00Z'));
    // A sixth student misses c1 and gets c2 right: c1 is no longer answered by everyone.
    const student = await addStudentAt(t.db, at('2026-04-01T09:00:00Z'));
    const paper = await addPaper(t.db, student.id, 'short', at('2026-05-11T10:00:00Z'), [
      caseIds[0]!,
      caseIds[1]!,
    ]);
    await markPaperCase(t.db, paper.id, 1, 'missed', at('2026-05-11T11:00:00Z'));
    const stale = await t.db.select().from(caseStatisticsStale);
    expect(stale.map((row) => row.caseId).sort()).toEqual([caseIds[0], caseIds[1]].sort());
    expect(await t.db.select().from(paperStatisticsStale)).toEqual([{ kind: 'short' }]);

    await refreshCaseStatistics(t.db, at('2026-05-12T00:00:00Z'));
    const c1 = (await readCaseStatistics(t.db)).find((s) => s.caseId === caseIds[0])!;
    // 5 of 6 right; the new pair is (0, unmarked rest) → no pair until c2 is marked.
    expect([c1.attempts, c1.firstAttempts, c1.facility, c1.pairs]).toEqual([6, 6, 5 / 6, 5]);
    expect(await t.db.select().from(caseStatisticsStale)).toEqual([]);
  });

  it('recomputes the other cases of a deleted case’s papers', async () => {
    /*
     * Without c4 the five papers' rest-of-paper scores for c2 are the means of c1 and c3:
     * x = 1 1 1 0 0 (mean 0.6), y = 1 1 0.5 0.5 0.5 (mean 0.7); Σdxdy = 0.12 + 0.12 − 0.08
     * + 0.12 + 0.12 = 0.4, Σdx² = 1.2, Σdy² = 0.09 + 0.09 + 0.04 · 3 = 0.3; r = 0.4 / 0.6 = 2/3.
     * (The sixth student's paper has c2 unmarked: no pair.)
     */
    await t.db.delete(cases).where(eq(cases.id, caseIds[3]!));
    await refreshCaseStatistics(t.db, at('2026-05-13T00:00:00Z'));
    const c2 = (await readCaseStatistics(t.db)).find((s) => s.caseId === caseIds[1])!;
    expect(c2.discrimination).toBeCloseTo(2 / 3, 12);
    // The five papers now have three cases each, positions 1–3: a format of their own.
    expect(await readPaperConsistency(t.db)).toEqual(await paperConsistencyFromMarks(t.db));
    expect((await readPaperConsistency(t.db)).map((f) => [f.kind, f.cases, f.papers])).toEqual([
      ['short', 3, 5],
    ]);
  });
});

describe('revenue with a refund across a month boundary', () => {
  let t: TestBackend;

  beforeAll(async () => {
    t = await createTestBackend();
    const plan = await addPlan(t.db);
    const student = await addStudentAt(t.db, at('2026-01-05T10:00:00Z'));
    // A third buys February exactly: from midnight GMT on 1 February to midnight on 1 March.
    const monthBuyer = await addStudentAt(t.db, at('2026-01-20T10:00:00Z'));
    await addPurchase(t.db, {
      studentId: monthBuyer.id,
      planId: plan.id,
      provider: 'Demo',
      amount: '349.00',
      createdAt: at('2026-02-01T00:00:00Z'),
      days: 28,
    });
    // A second student signs up in February and is only ever granted access.
    const granted = await addStudentAt(t.db, at('2026-02-10T10:00:00Z'));
    await addPurchase(t.db, {
      studentId: granted.id,
      planId: plan.id,
      provider: 'Grant',
      amount: '0.00',
      createdAt: at('2026-02-11T10:00:00Z'),
      days: 90,
    });
    const buy = (
      createdAt: string,
      amount: string,
      provider: 'PayPal' | 'Razorpay' | 'Demo' | 'Grant' = 'PayPal',
    ) =>
      addPurchase(t.db, {
        studentId: student.id,
        planId: plan.id,
        provider,
        amount,
        createdAt: at(createdAt),
        days: 30,
      });
    await buy('2026-01-31T23:30:00Z', '30.00'); // 23:30 GMT: January
    const february = await buy('2026-02-20T10:00:00Z', '100.00');
    await buy('2026-03-10T10:00:00Z', '50.00', 'Razorpay');
    await buy('2026-03-31T23:30:00Z', '20.00'); // 00:30 BST on 1 April
    await buy('2026-03-12T10:00:00Z', '349.00', 'Demo'); // the demo checkout takes no money
    await buy('2026-03-13T10:00:00Z', '0.00', 'Grant');
    // February's purchase is refunded on 5 March, as the console records a refund.
    await refundPurchase(t.db, february.id, at('2026-03-05T10:00:00Z'));
  });
  afterAll(() => t.close());

  it('counts the refund in March, the month it was made', async () => {
    /*
     * January 30; February 100; March: 50 taken, February's 100 given back: net −50; April 20.
     */
    const expected = [
      {
        month: '2026-01',
        currency: 'GBP',
        purchases: 1,
        gross: 30,
        refunds: 0,
        refunded: 0,
        net: 30,
      },
      {
        month: '2026-02',
        currency: 'GBP',
        purchases: 1,
        gross: 100,
        refunds: 0,
        refunded: 0,
        net: 100,
      },
      {
        month: '2026-03',
        currency: 'GBP',
        purchases: 1,
        gross: 50,
        refunds: 1,
        refunded: 100,
        net: -50,
      },
      {
        month: '2026-04',
        currency: 'GBP',
        purchases: 1,
        gross: 20,
        refunds: 0,
        refunded: 0,
        net: 20,
      },
    ];
    expect(await readRevenue(t.db, '2026-01', '2026-04', MONEY)).toEqual(expected);
    expect(await revenueFromPurchases(t.db, '2026-01', '2026-04', MONEY)).toEqual(expected);
  });

  it('counts active subscribers at each month’s end, and sign-ups that bought in 30 days', async () => {
    /*
     * The buyer holds a subscription at every month's end from January to April (the periods
     * overlap; one student counts once); the February subscription holds February's last
     * moment but not January's; the granted student is no subscriber. The buyer signed up on
     * 5 January and bought on 31 January, the February buyer signed up on 20 January: both
     * within 30 days; the granted student never bought, and their 30 days are over by 1 May.
     */
    const subscribers = [
      { month: '2026-01', subscribers: 1 },
      { month: '2026-02', subscribers: 2 },
      { month: '2026-03', subscribers: 1 },
      { month: '2026-04', subscribers: 1 },
      { month: '2026-05', subscribers: 0 },
    ];
    expect(await readActiveSubscribers(t.db, '2026-01', '2026-05')).toEqual(subscribers);
    expect(await activeSubscribersFromPurchases(t.db, '2026-01', '2026-05')).toEqual(subscribers);
    const now = at('2026-05-01T00:00:00Z');
    const signups = [
      { month: '2026-01', signups: 2, converted: 2, open: 0 },
      { month: '2026-02', signups: 1, converted: 0, open: 0 },
      { month: '2026-03', signups: 0, converted: 0, open: 0 },
    ];
    expect(await readConversions(t.db, '2026-01', '2026-03', now)).toEqual(signups);
    expect(await conversionFromStudents(t.db, '2026-01', '2026-03', now)).toEqual(signups);
    // On 1 March the granted student's 30 days were still running.
    expect(
      (await readConversions(t.db, '2026-02', '2026-02', at('2026-03-01T00:00:00Z')))[0],
    ).toEqual({ month: '2026-02', signups: 1, converted: 0, open: 1 });
  });

  it('takes a deleted purchase’s money out again', async () => {
    const [april] = await t.db.select().from(purchases).where(eq(purchases.amount, '20.00'));
    await t.db.delete(purchases).where(eq(purchases.id, april!.id));
    expect(await readRevenue(t.db, '2026-04', '2026-04', MONEY)).toEqual([]);
    expect(await readRevenue(t.db, '2026-03', '2026-03', ['Demo'])).toEqual([
      {
        month: '2026-03',
        currency: 'GBP',
        purchases: 1,
        gross: 349,
        refunds: 0,
        refunded: 0,
        net: 349,
      },
    ]);
  });
});

describe('lesson engagement', () => {
  let t: TestBackend;
  let lesson: number;

  beforeAll(async () => {
    t = await createTestBackend();
    lesson = (await addLesson(t.db, 60)).id;
    const asha = await addStudentAt(t.db, at('2026-01-01T00:00:00Z'));
    const ben = await addStudentAt(t.db, at('2026-01-01T00:00:00Z'));
    // The player reports every 5 s of play, each report saying where its stretch began.
    const watch = async (studentId: number, start: string, to: number) => {
      for (let position = 5; position <= to; position += 5) {
        await recordWatch(t.db, studentId, lesson, {
          at: new Date(at(start).getTime() + position * 1000),
          position,
          length: 60,
          from: position - 5,
        });
      }
    };
    // Asha watches the whole lesson on Monday and again on Tuesday; Ben stops at 25 s.
    await watch(asha.id, '2026-05-04T10:00:00Z', 60);
    await watch(asha.id, '2026-05-05T10:00:00Z', 60);
    await watch(ben.id, '2026-05-04T12:00:00Z', 25);
  });
  afterAll(() => t.close());

  it('counts a completion once per student and lesson', async () => {
    // Asha's bins 0–11 (share 1), Ben's 0–5 (0.5): the median of 0.5 and 1 is 0.75.
    const expected = [{ videoId: lesson, starts: 2, completions: 1, medianWatchedShare: 0.75 }];
    expect(await readLessonEngagement(t.db)).toEqual(expected);
    expect(await lessonEngagementFromWatches(t.db)).toEqual(expected);
  });

  it('draws the drop-off curve from the bins seen', async () => {
    const curve = await readDropOff(t.db, lesson);
    expect(curve.map((point) => point.share)).toEqual([
      ...Array<number>(6).fill(1),
      ...Array<number>(6).fill(0.5),
    ]);
    expect(curve).toEqual(await dropOffFromWatches(t.db, lesson));
  });

  it('forgets a deleted student’s watch', async () => {
    const [ben] = await t.db
      .select()
      .from(students)
      .where(sql`${students.id} = (select max(id) from students)`);
    await t.db.delete(students).where(eq(students.id, ben!.id));
    expect(await readLessonEngagement(t.db)).toEqual([
      { videoId: lesson, starts: 1, completions: 1, medianWatchedShare: 1 },
    ]);
  });
});
