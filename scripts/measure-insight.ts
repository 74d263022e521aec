/*
 * How long insight's figures take to read from the roll-ups, against recomputing them from the
 * tables, on a fresh database filled at a scale (docs/insight.md, "Measured"):
 *
 *   DATABASE_URL=postgres://…/empty_db npx tsx scripts/measure-insight.ts --scale 100
 *
 * Scale 100 is bench:scale's hundredfold: 10,000 students, 100,000 purchases, 1,500 lessons with
 * 100,000 students' watches, 5,000 cases in 50,000 marked papers. Without DATABASE_URL it runs on
 * an in-memory PGlite (slow to fill above scale 10). The database must be empty: the script
 * loads its rows with the roll-ups' triggers on, as real writes would.
 */
import { parseArgs } from 'node:util';

import { sql } from 'drizzle-orm';

import { openDatabase } from '../lib/db/client';
import {
  activeSubscribersFromPurchases,
  caseStatisticsFromMarks,
  conversionFromStudents,
  dropOffFromWatches,
  lessonEngagementFromWatches,
  paperConsistencyFromMarks,
  revenueFromPurchases,
} from '../lib/insight/queries';
import { refreshCaseStatistics } from '../lib/insight/refresh';
import {
  readActiveSubscribers,
  readCaseStatistics,
  readConversions,
  readDropOff,
  readLessonEngagement,
  readPaperConsistency,
  readRevenue,
} from '../lib/insight/rollups';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '10' }, runs: { type: 'string', default: '15' } },
});
const scale = Number(values.scale);
const runs = Number(values.runs);

