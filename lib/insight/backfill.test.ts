import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

import { lessonWatches, cases, videoProgress } from '../db/schema';
import {
  activeSubscribersFromPurchases,
  caseStatisticsFromMarks,
  conversionFromStudents,
  lessonEngagementFromWatches,
  retentionFromPurchases,
  revenueFromPurchases,
} from './queries';
import { refreshCaseStatistics } from './refresh';
import {
  readActiveSubscribers,
  readCaseStatistics,
  readConversions,
  readLessonEngagement,
  readRetention,
  readRevenue,
} from './rollups';

/*
 * The insight_rollups migration builds the roll-ups from what a database held before it: sign-ups, purchases and
 * refunds, every position video_progress kept, and marks (stale for the first refresh). Here the
 * rows are written first, the roll-ups emptied as they were before the migration, and the
 * migration's own backfill statements run.
 */

const FOLDER = path.join(process.cwd(), 'lib/db/migrations');
/** Found by name, whatever number it is given among the other branches' migrations. */
const MIGRATION = path.join(
  FOLDER,
  readdirSync(FOLDER).find((name) => name.endsWith('_insight_rollups.sql'))!,
);
/** The migration that added each month's kept count (subscriber_month_counts.kept). */
const KEPT_MIGRATION = path.join(
  FOLDER,
  readdirSync(FOLDER).find((name) => name.endsWith('_subscriber_month_kept.sql'))!,
);
/** The migration that added each student's practice scores (student_practice_scores). */
const SCORES_MIGRATION = path.join(
  FOLDER,
  readdirSync(FOLDER).find((name) => name.endsWith('_student_practice_scores.sql'))!,
);
const at = (iso: string) => new Date(iso);

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend();
});
afterAll(() => t.close());

/** The statements of `file` from its "What came before" on: its backfill. */
async function runStatementsAfterWhatCameBefore(file: string) {
  const text = readFileSync(file, 'utf8');
  const backfill = text.slice(text.indexOf('-- What came before'));
  for (const statement of backfill.split('--> statement-breakpoint')) {
    await t.db.execute(sql.raw(statement));
  }
}

async function runBackfill() {
  await t.db.execute(sql`
    truncate revenue_months, subscriber_months, subscriber_month_counts, signup_conversions,
      signup_month_counts, lesson_watches, lesson_engagement, lesson_engagement_bins,
      lesson_engagement_depths, case_statistics, case_statistics_stale, paper_format_statistics,
      paper_statistics_stale`);
  await runStatementsAfterWhatCameBefore(MIGRATION);
}

it('builds every roll-up from the rows that came before it', async () => {
  const plan = await addPlan(t.db);
  const asha = await addStudentAt(t.db, at('2026-01-05T10:00:00Z'));
  const ben = await addStudentAt(t.db, at('2026-02-10T10:00:00Z'));
  const bought = await addPurchase(t.db, {
    studentId: asha.id,
    planId: plan.id,
    provider: 'PayPal',
    amount: '100.00',
    createdAt: at('2026-02-20T10:00:00Z'),
    days: 90,
  });
  await refundPurchase(t.db, bought.id, at('2026-03-05T10:00:00Z'));
  await addPurchase(t.db, {
    studentId: ben.id,
    planId: plan.id,
    provider: 'Razorpay',
    amount: '49.00',
    createdAt: at('2026-02-11T10:00:00Z'),
    days: 180,
  });
  const lesson = await addLesson(t.db, 100);
  await t.db.insert(videoProgress).values([
    // Asha reached 90 %: watched, and a completion; taken as seen from the start, 0–90 s.
    {
      studentId: asha.id,
      videoId: lesson.id,
      positionSeconds: 12,
      durationSeconds: 100,
      watchedAt: at('2026-03-01T10:00:00Z'),
      updatedAt: at('2026-03-02T10:00:00Z'),
    },
    // Ben stopped at 42 s.
    {
      studentId: ben.id,
      videoId: lesson.id,
      positionSeconds: 42,
      durationSeconds: 100,
      updatedAt: at('2026-03-03T10:00:00Z'),
    },
  ]);
  const caseIds = (await addCases(t.db, 2)).map((item) => item.id);
  const paper = await addPaper(t.db, asha.id, 'short', at('2026-03-10T10:00:00Z'), caseIds);
  await markPaperCase(t.db, paper.id, 1, 'correct', at('2026-03-10T11:00:00Z'));
  await markPaperCase(t.db, paper.id, 2, 'missed', at('2026-03-10T11:00:00Z'));

  await runBackfill();

  const now = at('2026-06-01T00:00:00Z');
  const money = ['PayPal', 'Razorpay'];
  expect(await readRevenue(t.db, '2026-01', '2026-06', money)).toEqual(
    await revenueFromPurchases(t.db, '2026-01', '2026-06', money),
  );
  expect((await readRevenue(t.db, '2026-03', '2026-03', money))[0]?.refunded).toBe(100);
  expect(await readActiveSubscribers(t.db, '2026-01', '2026-06')).toEqual(
    await activeSubscribersFromPurchases(t.db, '2026-01', '2026-06'),
  );
  expect(await readConversions(t.db, '2026-01', '2026-06', now)).toEqual(
    await conversionFromStudents(t.db, '2026-01', '2026-06', now),
  );

  const [ashaWatch] = await t.db
    .select()
    .from(lessonWatches)
    .where(eq(lessonWatches.studentId, asha.id));
  expect(ashaWatch).toMatchObject({
    furthestSeconds: 90,
    bins: Array.from({ length: 19 }, (_, bin) => bin),
    completedAt: at('2026-03-01T10:00:00Z'),
  });
  // 100 s: 20 bins. Asha saw 19, Ben 9 (0–42 s): the median share is (0.45 + 0.95) / 2.
  expect(await readLessonEngagement(t.db)).toEqual([
    { videoId: lesson.id, starts: 2, completions: 1, medianWatchedShare: 0.7 },
  ]);
  expect(await lessonEngagementFromWatches(t.db)).toEqual(await readLessonEngagement(t.db));

  await refreshCaseStatistics(t.db, now);
  expect(
    (await readCaseStatistics(t.db)).map(({ flags: _f, refreshedAt: _r, ...rest }) => rest),
  ).toEqual(await caseStatisticsFromMarks(t.db));
  expect((await readCaseStatistics(t.db)).map((row) => row.attempts)).toEqual([1, 1]);
});

