import type { DataOf } from '@/lib/calls/define-call';
import { addOperator, addStudent } from '@/test/fixtures';
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
import { vivaRoomMarks, vivaRooms } from '@/lib/db/schema';
import type { CaseMark, OralDomain } from '@/lib/db/vocabulary';

import type { insightCalls } from './calls';
import { monthOf } from './months';
import { refreshCaseStatistics } from './refresh';

/*
 * The console's insight calls on PGlite (docs/insight.md): what the pages read, from the
 * roll-ups, for the roles that may read them.
 */

let t: TestBackend;
let owner: string;
let editor: string;

beforeAll(async () => {
  t = await createTestBackend();
  owner = (await addOperator(t.db, 'insight.owner@example.com', 'owner')).token;
  editor = (await addOperator(t.db, 'insight.editor@example.com', 'editor')).token;
});
afterAll(() => t.close());

/** A call as the BFF and the pages make it: the input parsed by the call's schema. */
const call = (
  name: Parameters<TestBackend['backend']['handle']>[0],
  token: string,
  input: object,
) => t.backend.handle(name, { token, input });

type Dashboard = DataOf<typeof insightCalls.insightDashboard>;
type Cases = DataOf<typeof insightCalls.caseAnalytics>;
type Lessons = DataOf<typeof insightCalls.lessonEngagement>;

it('reads the dashboard: money with a refund, subscribers who stayed, what waits', async () => {
  const now = new Date('2026-05-20T12:00:00Z');
  t.setNow(now);
  const plan = await addPlan(t.db, 180);
  const buyer = await addStudentAt(t.db, new Date('2026-03-01T09:00:00Z'));
  const bought = await addPurchase(t.db, {
    studentId: buyer.id,
    planId: plan.id,
    provider: 'PayPal',
    amount: '100.00',
    createdAt: new Date('2026-03-02T10:00:00Z'),
    days: 180,
  });
  await refundPurchase(t.db, bought.id, new Date('2026-05-05T10:00:00Z'));
  const keeper = await addStudentAt(t.db, new Date('2026-03-01T09:00:00Z'));
  await addPurchase(t.db, {
    studentId: keeper.id,
    planId: plan.id,
    provider: 'Razorpay',
    amount: '50.00',
    createdAt: new Date('2026-03-03T10:00:00Z'),
    days: 180,
  });

  const answer = await call('insightDashboard', owner, {});
  expect(answer.status).toBe(200);
  const data = answer.data as Dashboard;
  expect(data.months).toHaveLength(12);
  expect(data.months.at(-1)).toBe(monthOf(now, 'Europe/London'));
  expect(data.revenue).toEqual([
    expect.objectContaining({ month: '2026-03', gross: 150, refunded: 0, net: 150 }),
    expect.objectContaining({ month: '2026-05', gross: 0, refunded: 100, net: -100 }),
  ]);
  const month = (name: string) => data.retention.find((row) => row.month === name);
  expect(month('2026-03')).toEqual({ month: '2026-03', kept: 0, lapsed: 0, joined: 2 });
  expect(month('2026-04')).toEqual({ month: '2026-04', kept: 2, lapsed: 0, joined: 0 });
  expect(month('2026-05')).toEqual({ month: '2026-05', kept: 1, lapsed: 1, joined: 0 });
  expect(data.signups.find((row) => row.month === '2026-03')).toMatchObject({
    signups: 2,
    converted: 2,
  });
  expect(data.waiting).toEqual({
    feedbackToReview: 0,
    openMessages: 0,
    failedMail: 0,
    casesToRefresh: 0,
  });
  // Money is for the roles that read people's business.
  expect((await call('insightDashboard', editor, {})).status).toBe(403);
});