async function main() {
  const { db, close } = await openDatabase(
    process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true },
  );
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    console.log(`${label}: ${Math.round(performance.now() - started)} ms`);
  };

  const n = (count: number) => Math.max(1, Math.round(count * scale));
  await timed('students', () =>
    db.execute(sql`
      insert into students (full_name, email, password_hash, created_at)
      select 'Student ' || i, 'measure-' || i || '@example.com', 'x',
        timestamptz '2025-01-01' + (i * interval '50 minutes') * (10000.0 / ${n(100)})
      from generate_series(1, ${n(100)}) as i`),
  );
  await db.execute(sql`
    insert into plans (name, slug, price, sub_title, duration_days)
    values ('Course', 'measure-course', 349, '6 Months', 180)`);
  await timed('purchases, a tenth refunded', async () => {
    await db.execute(sql`
      insert into purchases (student_id, plan_id, transaction_id, transaction_type, amount,
        created_at, start_on, expires_on)
      select s.id, (select id from plans where slug = 'measure-course'), 'measure-' || i,
        (array['PayPal', 'Razorpay', 'Demo', 'Grant'])[1 + i % 4], 49 + (i % 7) * 50,
        s.created_at + (i % 300) * interval '1 day', s.created_at + (i % 300) * interval '1 day',
        s.created_at + (i % 300 + 90) * interval '1 day'
      from generate_series(1, ${n(1000)}) as i
      join (select id, created_at, row_number() over (order by id) as k from students) s
        on s.k = 1 + i % ${n(100)}`);
    await db.execute(sql`
      update purchases set refunded_at = start_on + interval '20 days',
        expires_on = start_on + interval '20 days'
      where id % 10 = 0 and transaction_type <> 'Grant'`);
  });
  await timed('lessons and watches', async () => {
    await db.execute(sql`
      insert into videos (name, slug, path, duration_seconds)
      select 'Lesson ' || i, 'measure-lesson-' || i, 'lesson.mp4', 120 + (i % 10) * 60
      from generate_series(1, ${n(15)}) as i`);
    await db.execute(sql`
      insert into lesson_watches (student_id, video_id, started_at, last_position_seconds,
        last_reported_at, furthest_seconds, length_seconds, bins, completed_at)
      select s.id, v.id, now(), w.seen * 5, now(), w.seen * 5, v.duration_seconds,
        array(select generate_series(0, w.seen - 1)),
        case when w.seen * 5 >= 0.9 * v.duration_seconds then now() end
      from generate_series(1, ${n(1000)}) as i
      join (select id, row_number() over (order by id) as k from students) s
        on s.k = 1 + i % ${n(100)}
      join (select id, duration_seconds, row_number() over (order by id) as k from videos) v
        on v.k = 1 + (i * 7) % ${n(15)}
      cross join lateral (select 1 + (i * 13) % (v.duration_seconds / 5) as seen) w
      on conflict do nothing`);
  });
  await timed('cases, papers and marks', async () => {
    await db.execute(sql`insert into shorts (name, slug) values ('Bank', 'measure-bank')`);
    await db.execute(sql`
      insert into sub_shorts (short_id, name, slug, image)
      select (select id from shorts where slug = 'measure-bank'), 'Case ' || i, 'measure-case-' || i,
        '/measure/' || i || '.webp'
      from generate_series(1, ${n(50)}) as i`);
    await db.execute(sql`
      insert into practice_papers (student_id, kind, started_at, ends_at, closed_at)
      select s.id, 'short', timestamptz '2026-01-01' + i * interval '1 minute',
        timestamptz '2026-01-01' + i * interval '1 minute' + interval '24 minutes',
        timestamptz '2026-01-01' + i * interval '1 minute' + interval '24 minutes'
      from generate_series(1, ${n(500)}) as i
      join (select id, row_number() over (order by id) as k from students) s
        on s.k = 1 + i % ${n(100)}`);
    await db.execute(sql`
      insert into practice_paper_cases (paper_id, position, sub_short_id, mark, marked_at)
      select p.id, k, c.id, (array['correct', 'partly', 'missed', 'correct'])[1 + (p.id * k * 7 + c.id) % 4],
        p.closed_at
      from (select id, closed_at, row_number() over (order by id) as r from practice_papers) p
      cross join generate_series(1, 5) as k
      join (select id, row_number() over (order by id) as r from sub_shorts) c
        on c.r = 1 + (p.r * 5 + k * 11) % ${n(50)}`);
  });
  await timed('refresh of every stale case and kind', async () => {
    while ((await refreshCaseStatistics(db, new Date())).more);
  });

  const median = (times: number[]) =>
    [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  const compare = async (
    label: string,
    rollup: () => Promise<unknown>,
    full: () => Promise<unknown>,
  ) => {
    const time = async (work: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await work();
        times.push(performance.now() - started);
      }
      return median(times).toFixed(1);
    };
    console.log(`| ${label} | ${await time(rollup)} ms | ${await time(full)} ms |`);
  };
  const now = new Date('2026-06-15T12:00:00Z');
  const money = ['PayPal', 'Razorpay'];
  const page = (
    await db.execute<{ id: number }>(sql`select id from videos order by id limit 50`)
  ).rows.map((row) => row.id);
  console.log('\n| figure (p50) | roll-up | from the tables |\n| --- | --- | --- |');
  await compare(
    'revenue, 12 months',
    () => readRevenue(db, '2025-07', '2026-06', money),
    () => revenueFromPurchases(db, '2025-07', '2026-06', money),
  );
  await compare(
    'active subscribers, 12 months',
    () => readActiveSubscribers(db, '2025-07', '2026-06'),
    () => activeSubscribersFromPurchases(db, '2025-07', '2026-06'),
  );
  await compare(
    'sign-ups and conversion, 12 months',
    () => readConversions(db, '2025-07', '2026-06', now),
    () => conversionFromStudents(db, '2025-07', '2026-06', now),
  );
  await compare(
    'lesson engagement, a page of 50 lessons',
    () => readLessonEngagement(db, page),
    () => lessonEngagementFromWatches(db, page),
  );
  await compare(
    'drop-off curve of one lesson',
    () => readDropOff(db, page[0]!),
    () => dropOffFromWatches(db, page[0]!),
  );
  await compare(
    'every case’s statistics',
    () => readCaseStatistics(db),
    () => caseStatisticsFromMarks(db),
  );
  await compare(
    'internal consistency per format',
    () => readPaperConsistency(db),
    () => paperConsistencyFromMarks(db),
  );
  await close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
