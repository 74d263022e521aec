import { addMonths, monthOf, monthsFrom, monthStart } from './months';
import {
  activeSubscribersByMonth,
  caseFlags,
  caseStatistics,
  completionPoint,
  conversionBySignupMonth,
  cronbachAlpha,
  dropOffCurve,
  lessonEngagement,
  median,
  medianOfCounts,
  nextWatch,
  paperConsistency,
  pearson,
  revenueByMonth,
  sampleVariance,
  type PaperScores,
  type Watch,
} from './statistics';

const UK = 'Europe/London';
const at = (iso: string) => new Date(iso);

describe('descriptive statistics', () => {
  it('takes the median as percentile_cont does', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    // Even count: the mean of the two middle values, (2 + 3) / 2.
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('has no correlation below two pairs or without spread', () => {
    expect(pearson([1], [1])).toBeNull();
    expect(pearson([1, 1, 1], [0, 1, 2])).toBeNull();
    // 0.75 and 17/12 − 8/12 (0.7499999999999999) are one score: no spread, no correlation.
    expect(pearson([0.5, 8 / 12], [0.75, 17 / 12 - 8 / 12])).toBeNull();
    expect(sampleVariance([0.75, 17 / 12 - 8 / 12])).toBe(0);
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
  });
});

/*
 * Five students, one paper each of the same four cases, marked right (1) or wrong (0):
 *
 *          c1 c2 c3 c4   total
 *   Asha    1  1  1  1     4
 *   Ben     1  1  1  0     3
 *   Chen    1  1  0  0     2
 *   Dara    1  0  0  1     2
 *   Eve     1  0  0  0     1
 *
 * Facility (mean first-attempt score): c1 5/5 = 1, c2 3/5 = 0.6, c3 2/5 = 0.4, c4 2/5 = 0.4.
 *
 * Discrimination: r between the case's score x and the mean of the paper's other three cases,
 * (total − x) / 3. r does not change when y is scaled, so take y' = total − x.
 *   c1: x does not vary → null.
 *   c2: x = 1 1 1 0 0 (mean 0.6), y' = 3 2 1 2 1 (mean 1.8);
 *       Σdxdy = 0.4·1.2 + 0.4·0.2 + 0.4·(−0.8) + (−0.6)·0.2 + (−0.6)·(−0.8) = 0.6,
 *       Σdx² = 3·0.16 + 2·0.36 = 1.2, Σdy² = 1.44 + 0.04 + 0.64 + 0.04 + 0.64 = 2.8,
 *       r = 0.6 / √(1.2 · 2.8) = 0.6 / √3.36 = √21 / 14 ≈ 0.3273.
 *   c3: x = 1 1 0 0 0 (mean 0.4), y' = 3 2 2 2 1 (mean 2);
 *       Σdxdy = 0.6·1 + 0.6·0 + 0 + 0 + (−0.4)·(−1) = 1.0, Σdx² = 1.2, Σdy² = 2,
 *       r = 1 / √2.4 ≈ 0.6455.
 *   c4: x = 1 0 0 1 0 (mean 0.4), y' = 3 3 2 1 1 (mean 2);
 *       Σdxdy = 0.6·1 + (−0.4)·1 + 0 + 0.6·(−1) + (−0.4)·(−1) = 0 → r = 0.
 *
 * Internal consistency (KR-20): item variances (n − 1 = 4) 0, 1.2/4, 1.2/4, 1.2/4 → Σ = 0.9;
 * totals 4 3 2 2 1, mean 2.4, Σ(dev²) = 2.56 + 0.36 + 0.16 + 0.16 + 1.96 = 5.2 → variance 1.3;
 * α = 4/3 · (1 − 0.9 / 1.3) = 16/39 ≈ 0.4103.
 */
const GRID: Record<string, number[]> = {
  asha: [1, 1, 1, 1],
  ben: [1, 1, 1, 0],
  chen: [1, 1, 0, 0],
  dara: [1, 0, 0, 1],
  eve: [1, 0, 0, 0],
};
const CASES = [11, 12, 13, 14];

function fivePapers(): PaperScores[] {
  return Object.values(GRID).map((scores, index) => ({
    paperId: index + 1,
    studentId: index + 1,
    startedAt: at(`2026-05-0${index + 1}T10:00:00Z`),
    kind: 'short',
    cases: scores.map((score, position) => ({
      caseId: CASES[position]!,
      position: position + 1,
      score,
    })),
  }));
}

describe('item analysis', () => {
  it('gives facility and discrimination of five students on four cases', () => {
    const stats = caseStatistics(fivePapers());
    expect(stats.map((s) => [s.caseId, s.attempts, s.firstAttempts, s.pairs])).toEqual([
      [11, 5, 5, 5],
      [12, 5, 5, 5],
      [13, 5, 5, 5],
      [14, 5, 5, 5],
    ]);
    expect(stats.map((s) => s.facility)).toEqual([1, 0.6, 0.4, 0.4]);
    expect(stats[0]!.discrimination).toBeNull();
    expect(stats[1]!.discrimination).toBeCloseTo(Math.sqrt(21) / 14, 12);
    expect(stats[2]!.discrimination).toBeCloseTo(1 / Math.sqrt(2.4), 12);
    expect(stats[3]!.discrimination).toBeCloseTo(0, 12);
  });

  it('counts a case met again as an attempt, not a first attempt', () => {
    const papers = fivePapers();
    // Asha meets c2 again a week later, in a one-case review, and misses it.
    papers.push({
      paperId: 6,
      studentId: 1,
      startedAt: at('2026-05-08T10:00:00Z'),
      kind: 'review',
      cases: [{ caseId: 12, position: 1, score: 0 }],
    });
    // Fay's first paper holding c3 was never marked; her later mark is no first attempt.
    papers.push(
      {
        paperId: 7,
        studentId: 6,
        startedAt: at('2026-05-01T09:00:00Z'),
        kind: 'short',
        cases: [
          { caseId: 13, position: 1, score: null },
          { caseId: 14, position: 2, score: null },
        ],
      },
      {
        paperId: 8,
        studentId: 6,
        startedAt: at('2026-05-09T09:00:00Z'),
        kind: 'short',
        cases: [
          { caseId: 13, position: 1, score: 1 },
          { caseId: 11, position: 2, score: 1 },
        ],
      },
    );
    const stats = caseStatistics(papers);
    const of = (caseId: number) => stats.find((s) => s.caseId === caseId)!;
    expect([of(12).attempts, of(12).firstAttempts, of(12).facility]).toEqual([6, 5, 0.6]);
    expect([of(13).attempts, of(13).firstAttempts, of(13).facility]).toEqual([6, 5, 0.4]);
    // Fay's c1 is a first attempt: six of six right.
    expect([of(11).attempts, of(11).firstAttempts, of(11).facility]).toEqual([6, 6, 1]);
    expect(of(13).discrimination).toBeCloseTo(1 / Math.sqrt(2.4), 12);
  });

  it('gives the paper format’s internal consistency (KR-20 for right-or-wrong marks)', () => {
    expect(cronbachAlpha(Object.values(GRID))).toBeCloseTo(16 / 39, 12);
    const papers = fivePapers();
    // Asha's later paper of the same format does not count: each student once, first paper.
    papers.push({ ...papers[0]!, paperId: 9, startedAt: at('2026-06-01T10:00:00Z') });
    // A paper with a case left unmarked is not complete data.
    papers.push({
      ...papers[1]!,
      paperId: 10,
      studentId: 7,
      cases: papers[1]!.cases.map((item, i) => ({ ...item, score: i === 0 ? null : 1 })),
    });
    expect(paperConsistency(papers)).toEqual([
      { kind: 'short', cases: 4, papers: 5, alpha: expect.closeTo(16 / 39, 12), meanScore: 0.6 },
    ]);
  });

  it('has no consistency figure below two papers or when totals do not vary', () => {
    expect(cronbachAlpha([[1, 0, 1]])).toBeNull();
    expect(
      cronbachAlpha([
        [1, 0],
        [0, 1],
      ]),
    ).toBeNull();
  });

  it('flags a case only on ten first attempts or more', () => {
    const figures = { firstAttempts: 10, facility: 0.95, pairs: 10, discrimination: 0.1 };
    expect(caseFlags(figures)).toEqual(['too easy', 'fails to discriminate']);
    expect(caseFlags({ ...figures, facility: 0.15 })).toEqual([
      'too hard',
      'fails to discriminate',
    ]);
    expect(caseFlags({ ...figures, facility: 0.9, discrimination: 0.2 })).toEqual([]);
    expect(caseFlags({ firstAttempts: 9, facility: 1, pairs: 9, discrimination: -0.5 })).toEqual(
      [],
    );
    expect(caseFlags({ ...figures, discrimination: null })).toEqual(['too easy']);
  });
});

describe('lesson engagement', () => {
  it('puts the completion point at 90 % or the last 30 s, whichever comes first', () => {
    expect(completionPoint(600)).toBe(540); // 90 % of 10 minutes, before 570
    expect(completionPoint(120)).toBe(90); // the last 30 s of 2 minutes, before 108
    expect(completionPoint(40)).toBe(20); // never before half way
  });

  const report = (seconds: number, position: number, from?: number) => ({
    at: new Date(Date.UTC(2026, 4, 1, 10, 0, seconds)),
    position,
    length: 60,
    ...(from !== undefined && { from }),
  });
  const play = (reports: ReturnType<typeof report>[]) =>
    reports.reduce<Watch | undefined>((watch, next) => nextWatch(watch, next), undefined)!;

  it('marks the stretch between two reports of uninterrupted play', () => {
    // Saves every 5 s from the start: the first report covers 0–5 s, each next one the 5 s since.
    const watch = play([report(5, 5), report(10, 10), report(15, 15)]);
    expect(watch.bins).toEqual([0, 1, 2, 3]);
    expect(watch.furthest).toBe(15);
    expect(watch.completedAt).toBeNull();
  });

  it('does not mark what a seek skipped', () => {
    // From 10 s the student seeks to 40 s and plays on; the next report (5 s later) is at 45 s.
    const inferred = play([report(5, 5), report(10, 10), report(15, 45)]);
    // Without `from`, the stretch is one report's span (12 s) before 45 s: 33–45.
    expect(inferred.bins).toEqual([0, 1, 2, 6, 7, 8, 9]);
    // With `from`, exactly what was played.
    const told = play([report(5, 5, 0), report(10, 10, 5), report(15, 45, 40)]);
    expect(told.bins).toEqual([0, 1, 2, 8, 9]);
  });

  it('bounds a stretch by what could have played since the previous report', () => {
    // A report 5 s after the last one claims a stretch from 0 to 50 s: at 2× at most 12 s.
    const watch = play([report(5, 5, 0), report(10, 50, 0)]);
    expect(watch.bins).toEqual([0, 1, 7, 8, 9, 10]);
  });

  it('counts a completion once, when the furthest position reaches the completion point', () => {
    // A 60-second lesson completes at 30 s (its last 30 s, and half way).
    const first = play([report(5, 25), report(10, 31)]);
    expect(first.completedAt).toEqual(report(10, 31).at);
    const again = nextWatch(nextWatch(first, report(40, 2)), report(45, 59));
    expect(again.completedAt).toEqual(first.completedAt);
    expect(again.startedAt).toEqual(first.startedAt);
  });

  it('gives starts, completions, the median watched share and the drop-off curve', () => {
    // Four starts of a 20-second lesson (bins 0–3); the completion point is 10 s.
    const watches = [
      { bins: [0, 1, 2, 3], completedAt: at('2026-05-01T10:00:00Z') },
      { bins: [0, 1, 2], completedAt: at('2026-05-01T11:00:00Z') },
      { bins: [0, 1], completedAt: null },
      { bins: [0, 3], completedAt: null },
    ];
    // Shares 1, 0.75, 0.5, 0.5: the median is (0.5 + 0.75) / 2.
    expect(lessonEngagement(watches, 20)).toEqual({
      starts: 4,
      completions: 2,
      medianWatchedShare: 0.625,
    });
    expect(dropOffCurve(watches, 20).map((point) => [point.second, point.share])).toEqual([
      [0, 1],
      [5, 0.75],
      [10, 0.5],
      [15, 0.5],
    ]);
    // Without a stored length the lesson runs to the last bin anyone saw.
    expect(dropOffCurve([{ bins: [0, 1], completedAt: null }], null)).toHaveLength(2);
    expect(dropOffCurve([], 20)).toEqual([]);
  });
});

describe('months on the UK clock', () => {
  it('puts an instant in the month the UK clock shows', () => {
    expect(monthOf(at('2026-01-31T23:30:00Z'), UK)).toBe('2026-01'); // GMT: 23:30 on 31 January
    expect(monthOf(at('2026-03-31T23:30:00Z'), UK)).toBe('2026-04'); // BST: 00:30 on 1 April
    expect(monthStart('2026-04', UK)).toEqual(at('2026-03-31T23:00:00Z'));
    expect(monthStart('2026-11', UK)).toEqual(at('2026-11-01T00:00:00Z'));
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(monthsFrom('2026-11', '2027-01')).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});

describe('money', () => {
  const purchase = (
    createdAt: string,
    amount: string,
    refundedAt: string | null = null,
    studentId = 1,
  ) => ({
    studentId,
    createdAt: at(createdAt),
    startOn: at(createdAt),
    expiresOn: null,
    refundedAt: refundedAt ? at(refundedAt) : null,
    amount,
    currency: 'GBP',
  });

  it('counts a refund in the month it was made, not the month of its purchase', () => {
    const rows = revenueByMonth(
      [
        purchase('2026-01-31T23:30:00Z', '30.00'), // January on the UK clock
        purchase('2026-02-20T10:00:00Z', '100.00', '2026-03-05T10:00:00Z'),
        purchase('2026-03-10T10:00:00Z', '50.00'),
        purchase('2026-03-31T23:30:00Z', '20.00'), // 00:30 BST on 1 April
      ],
      monthsFrom('2026-01', '2026-04'),
      UK,
    );
    // March took 50 and gave back February's 100: net −50.
    expect(rows).toEqual([
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
    ]);
  });

  it('counts active subscribers at each month’s end, each student once', () => {
    const subscription = (studentId: number, start: string, end: string) => ({
      studentId,
      startOn: at(start),
      expiresOn: at(end),
    });
    const rows = activeSubscribersByMonth(
      [
        // Jan 15 – Apr 15: active at the ends of January, February and March.
        subscription(1, '2026-01-15T00:00:00Z', '2026-04-15T00:00:00Z'),
        // Renewed before it ran out: still one student.
        subscription(1, '2026-04-15T00:00:00Z', '2026-07-15T00:00:00Z'),
        // February exactly (midnight GMT to midnight GMT): February's end, not January's.
        subscription(2, '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'),
        // Ends at 23:30 UTC on 31 March, after April began on the UK clock (00:00 BST = 23:00 UTC).
        subscription(3, '2026-03-10T00:00:00Z', '2026-03-31T23:30:00Z'),
      ],
      monthsFrom('2026-01', '2026-04'),
      UK,
    );
    expect(rows).toEqual([
      { month: '2026-01', subscribers: 1 },
      { month: '2026-02', subscribers: 2 },
      { month: '2026-03', subscribers: 2 },
      { month: '2026-04', subscribers: 1 },
    ]);
  });

  it('counts sign-ups that bought within 30 days, and those still within them', () => {
    const now = at('2026-04-10T00:00:00Z');
    const rows = conversionBySignupMonth(
      [
        { studentId: 1, signedUpAt: at('2026-03-01T10:00:00Z') },
        { studentId: 2, signedUpAt: at('2026-03-02T10:00:00Z') },
        { studentId: 3, signedUpAt: at('2026-03-20T10:00:00Z') },
        { studentId: 4, signedUpAt: at('2026-03-25T10:00:00Z') },
      ],
      [
        { studentId: 1, createdAt: at('2026-03-31T10:00:00Z') }, // day 30, exactly: converted
        { studentId: 2, createdAt: at('2026-04-01T10:00:01Z') }, // a second past day 30: not
        { studentId: 4, createdAt: at('2026-04-01T10:00:00Z') },
      ],
      ['2026-03'],
      UK,
      now,
    );
    // Student 3 has not bought and has until 19 April: open.
    expect(rows).toEqual([{ month: '2026-03', signups: 4, converted: 2, open: 1 }]);
  });
});

describe('median of counted values', () => {
  it('is the median of the values written out', () => {
    expect(medianOfCounts([])).toBeNull();
    expect(medianOfCounts([[3, 0]])).toBeNull();
    // 1 1 1 4: (1 + 1) / 2
    expect(
      medianOfCounts([
        [4, 1],
        [1, 3],
      ]),
    ).toBe(median([1, 1, 1, 4]));
    // 1 2 2 5 5 5: (2 + 5) / 2
    expect(
      medianOfCounts([
        [1, 1],
        [2, 2],
        [5, 3],
      ]),
    ).toBe(3.5);
    expect(medianOfCounts([[7, 5]])).toBe(7);
  });
});