it('lists cases with their flags, sorted and filtered, and each format’s consistency', async () => {
  const cases = (await addCases(t.db, 2)).map((item) => item.id);
  // Twelve students: everyone gets the first case right (too easy), half the second.
  for (let n = 0; n < 12; n++) {
    const student = await addStudentAt(t.db, new Date('2026-04-01T09:00:00Z'));
    const start = new Date(Date.UTC(2026, 4, 1, 10, n));
    const paper = await addPaper(t.db, student.id, 'short', start, cases);
    await markPaperCase(t.db, paper.id, 1, 'correct', start);
    await markPaperCase(t.db, paper.id, 2, n % 2 === 0 ? 'correct' : 'missed', start);
  }
  const before = (await call('caseAnalytics', editor, {})).data as Cases;
  expect(before.stale).toBe(2);
  await refreshCaseStatistics(t.db, new Date('2026-05-02T00:00:00Z'));

  const all = (await call('caseAnalytics', editor, {})).data as Cases;
  expect(all.stale).toBe(0);
  expect(all.cases.map((row) => [row.caseId, row.attempts, row.facility, row.flags])).toEqual([
    [cases[0], 12, 1, ['too easy']],
    [cases[1], 12, 0.5, expect.any(Array)],
  ]);
  expect(all.cases[0]).toMatchObject({
    name: expect.stringMatching(/^Case /),
    examinerMarked: 0,
    disagreement: null,
  });
  expect(all.formats).toEqual([expect.objectContaining({ kind: 'short', cases: 2, papers: 12 })]);

  const byFacility = (await call('caseAnalytics', editor, {
    sort: 'facility',
    descending: false,
  })) as { data: Cases };
  expect(byFacility.data.cases.map((row) => row.caseId)).toEqual([cases[1], cases[0]]);

  const flagged = (await call('caseAnalytics', owner, { flagged: true })) as {
    data: Cases;
  };
  expect(flagged.data.cases.every((row) => row.flags.length > 0)).toBe(true);
  expect(flagged.data.cases.map((row) => row.caseId)).toContain(cases[0]);

  expect(await call('caseAnalytics', editor, { sort: 'nonsense' })).toMatchObject({
    status: 422,
    message: 'Choose a column to sort by',
  });
});