it("fills each month's kept count from the months held before it, for renewals and lapses", async () => {
  const plan = await addPlan(t.db);
  const cara = await addStudentAt(t.db, at('2027-01-02T10:00:00Z'));
  const dev = await addStudentAt(t.db, at('2027-02-01T10:00:00Z'));
  // Cara: January to March's ends (10 January + 90 days = 10 April).
  await addPurchase(t.db, {
    studentId: cara.id,
    planId: plan.id,
    provider: 'PayPal',
    amount: '100.00',
    createdAt: at('2027-01-10T10:00:00Z'),
    days: 90,
  });
  // Dev: February's end (to 17 March), renewed on 16 March to 14 June: March to May's ends.
  for (const [bought, days] of [
    ['2027-02-15T10:00:00Z', 30],
    ['2027-03-16T10:00:00Z', 90],
  ] as const) {
    await addPurchase(t.db, {
      studentId: dev.id,
      planId: plan.id,
      provider: 'Razorpay',
      amount: '49.00',
      createdAt: at(bought),
      days,
    });
  }
  // As a database migrated before the kept count: every month's count at its default.
  await t.db.execute(sql`update subscriber_month_counts set kept = 0`);

  await runStatementsAfterWhatCameBefore(KEPT_MIGRATION);

  const retention = await readRetention(t.db, '2027-01', '2027-07');
  expect(retention).toEqual([
    { month: '2027-01', kept: 0, lapsed: 0, joined: 1 },
    { month: '2027-02', kept: 1, lapsed: 0, joined: 1 },
    { month: '2027-03', kept: 2, lapsed: 0, joined: 0 },
    { month: '2027-04', kept: 1, lapsed: 1, joined: 0 },
    { month: '2027-05', kept: 1, lapsed: 0, joined: 0 },
    { month: '2027-06', kept: 0, lapsed: 1, joined: 0 },
    { month: '2027-07', kept: 0, lapsed: 0, joined: 0 },
  ]);
  expect(await readRetention(t.db, '2026-01', '2027-07')).toEqual(
    await retentionFromPurchases(t.db, '2026-01', '2027-07'),
  );
});

it("fills each student's practice scores, and per organ system, from the marks made before it", async () => {
  const eve = await addStudentAt(t.db, at('2027-01-02T10:00:00Z'));
  const [chest1, chest2, bone, none] = (await addCases(t.db, 4)).map((item) => item.id);
  for (const [id, system] of [
    [chest1, 'chest'],
    [chest2, 'chest'],
    [bone, 'musculoskeletal'],
  ] as const) {
    await t.db.update(cases).set({ system }).where(eq(cases.id, id!));
  }
  const paper = await addPaper(t.db, eve.id, 'short', at('2027-01-10T10:00:00Z'), [
    chest1!,
    chest2!,
    bone!,
    none!,
  ]);
  await markPaperCase(t.db, paper.id, 1, 'correct', at('2027-01-10T11:00:00Z'));
  await markPaperCase(t.db, paper.id, 2, 'partly', at('2027-01-10T11:00:00Z'));
  await markPaperCase(t.db, paper.id, 3, 'missed', at('2027-01-10T11:00:00Z'));
  await markPaperCase(t.db, paper.id, 4, 'correct', at('2027-01-10T11:00:00Z'));
  // As a database migrated before the scores were kept.
  await t.db.execute(sql`truncate student_practice_scores, student_system_scores`);

  await runStatementsAfterWhatCameBefore(SCORES_MIGRATION);

  // Four marked, 2.5 of 4; chest 1.5 of 2, musculoskeletal 0 of 1; the case without a system
  // counts in the total only.
  const scores = await t.db.execute(sql`
    select marked as "marked", score::text as "score" from student_practice_scores
    where student_id = ${eve.id}`);
  expect(scores.rows).toEqual([{ marked: 4, score: '2.5' }]);
  const systems = await t.db.execute(sql`
    select system as "system", marked as "marked", score::text as "score"
    from student_system_scores where student_id = ${eve.id} order by system`);
  expect(systems.rows).toEqual([
    { system: 'chest', marked: 2, score: '1.5' },
    { system: 'musculoskeletal', marked: 1, score: '0.0' },
  ]);
});
