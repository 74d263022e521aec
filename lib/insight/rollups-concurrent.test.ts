import { and, eq, sql } from 'drizzle-orm';

import { addCases, addPaper, addPlan, addStudentAt } from '@/test/insight-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { practicePaperCases, purchases, cases } from '../db/schema';
import type { CaseMark, CaseSystem } from '../db/vocabulary';
import { activeSubscribersFromPurchases, retentionFromPurchases } from './queries';
import { readActiveSubscribers, readRetention } from './rollups';

/*
 * The roll-ups kept in the writes' own transactions stay equal to a recomputation when those
 * transactions overlap (docs/insight.md, "The roll-ups"): students marking cases while an editor
 * gives those cases another system, and purchases of neighbouring months for the same and for
 * different students. On PostgreSQL (TEST_DATABASE_URL) the transactions really interleave, each
 * holding itself open between its writes; PGlite runs them one after another.
 */

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend();
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

/** Per student and system: marked cases and mean score, from the sums and from the marks. */
async function practiceScoresBothWays() {
  const fromMarks = await t.db.execute(sql`
    select p.student_id as "studentId", c.system as "system", count(*)::int as "marked",
      avg(case pc.mark when 'correct' then 1.0 when 'partly' then 0.5 else 0.0 end)::float8 as "mean"
    from practice_paper_cases pc join practice_papers p on p.id = pc.paper_id
    join sub_shorts c on c.id = pc.sub_short_id
    where pc.mark is not null and c.system is not null group by 1, 2 order by 1, 2`);
  const fromSums = await t.db.execute(sql`
    select student_id as "studentId", system as "system", marked as "marked",
      (score / marked)::float8 as "mean"
    from student_system_scores where marked <> 0 order by 1, 2`);
  const totalsFromMarks = await t.db.execute(sql`
    select p.student_id as "studentId", count(*)::int as "marked",
      avg(case pc.mark when 'correct' then 1.0 when 'partly' then 0.5 else 0.0 end)::float8 as "mean"
    from practice_paper_cases pc join practice_papers p on p.id = pc.paper_id
    where pc.mark is not null group by 1 order by 1`);
  const totalsFromSums = await t.db.execute(sql`
    select student_id as "studentId", marked as "marked", (score / marked)::float8 as "mean"
    from student_practice_scores where marked <> 0 order by 1`);
  return {
    fromMarks: { systems: fromMarks.rows, totals: totalsFromMarks.rows },
    fromSums: { systems: fromSums.rows, totals: totalsFromSums.rows },
  };
}

it('keeps practice scores per system equal to the marks while marks and system changes overlap', async () => {
  const caseIds = (await addCases(t.db, 4)).map((item) => item.id);
  const systems: CaseSystem[] = ['chest', 'abdominal', 'chest', 'musculoskeletal'];
  for (const [index, id] of caseIds.entries()) {
    await t.db.update(cases).set({ system: systems[index] }).where(eq(cases.id, id));
  }
  const papers = [];
  for (let n = 0; n < 3; n++) {
    const student = await addStudentAt(t.db, at('2026-01-01T09:00:00Z'));
    papers.push(await addPaper(t.db, student.id, 'short', at('2026-02-01T09:00:00Z'), caseIds));
  }
  const marks: CaseMark[] = ['correct', 'partly', 'missed', 'correct'];

  // Each student marks their four cases in one transaction, pausing between marks; meanwhile
  // editors give cases 1, 2 and 4 other systems (one case per edit, as the editor saves one).
  await Promise.all([
    ...papers.map((paper, n) =>
      t.db.transaction(async (tx) => {
        for (let position = 1; position <= caseIds.length; position++) {
          await tx
            .update(practicePaperCases)
            .set({ mark: marks[(position + n) % marks.length], markedAt: at('2026-02-01T10:00Z') })
            .where(
              and(
                eq(practicePaperCases.paperId, paper.id),
                eq(practicePaperCases.position, position),
              ),
            );
          await pause(40);
        }
      }),
    ),
    ...(
      [
        [caseIds[0]!, 'abdominal', 20],
        [caseIds[1]!, null, 70],
        [caseIds[3]!, 'chest', 120],
      ] as const
    ).map(async ([id, system, after]) => {
      await pause(after);
      await t.db.transaction(async (tx) => {
        await tx.update(cases).set({ system }).where(eq(cases.id, id));
        await pause(40);
      });
    }),
  ]);

  const { fromMarks, fromSums } = await practiceScoresBothWays();
  expect(fromSums).toEqual(fromMarks);
  expect(fromMarks.totals).toHaveLength(3);
});

it('keeps renewals and lapses equal to the purchases while purchases of neighbouring months overlap', async () => {
  const plan = await addPlan(t.db);
  const students = [];
  for (let n = 0; n < 3; n++) students.push(await addStudentAt(t.db, at('2027-01-01T09:00:00Z')));
  // Each transaction buys one period, then holds itself open; periods of one student meet or
  // leave a month between, so the kept pairs of neighbouring months move from both sides.
  const periods = [
    [students[0]!.id, '2027-01-10T10:00:00Z', 40],
    [students[0]!.id, '2027-02-18T10:00:00Z', 60],
    [students[0]!.id, '2027-05-20T10:00:00Z', 30],
    [students[1]!.id, '2027-01-12T10:00:00Z', 90],
    [students[1]!.id, '2027-04-10T10:00:00Z', 45],
    [students[2]!.id, '2027-02-02T10:00:00Z', 30],
  ] as const;
  await Promise.all(
    periods.map(([studentId, bought, days], n) =>
      t.db.transaction(async (tx) => {
        await pause(n * 15);
        await tx.insert(purchases).values({
          studentId,
          planId: plan.id,
          transactionId: `concurrent-${n}`,
          transactionType: 'PayPal',
          amount: '49.00',
          currency: 'GBP',
          createdAt: at(bought),
          startOn: at(bought),
          expiresOn: new Date(at(bought).getTime() + days * DAY),
        });
        await pause(60);
      }),
    ),
  );

  const retention = await readRetention(t.db, '2027-01', '2027-08');
  expect(retention).toEqual(await retentionFromPurchases(t.db, '2027-01', '2027-08'));
  expect(await readActiveSubscribers(t.db, '2027-01', '2027-08')).toEqual(
    await activeSubscribersFromPurchases(t.db, '2027-01', '2027-08'),
  );
  expect(retention.some((month) => month.kept > 0 && month.joined > 0)).toBe(true);
  expect(retention.some((month) => month.lapsed > 0)).toBe(true);
});