it('sets the examiner’s marks from viva rooms against the candidates’ self-marks', async () => {
  const [oral, other] = (await addCases(t.db, 2)).map((item) => item.id) as [number, number];
  const at = new Date('2026-05-03T10:00:00Z');
  const scores = (knowledge: number): Record<OralDomain, number> => ({
    knowledge,
    observation: 3,
    reasoning: 3,
    safety: 4,
  });
  type Marking = { examiner: [CaseMark, number]; self: [CaseMark, number] | null };
  /*
   * Two rooms, four halves. Worked by hand, the oral case (position 1 of every paper):
   *   room 1, half 1: examiner correct, self correct, the same domains   → agree
   *   room 1, half 2: examiner correct, self partly                      → differ (the mark)
   *   room 2, half 1: both partly, knowledge 2 by the examiner, 3 self   → differ (a domain)
   *   room 2, half 2: both missed, the same domains                      → agree
   * so 4 marked by both, 2 differ: 0.5. The other case (position 2 of room 1's first half) is
   * marked by the examiner alone: not counted, so it has none.
   */
  const rooms: [Marking, Marking][] = [
    [
      { examiner: ['correct', 3], self: ['correct', 3] },
      { examiner: ['correct', 3], self: ['partly', 3] },
    ],
    [
      { examiner: ['partly', 2], self: ['partly', 3] },
      { examiner: ['missed', 1], self: ['missed', 1] },
    ],
  ];
  for (const [n, halves] of rooms.entries()) {
    const owner = await addStudentAt(t.db, new Date('2026-04-01T09:00:00Z'));
    const partner = await addStudentAt(t.db, new Date('2026-04-01T09:00:00Z'));
    const start = new Date(at.getTime() + n * 3_600_000);
    const ownerPaper = await addPaper(t.db, owner.id, 'oral', start, [oral, other]);
    const partnerPaper = await addPaper(t.db, partner.id, 'oral', start, [oral, other]);
    const [room] = await t.db
      .insert(vivaRooms)
      .values({
        ownerId: owner.id,
        partnerId: partner.id,
        length: 'brief',
        casesPerHalf: 2,
        caseMs: 300_000,
        createdAt: start,
        startedAt: start,
        ownerPaperId: ownerPaper.id,
        partnerPaperId: partnerPaper.id,
      })
      .returning();
    for (const [i, marking] of halves.entries()) {
      const half = i + 1;
      const [candidate, examiner, paper] =
        half === 1 ? [owner, partner, ownerPaper] : [partner, owner, partnerPaper];
      const base = { roomId: room!.id, half, examinerId: examiner.id, candidateId: candidate.id };
      await t.db.insert(vivaRoomMarks).values({
        ...base,
        position: 1,
        caseId: oral,
        mark: marking.examiner[0],
        oralScores: scores(marking.examiner[1]),
        markedAt: start,
      });
      if (marking.self) {
        await markPaperCase(t.db, paper.id, 1, marking.self[0], start, scores(marking.self[1]));
      }
      if (n === 0 && half === 1) {
        await t.db.insert(vivaRoomMarks).values({
          ...base,
          position: 2,
          caseId: other,
          mark: 'correct',
          oralScores: scores(4),
          markedAt: start,
        });
        // The other case's attempt elsewhere, so it has a row: self-marked in another paper.
        const elsewhere = await addPaper(t.db, candidate.id, 'oral', at, [other]);
        await markPaperCase(t.db, elsewhere.id, 1, 'correct', at, scores(4));
      }
    }
  }
  await refreshCaseStatistics(t.db, new Date('2026-05-04T00:00:00Z'));

  const data = (await call('caseAnalytics', editor, { sort: 'disagreement', descending: true }))
    .data as Cases;
  const row = (id: number) => data.cases.find((item) => item.caseId === id);
  expect(row(oral)).toMatchObject({ attempts: 4, examinerMarked: 4, disagreement: 0.5 });
  expect(row(other)).toMatchObject({ attempts: 1, examinerMarked: 0, disagreement: null });
  // Sorted by disagreement, most first: the oral case leads, the unmarked sort last.
  expect(data.cases[0]!.caseId).toBe(oral);
  expect(data.cases.at(-1)!.disagreement).toBeNull();
});

it('counts a lesson’s start and completion once from the player’s progress saves', async () => {
  const lesson = await addLesson(t.db, 60);
  const { token } = await addStudent(t.db, 'watcher@example.com', 'Wanda Watcher');
  // After the lesson's publication (now, by the database's clock).
  const start = new Date(Date.now() + 86_400_000);
  for (const [second, from] of [
    [5, 0],
    [10, 5],
    [15, 10],
    [20, 15],
    [25, 20],
    [30, 25],
    [35, 30],
    [40, 35],
    [45, 40],
    [50, 45],
    [55, 50],
    [59, 55],
  ] as const) {
    t.setNow(new Date(start.getTime() + second * 1000));
    const saved = await call('saveVideoProgress', token, {
      videoId: lesson.id,
      position: second,
      from,
    });
    expect(saved.status).toBe(200);
  }
  // Watching again from the start counts no second start or completion.
  t.setNow(new Date(start.getTime() + 120_000));
  await call('saveVideoProgress', token, { videoId: lesson.id, position: 5, from: 0 });

  // The operator's session was issued by the real clock: read by it.
  t.setNow(new Date());
  const answer = await call('lessonEngagement', editor, {
    videoId: lesson.id,
    offset: 0,
  });
  expect(answer.status).toBe(200);
  const data = answer.data as Lessons;
  expect(data.lessons.find((row) => row.videoId === lesson.id)).toMatchObject({
    starts: 1,
    completions: 1,
    medianWatchedShare: 1,
  });
  expect(data.dropOff).toMatchObject({ videoId: lesson.id, starts: 1 });
  expect(data.dropOff!.points).toHaveLength(12);
  expect(data.dropOff!.points.every((point) => point.share === 1)).toBe(true);
  expect((await call('lessonEngagement', owner, { videoId: 999999 })).status).toBe(200);
});
