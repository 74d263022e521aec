// How the pages and calls hold up at a hundred times the demo's data. Not a test: a measurement.
//
//   npm run bench:scale                      build, seed two databases, measure, write bench/results/
//   npm run bench:scale -- --no-build        reuse the last build (.next-bench-scale)
//   npm run bench:scale -- --requests=40     timed requests per target, after a warm-up of five
//   npm run bench:scale -- --only=console    only the pages and calls whose label starts so
//                                            (several: --only=practice,console: audit)
//   npm run bench:scale -- --reuse-databases keep the two databases of the last run (migrated
//                                            again, not regrown): for a second run after a change
//   BENCH_DATABASE_PREFIX=x                  name the databases x_demo and x_scale (frcr_bench)
//
// On the PostgreSQL server BENCH_DATABASE_URL names (its role may CREATE DATABASE), or on a
// throwaway cluster of its own on loopback when it is unset (as .ci/run starts one), it creates
// two databases: `demo`, seeded as `npm run db:setup` seeds, and `scale`, the same grown by SQL to
// about a hundred times (10,000 students, 1,500 lessons, 100 categories, 5,000 cases with 500 in
// the first, 500 upcoming live sessions, 50,000 bookings, 100,000 purchases, 500,000 comments
// with 20,000 on the first lesson and on the first case; 20,000 ended practice papers holding
// about 183,000 paper cases and as many review cards, 2,960 of the cases the demo subscriber's;
// 20,000 audit rows). One production build serves each in
// turn (DATABASE_URL), from a fresh copy of the build so neither inherits the other's cache;
// every page and call is requested one after another, and p50/p95 and the ratio scale/demo are
// printed. For a ratio above 1.5 the real queries behind the call are run with EXPLAIN ANALYZE
// on `scale` (scripts/bench-scale-explain.ts) and sequential scans on large tables are flagged.
// Results: bench/results/scale-<time>.json and .md; docs/performance.md quotes the latest table.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { runDbSetup, startNext, stopAll, waitFor } from './next-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const REQUESTS = Number(args.requests ?? 40);
const WARM_UP = 5;
const RATIO_LIMIT = 1.5;
const DIST = '.next-bench-scale';
const PORT = Number(args.port ?? 3900 + (process.pid % 90));
const SITE_URL = `http://localhost:${PORT}`;
const REVALIDATE_SECRET = 'bench-scale-revalidate-secret-0123456789';
const STUDENT = { email: 'subscribed@frcrviva.test', password: 'DemoPass123' };
/** Tables that grow with students or content: a sequential scan on one of them is flagged. */
const LARGE_TABLES = [
  'students',
  'comments',
  'purchases',
  'session_bookings',
  'sub_shorts',
  'videos',
  'live_sessions',
  'feedback',
  'student_tokens',
  'video_progress',
  'payment_orders',
  'practice_papers',
  'practice_paper_cases',
  'case_schedules',
  'audit_log',
];

const baseEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
  AUTH_SECRET: 'bench-scale-secret-not-for-production-0123456789',
  SITE_URL,
  ANTI_CAPTURE: 'off',
  REVALIDATE_SECRET,
  LOG_LEVEL: 'warn',
};

// ------------------------------------------------------------------------------------------
// PostgreSQL
// ------------------------------------------------------------------------------------------

/** BENCH_DATABASE_URL, or a throwaway cluster on loopback; `stop` ends what was started. */
function postgresServer() {
  if (process.env.BENCH_DATABASE_URL) {
    return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined };
  }
  const initdb = ['/usr/local/bin/initdb', ...listPgBins('initdb')].find(existsSync);
  if (!initdb) throw new Error('Set BENCH_DATABASE_URL, or install PostgreSQL (initdb)');
  const bin = path.dirname(initdb);
  const dir = mkdtempSync(path.join(tmpdir(), 'frcr-bench-pg-'));
  const port = 56000 + (process.pid % 900);
  const asPostgres = (command, commandArgs) => {
    const root = process.getuid?.() === 0;
    execFileSync(
      root ? 'runuser' : command,
      root ? ['-u', 'postgres', '--', command, ...commandArgs] : commandArgs,
      { stdio: 'ignore' },
    );
  };
  writeFileSync(path.join(dir, 'password'), 'frcr-bench\n');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', dir]);
  asPostgres(path.join(bin, 'initdb'), [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'frcr',
    '--auth=scram-sha-256',
    `--pwfile=${path.join(dir, 'password')}`,
  ]);
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    path.join(dir, 'data'),
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c shared_buffers=256MB`,
    'start',
  ]);
  return {
    url: `postgres://frcr:frcr-bench@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function listPgBins(name) {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return [];
  return execFileSync('ls', [base])
    .toString()
    .trim()
    .split('\n')
    .map((v) => path.join(base, v, 'bin', name));
}

const databaseUrl = (serverUrl, name) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'frcr_bench';

/** Whether --reuse-databases may keep database `name`: it was made, and grown, by a run before. */
async function reusable(serverUrl, name) {
  if (args['reuse-databases'] !== 'true') return false;
  return withClient(serverUrl, async (client) => {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rows.length > 0;
  });
}

/**
 * A fresh database `name`, migrated and seeded as `npm run db:setup` does; with --reuse-databases
 * the one kept from the last run, only migrated (db:setup inserts nothing the second time).
 */
async function seededDatabase(serverUrl, name) {
  if (!(await reusable(serverUrl, name))) {
    await withClient(serverUrl, async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
  }
  const url = databaseUrl(serverUrl, name);
  runDbSetup({ ...process.env, DATABASE_URL: url });
  return url;
}

/**
 * The demo grown to about a hundred times, in set-based statements (generate_series), with the
 * skew of a real site: the first lesson and the first case draw 20,000 comments each, and the
 * first category holds 500 cases.
 */
const GROWTH_SQL = `
insert into students (full_name, email, password_hash, country_code)
select 'Bench Student ' || i, 'bench-' || i || '@example.com', '!', '44'
from generate_series(1, 10000 - (select count(*) from students)) as i;

-- Signed-in sessions: two API tokens per student, a third of them expired or revoked.
insert into student_tokens (student_id, token_hash, expires_at, revoked_at)
select s.id, md5('bench-token-' || s.id || '-' || n) || md5(s.id || '-' || n),
       now() + case when n = 1 then interval '30 days' else interval '-1 day' end,
       case when s.id % 3 = 0 and n = 1 then now() else null end
from students s cross join generate_series(1, 2) as n
where s.email like 'bench-%';

insert into videos (name, slug, description, thumbnail, cover, path, duration_seconds, position, published_at)
select v.name || ' (' || i || ')', v.slug || '-bench-' || i, v.description, v.thumbnail, v.cover, v.path,
       v.duration_seconds, 1000 + i, now() - (i) * interval '1 day'
from generate_series(1, 1500 - (select count(*) from videos)) as i
join lateral (select * from videos order by id offset (i % (select count(*) from videos where slug not like '%-bench-%')) limit 1) as v on true;

insert into shorts (name, slug, position)
select 'Bench category ' || i, 'bench-category-' || i, 1000 + i
from generate_series(1, 100 - (select count(*) from shorts)) as i;

-- Each grown case copies a demo case's facts (so the practice bank grows with the library) and
-- has a picture of its own, as an uploaded film does: the bank counts each image once.
insert into sub_shorts (short_id, name, slug, image, answer, position, system, modality, region, age_band, normal, key_findings, clinical_details)
select (select min(id) from shorts), s.name || ' (' || i || ')', 'bench-first-' || i,
       '/api/files/' || md5('bench-first-' || i)::uuid || '.webp', s.answer, 1000 + i,
       s.system, s.modality, s.region, s.age_band, s.normal, s.key_findings, s.clinical_details
from generate_series(1, 500 - (select count(*) from sub_shorts where short_id = (select min(id) from shorts))) as i
join lateral (select * from sub_shorts order by id offset (i % 40) limit 1) as s on true;

insert into sub_shorts (short_id, name, slug, image, answer, position, system, modality, region, age_band, normal, key_findings, clinical_details)
select c.id, s.name || ' (' || i || ')', 'bench-case-' || i,
       '/api/files/' || md5('bench-case-' || i)::uuid || '.webp', s.answer, 1000 + i,
       s.system, s.modality, s.region, s.age_band, s.normal, s.key_findings, s.clinical_details
from generate_series(1, 5000 - (select count(*) from sub_shorts)) as i
join lateral (select id from shorts where id > (select min(id) from shorts) order by id offset (i % 99) limit 1) as c on true
join lateral (select * from sub_shorts order by id offset (i % 40) limit 1) as s on true;

insert into live_sessions (title, slug, description, thumbnail, date, from_time, to_time, plan_id, capacity)
select 'Bench viva ' || i, 'bench-viva-' || i, 'A mock viva.', null,
       (current_date + (30 + i)::int), '10:00', '11:00', (select min(plan_id) from live_sessions), null
from generate_series(1, 500 - (select count(*) from live_sessions where ends_at > now())) as i;

insert into session_bookings (session_id, student_id, date, from_time, to_time, starts_at, ends_at)
select ls.id, st.id, ls.date, ls.from_time, ls.to_time, ls.starts_at, ls.ends_at
from (select id, row_number() over (order by id) - 1 as n from students) as st
cross join generate_series(0, 4) as k
join (select *, row_number() over (order by id) - 1 as n from live_sessions where slug like 'bench-viva-%') as ls
  on ls.n = (st.n * 7 + k * 101) % 500;

insert into purchases (student_id, plan_id, transaction_id, transaction_type, amount, currency, start_on, expires_on)
select st.id, (select min(id) from plans where duration_days is not null), 'bench-' || st.id || '-' || k, 'Razorpay', 349, 'GBP',
       now() - (400 + k * 30) * interval '1 day', now() - (200 + k * 30) * interval '1 day'
from (select id from students where email like 'bench-%' order by id limit 10000) as st
cross join generate_series(1, 10) as k;

create temporary table numbered_students as
select id, row_number() over (order by id) - 1 as n from students;

insert into comments (student_id, type, video_id, description, created_at)
select st.id, 'VIDEO', (select min(id) from videos), 'A note on this lesson (' || i || ')', now() - (i * 37) * interval '1 second'
from generate_series(1, 20000) as i
join numbered_students as st on st.n = i % 9990;

insert into comments (student_id, type, subshort_id, description, created_at)
select st.id, 'SHORT', (select min(id) from sub_shorts), 'A note on this case (' || i || ')', now() - (i * 41) * interval '1 second'
from generate_series(1, 20000) as i
join numbered_students as st on st.n = i % 9990;

insert into comments (student_id, type, video_id, description, created_at)
select st.id, 'VIDEO', v.id, 'Comment ' || i, now() - (i * 13) * interval '1 second'
from generate_series(1, 230000) as i
join numbered_students as st on st.n = i % 9990
join (select id, row_number() over (order by id) - 1 as n from videos) as v on v.n = i % 1500;

insert into comments (student_id, type, subshort_id, description, created_at)
select st.id, 'SHORT', s.id, 'Comment ' || i, now() - (i * 17) * interval '1 second'
from generate_series(1, 230000) as i
join numbered_students as st on st.n = i % 9990
join (select id, row_number() over (order by id) - 1 as n from sub_shorts) as s on s.n = i % 5000;

insert into feedback (student_id, video_id, type, rating, description, approved, created_at)
select st.id,
       case when i % 2 = 0 then (select min(id) from videos) end,
       case when i % 2 = 0 then 'VIDEO' else 'WEBSITE' end,
       4 + (i % 2), 'Clear and useful (' || i || ')', i % 3 <> 0, now() - (i) * interval '1 hour'
from generate_series(1, 5000) as i
join numbered_students as st on st.n = i % 9990;

-- Practice (docs/practice.md): 20,000 ended papers, about 183,000 paper cases, three in four
-- marked, and a review card per student and case met (as if every case had been marked). The demo subscriber is the heavy user:
-- 145 papers holding 2,960 paper cases.
create temporary table numbered_cases as
select id, row_number() over (order by id) - 1 as n from sub_shorts where system is not null;

create temporary table bench_papers as
select i as n, st.id as student_id,
       case when i % 4 = 1 then 'long' when i % 4 = 2 then 'oral' else 'short' end as kind,
       case when i % 4 = 1 then 6 when i % 4 = 2 then 6 else 12 end as cases,
       now() - (i * 53) * interval '1 minute' - interval '1 day' as started_at
from generate_series(1, 19855) as i
join numbered_students as st on st.n = i % 9990
where st.id <> (select id from students where email = 'subscribed@frcrviva.test')
union all
select 100000 + i, (select id from students where email = 'subscribed@frcrviva.test'),
       case when i <= 110 then 'short' else 'long' end, case when i <= 110 then 25 else 6 end,
       now() - (i * 5) * interval '1 day' - interval '1 day'
from generate_series(1, 145) as i;

alter table bench_papers add column paper_id integer;

with made as (
  insert into practice_papers (student_id, kind, started_at, ends_at, closed_at)
  select student_id, kind, started_at, started_at + interval '2 hours', started_at + interval '90 minutes'
  from bench_papers order by n
  returning id, student_id, started_at)
update bench_papers b set paper_id = made.id
from made where made.student_id = b.student_id and made.started_at = b.started_at;

insert into practice_paper_cases (paper_id, position, sub_short_id, answer, mark, marked_at)
select b.paper_id, k, c.id, '{"report":"A finding."}'::jsonb,
       case (b.n + k) % 4 when 0 then 'correct' when 1 then 'partly' when 2 then 'missed' end,
       case when (b.n + k) % 4 <> 3 then b.started_at + interval '3 hours' end
from bench_papers b
cross join lateral generate_series(1, b.cases) as k
join numbered_cases as c on c.n = (b.n * 37 + k * 101) % (select count(*) from numbered_cases);

insert into case_schedules (student_id, sub_short_id, due, stability, difficulty, elapsed_days,
  scheduled_days, reps, lapses, state, last_review, last_mark)
select distinct on (p.student_id, pc.sub_short_id) p.student_id, pc.sub_short_id,
       p.started_at + ((pc.position * 7 + p.id) % 60) * interval '1 day', 4.5, 5.2, 3, 7, 2, 0, 2,
       coalesce(pc.marked_at, p.closed_at), coalesce(pc.mark, 'missed')
from practice_paper_cases pc join practice_papers p on p.id = pc.paper_id
order by p.student_id, pc.sub_short_id, p.started_at desc;

drop table bench_papers;

drop table numbered_cases;

-- The console's audit log: 20,000 operator writes over two years.
insert into audit_log (operator_id, actor, action, target_type, target_id, after, at)
select (select min(id) from operators), 'operator@frcrviva.test',
       (array['student.updated', 'purchase.granted', 'lesson.published', 'case.updated', 'comment.removed'])[1 + i % 5],
       'student', (i % 9990)::text, jsonb_build_object('bench', i), now() - (i * 53) * interval '1 minute'
from generate_series(1, 20000) as i;

drop table numbered_students;
`;

async function grownDatabase(serverUrl) {
  const name = `${DATABASE_PREFIX}_scale`;
  const grown = await reusable(serverUrl, name);
  const url = await seededDatabase(serverUrl, name);
  await withClient(url, async (client) => {
    if (!grown) {
      for (const statement of GROWTH_SQL.split(/;\s*\n/).filter((s) => s.trim())) {
        await client.query(statement);
      }
    }
    await client.query('vacuum analyze');
    const { rows } = await client.query(`select
      (select count(*) from students) as students, (select count(*) from videos) as lessons,
      (select count(*) from shorts) as categories, (select count(*) from sub_shorts) as cases,
      (select count(*) from live_sessions where ends_at > now()) as upcoming_sessions,
      (select count(*) from session_bookings) as bookings, (select count(*) from purchases) as purchases,
      (select count(*) from comments) as comments, (select count(*) from student_tokens) as tokens,
      (select count(*) from practice_papers) as papers, (select count(*) from practice_paper_cases) as paper_cases,
      (select count(*) from case_schedules) as review_cards, (select count(*) from audit_log) as audit_rows,
      (select count(*) from practice_paper_cases pc join practice_papers p on p.id = pc.paper_id
         join students s on s.id = p.student_id where s.email = 'subscribed@frcrviva.test') as heavy_student_paper_cases,
      (select comment_count from videos order by id limit 1) as busiest_lesson_comments,
      (select comment_count from sub_shorts order by id limit 1) as busiest_case_comments`);
    console.log('scale database:', rows[0]);
  });
  return url;
}

// ------------------------------------------------------------------------------------------
// The build and the servers
// ------------------------------------------------------------------------------------------

function build(databaseUrl) {
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: root,
    env: { ...baseEnv, NEXT_DIST_DIR: DIST, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('next build failed');
  }
}

/** `next start` on a fresh copy of the build, so no run serves another database's cache. */
async function serve(databaseUrl, name) {
  const copy = `${DIST}-${name}`;
  rmSync(path.join(root, copy), { recursive: true, force: true });
  cpSync(path.join(root, DIST), path.join(root, copy), { recursive: true });
  const child = startNext({
    cwd: root,
    port: PORT,
    env: { ...baseEnv, NEXT_DIST_DIR: copy, DATABASE_URL: databaseUrl },
  });
  await waitFor(`${SITE_URL}/aboutus`);
  // The build prerendered the demo's content: regenerate everything from this database first.
  await fetch(`${SITE_URL}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
  });
  return {
    stop: async () => {
      await stopAll([child]);
      rmSync(path.join(root, copy), { recursive: true, force: true });
    },
  };
}

/** Signs the demo subscriber in through Auth.js's own credentials flow; the cookies. */
async function signInCookie() {
  const csrf = await fetch(`${SITE_URL}/api/auth/csrf`);
  const jar = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const { csrfToken } = await csrf.json();
  const response = await fetch(`${SITE_URL}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: jar.join('; '),
      origin: SITE_URL,
    },
    body: new URLSearchParams({ ...STUDENT, csrfToken }).toString(),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.some((c) => c.includes('session'))) throw new Error('Sign-in gave no cookie');
  return [...jar, ...cookies].join('; ');
}

// ------------------------------------------------------------------------------------------
// What is measured
// ------------------------------------------------------------------------------------------

/**
 * Each target: a page (GET) or a BFF call (POST JSON), as a visitor or the signed-in subscriber;
 * `before` runs untimed before each timed request (to make the next one a regeneration);
 * `explain` names the service calls behind it for the plans.
 */
/** The targets measured: all, or those whose label starts with one of --only's (commas between). */
function targets(ids, databaseUrl) {
  const all = allTargets(ids, databaseUrl);
  if (!args.only) return all;
  const prefixes = args.only.split(',');
  return all.filter((target) => prefixes.some((prefix) => target.label.startsWith(prefix)));
}

function allTargets(ids, databaseUrl) {
  // Closes the paper the last round started, and forgets the rounds' starts in the student's
  // hourly limit (practicePapersPerStudent): two runs within the hour start more than it allows.
  const closeOpenPapers = () =>
    withClient(databaseUrl, async (client) => {
      const student = `(select id from students where email = $1)`;
      await client.query(
        `update practice_papers set closed_at = now()
         where closed_at is null and student_id = ${student}`,
        [STUDENT.email],
      );
      await client.query(
        `delete from abuse_limits where key = 'practicePapersPerStudent:student:' || ${student}`,
        [STUDENT.email],
      );
    });
  const call = (label, path, body, explain, who = 'student') => ({
    label,
    path: `/api/${path}`,
    method: 'POST',
    body,
    who,
    explain,
  });
  const page = (label, path, who, explain = [], before) => ({ label, path, who, explain, before });
  const revalidate = (tags) => () =>
    fetch(`${SITE_URL}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
    }).then((r) => r.text());
  const comments = (input) => [{ call: 'listComments', input, student: true }];
  return [
    call(
      'comments: busiest lesson',
      'student/comment/list',
      { videoId: ids.lesson, limit: 5, offset: 0 },
      comments({ videoId: ids.lesson, limit: 5, offset: 0 }),
    ),
    call(
      'comments: busiest case',
      'student/comment/list',
      { subshortId: ids.case, limit: 5, offset: 0 },
      comments({ subshortId: ids.case, limit: 5, offset: 0 }),
    ),
    call(
      'comments: lesson at offset 10,000',
      'student/comment/list',
      { videoId: ids.lesson, limit: 20, offset: 10_000 },
      comments({ videoId: ids.lesson, limit: 20, offset: 10_000 }),
    ),
    call(
      'video/relatedtestimonials',
      'video/relatedtestimonials',
      { videoId: ids.lesson, limit: 0, offset: 0 },
      [
        {
          call: 'videoTestimonials',
          input: { videoId: ids.lesson, limit: 0, offset: 0 },
          student: false,
        },
      ],
      'visitor',
    ),
    call('plan history', 'student/booking/planhistory', {}, [
      { call: 'planHistory', input: {}, student: true },
    ]),
    page('/subshortsdetails?case=1', `/subshortsdetails?case=${ids.case}`, 'visitor', [
      { call: 'viewCase', input: { subshortId: ids.case }, student: false },
    ]),
    page('/subshorts?short=1', `/subshorts?short=${ids.category}`, 'visitor', [
      { call: 'listCases', input: { shortId: ids.category, limit: 24, offset: 0 }, student: false },
    ]),
    page(
      '/subshorts?short=1 last page',
      `/subshorts?short=${ids.category}&page=${ids.lastPage}`,
      'visitor',
      [
        {
          call: 'listCases',
          input: { shortId: ids.category, limit: 24, offset: (ids.lastPage - 1) * 24 },
          student: false,
        },
      ],
    ),
    page('/video?v=1 signed in', `/video?v=${ids.lesson}`, 'student', [
      { call: 'viewVideo', input: { videoId: ids.lesson }, student: true },
      { call: 'relatedVideos', input: { limit: 10, offset: 0 }, student: true },
    ]),
    page('/video?v=1 visitor', `/video?v=${ids.lesson}`, 'visitor'),
    page(
      '/video?v=1 regenerated',
      `/video?v=${ids.lesson}`,
      'visitor',
      [
        { call: 'viewVideo', input: { videoId: ids.lesson }, student: false },
        { call: 'relatedVideos', input: { limit: 10, offset: 0 }, student: false },
        {
          call: 'videoTestimonials',
          input: { videoId: ids.lesson, limit: 12, offset: 0 },
          student: false,
        },
        ...comments({ videoId: ids.lesson, limit: 5, offset: 0 }),
      ],
      revalidate([`videos:${ids.lesson}`, `comments:video:${ids.lesson}`]),
    ),
    page(
      '/sitemap.xml regenerated',
      '/sitemap.xml',
      'visitor',
      [
        { call: 'caseSitemap', input: {}, student: false },
        { call: 'lessonSitemap', input: {}, student: false },
        { call: 'sessionSitemap', input: {}, student: false },
      ],
      revalidate([`videos:${ids.lesson}`]),
    ),
    page('/', '/', 'visitor'),
    page('/shorts', '/shorts', 'visitor'),
    page('/session signed in', '/session', 'student', [
      { call: 'listStudentSessions', input: { limit: 9, offset: 0 }, student: true },
    ]),
    page('/session visitor', '/session', 'visitor'),
    page('session details', `/session-details/${btoa(String(ids.session))}`, 'student', [
      { call: 'sessionDetails', input: { sessionId: ids.session }, student: true },
    ]),
    page('/profile', '/profile', 'student'),
    // Practice (docs/practice.md), as the demo subscriber: 2,960 paper cases at 100×.
    page('practice: /practice', '/practice', 'student', [
      { call: 'practiceOverview', input: {}, student: true },
    ]),
    call('practice: overview call', 'student/practice/overview', {}, [
      { call: 'practiceOverview', input: {}, student: true },
    ]),
    page('practice: /practice/coverage', '/practice/coverage', 'student', [
      { call: 'practiceCoverage', input: {}, student: true },
      { call: 'examPlan', input: {}, student: true },
    ]),
    call('practice: coverage call', 'student/practice/coverage', {}, [
      { call: 'practiceCoverage', input: {}, student: true },
    ]),
    {
      // A write: each round starts a full short paper (the draw over the whole bank), and the
      // paper is closed untimed before the next round, as the student's Finish would.
      ...call(
        'practice: start a paper',
        'student/practice/start',
        { kind: 'short', length: 'full' },
        [],
      ),
      before: closeOpenPapers,
    },
    // The console, as the demo operator (a session made in the database: no TOTP to wait for).
    ...consoleTargets(ids, page),
  ];
}

/** The console's list pages, and the calls behind each for the plans. */
function consoleTargets(ids, page) {
  const operator = (call, input) => ({ call, input, operator: true });
  const search = 'bench-77';
  return [
    page('console: students', '/console/students', 'operator', [
      operator('listStudentsForConsole', { limit: 25, offset: 0 }),
    ]),
    page('console: students search', `/console/students?q=${search}`, 'operator', [
      operator('listStudentsForConsole', { q: search, limit: 25, offset: 0 }),
    ]),
    page('console: a student', `/console/student/${ids.buyer}`, 'operator', [
      operator('consoleStudentDetails', { studentId: ids.buyer }),
    ]),
    page('console: purchases', '/console/purchases', 'operator', [
      operator('moneySummary', {}),
      operator('listPurchasesForConsole', { limit: 25, offset: 0 }),
    ]),
    page('console: purchases search', `/console/purchases?q=${search}`, 'operator', [
      operator('listPurchasesForConsole', { q: search, limit: 25, offset: 0 }),
    ]),
    page('console: live sessions', '/console/sessions', 'operator', [
      operator('listSessionsForConsole', { state: 'upcoming', limit: 25, offset: 0 }),
    ]),
    page('console: a session', `/console/session/${ids.session}`, 'operator', [
      operator('consoleSessionDetails', { sessionId: ids.session }),
    ]),
    page('console: comments', '/console/comments', 'operator', [
      operator('listCommentsForReview', { limit: 25, offset: 0 }),
    ]),
    page('console: feedback', '/console/feedback', 'operator', [
      operator('listFeedbackForReview', { state: 'pending', limit: 25, offset: 0 }),
    ]),
    // A page whose own read is a handful of rows: what is left is the layout's cost.
    page('console: layout (operators page)', '/console/operators', 'operator', [
      operator('consoleOverview', {}),
    ]),
    page('console: audit log', '/console/audit', 'operator', [
      operator('listAuditLog', { limit: 50, offset: 0 }),
    ]),
    page('console: lessons', '/console/lessons', 'operator', [
      operator('listLessonsForConsole', { limit: 25, offset: 0 }),
    ]),
    page('console: case categories', '/console/cases', 'operator', [
      operator('listCaseCategoriesForConsole', { limit: 50, offset: 0 }),
    ]),
    page('console: plans', '/console/plans', 'operator', [operator('listPlansForConsole', {})]),
    // Insight (docs/insight.md): every figure from its roll-up.
    page('console: dashboard', '/console', 'operator', [
      operator('consoleOverview', {}),
      operator('insightDashboard', {}),
    ]),
    page('console: case analytics', '/console/case-analytics', 'operator', [
      operator('caseAnalytics', { sort: 'flags', descending: false, flagged: false }),
    ]),
    page('console: case analytics CSV', '/console/case-analytics/export?sort=flags', 'operator', [
      operator('caseAnalytics', { sort: 'flags', descending: false, flagged: false }),
    ]),
    page(
      'console: lesson engagement',
      `/console/lesson-engagement?lesson=${ids.lesson}`,
      'operator',
      [operator('lessonEngagement', { videoId: ids.lesson, offset: 0 })],
    ),
    page('console: cohorts', '/console/cohorts', 'operator', [operator('listCohorts', {})]),
    page('console: a cohort', `/console/cohort/${ids.cohort}`, 'operator', [
      operator('cohortReport', { cohortId: ids.cohort }),
    ]),
    page('console: a cohort CSV', `/console/cohort/${ids.cohort}/export`, 'operator', [
      operator('cohortReport', { cohortId: ids.cohort }),
    ]),
  ];
}

/** A console session for the demo operator, made in the database; its cookie. */
async function operatorCookie(databaseUrl) {
  const token = randomBytes(32).toString('base64url');
  await withClient(databaseUrl, (client) =>
    client.query(
      `insert into operator_sessions (operator_id, token_hash, expires_at)
       select id, $1, now() + interval '1 day' from operators where email = 'operator@frcrviva.test'`,
      [createHash('sha256').update(token).digest('hex')],
    ),
  );
  return `frcr.console=${token}`;
}

async function timeOnce(target, cookies) {
  const headers = { 'accept-encoding': 'gzip' };
  if (target.who === 'student') headers.cookie = cookies.student;
  if (target.who === 'operator') headers.cookie = cookies.operator;
  if (target.method === 'POST') {
    headers['content-type'] = 'application/json';
    headers.origin = SITE_URL;
  }
  if (target.before) await target.before();
  const start = performance.now();
  const response = await fetch(`${SITE_URL}${target.path}`, {
    method: target.method ?? 'GET',
    headers,
    body: target.body && JSON.stringify(target.body),
    redirect: 'manual',
  });
  const body = await response.arrayBuffer();
  const ms = performance.now() - start;
  if (response.status >= 400) throw new Error(`${target.label}: HTTP ${response.status}`);
  // A sitemap grows with the content by design: its cost is judged per URL it lists.
  const urls = response.headers.get('content-type')?.includes('xml')
    ? Buffer.from(body).toString('utf8').split('<url>').length - 1
    : undefined;
  return { ms, bytes: body.byteLength, urls, cache: response.headers.get('x-nextjs-cache') };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function measure(databaseUrl, name) {
  const ids = await withClient(databaseUrl, async (client) => {
    const one = async (q) => (await client.query(q)).rows[0].id;
    return {
      lesson: await one('select id from videos order by comment_count desc, id limit 1'),
      case: await one('select id from sub_shorts order by comment_count desc, id limit 1'),
      category: await one(
        'select short_id as id from sub_shorts group by short_id order by count(*) desc, short_id limit 1',
      ),
      lastPage: await one(
        'select ceil(count(*) / 24.0)::int as id from sub_shorts group by short_id order by count(*) desc, short_id limit 1',
      ),
      session: await one(
        'select id from live_sessions where ends_at > now() order by starts_at limit 1',
      ),
      buyer: await one(
        'select student_id as id from purchases group by student_id order by count(*) desc, student_id limit 1',
      ),
      // A cohort of the 20 students who signed up first: the same students at either size (the
      // demo has 24), so the report lists the same rows; at 100× they hold the grown activity
      // (the demo subscriber's 145 papers among them). A kept database's cohort is cut to them.
      cohort: await one(
        `with made as (
           insert into cohorts (name) values ('Bench cohort')
           on conflict (name) do update set name = excluded.name returning id),
         first as (select id from students order by id limit 20),
         members as (
           insert into cohort_members (cohort_id, student_id)
           select made.id, first.id from made, first
           on conflict do nothing),
         others as (
           delete from cohort_members m using made
           where m.cohort_id = made.id and m.student_id not in (select id from first))
         select id from made`,
      ),
    };
  });
  const server = await serve(databaseUrl, name);
  try {
    const cookie = { student: await signInCookie(), operator: await operatorCookie(databaseUrl) };
    const results = {};
    for (const target of targets(ids, databaseUrl)) {
      for (let i = 0; i < WARM_UP; i++) await timeOnce(target, cookie);
      const samples = [];
      for (let i = 0; i < REQUESTS; i++) samples.push(await timeOnce(target, cookie));
      const times = samples.map((s) => s.ms);
      results[target.label] = {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        bytes: samples.at(-1).bytes,
        urls: samples.at(-1).urls,
        cache: [...new Set(samples.map((s) => s.cache).filter(Boolean))].join('/'),
      };
      console.log(`${name} ${target.label}: p50 ${results[target.label].p50.toFixed(1)} ms`);
    }
    return { ids, results };
  } finally {
    await server.stop();
  }
}

function explain(databaseUrl, jobs) {
  if (jobs.length === 0) return [];
  const result = spawnSync('npx', ['tsx', 'scripts/bench-scale-explain.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    input: JSON.stringify(jobs),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`explain failed\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

const seqScans = (plan) =>
  [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]).filter((t) => LARGE_TABLES.includes(t));

async function main() {
  const server = postgresServer();
  try {
    console.log('Seeding the demo database…');
    const demoUrl = await seededDatabase(server.url, `${DATABASE_PREFIX}_demo`);
    console.log('Growing the scale database…');
    const scaleUrl = await grownDatabase(server.url);
    if (args['no-build'] !== 'true' || !existsSync(path.join(root, DIST, 'BUILD_ID'))) {
      console.log('Building…');
      build(demoUrl);
    }
    const demo = await measure(demoUrl, 'demo');
    const scale = await measure(scaleUrl, 'scale');

    const rows = Object.keys(demo.results).map((label) => {
      const d = demo.results[label];
      const s = scale.results[label];
      return { label, demo: d, scale: s, ratio: s.p50 / d.p50 };
    });
    const slow = rows.filter((row) => row.ratio > RATIO_LIMIT);
    const all = targets(scale.ids);
    const jobs = slow.flatMap((row) =>
      all.find((t) => t.label === row.label).explain.map((job) => ({ ...job, label: row.label })),
    );
    const plans = explain(scaleUrl, jobs).map((entry) => ({
      ...entry,
      plans: entry.plans.map((p) => ({ ...p, seqScans: seqScans(p.plan) })),
    }));

    const ms = (v) => v.toFixed(1);
    const table = [
      `| page or call | demo p50 / p95 ms | 100× p50 / p95 ms | 100×/demo (p50) | bytes demo → 100× |`,
      `| --- | --- | --- | --- | --- |`,
      ...rows.map(
        (r) =>
          `| ${r.label} | ${ms(r.demo.p50)} / ${ms(r.demo.p95)} | ${ms(r.scale.p50)} / ${ms(r.scale.p95)} | ${r.ratio.toFixed(2)}${r.ratio > RATIO_LIMIT ? ' ⚠' : ''} | ${r.demo.bytes} → ${r.scale.bytes} |`,
      ),
      ...rows
        .filter((r) => r.demo.urls && r.scale.urls)
        .map((r) => {
          const perUrl = (v) => (v.p50 * 1000) / v.urls;
          const ratio = perUrl(r.scale) / perUrl(r.demo);
          return `| ${r.label}, per URL (${r.demo.urls} → ${r.scale.urls} URLs) | ${ms(perUrl(r.demo))} µs | ${ms(perUrl(r.scale))} µs | ${ratio.toFixed(2)}${ratio > RATIO_LIMIT ? ' ⚠' : ''} | ${Math.round(r.demo.bytes / r.demo.urls)} → ${Math.round(r.scale.bytes / r.scale.urls)} per URL |`;
        }),
    ].join('\n');
    const flagged = plans
      .flatMap((entry) =>
        entry.plans.map(
          (p) =>
            `### ${entry.label}${p.seqScans.length ? ` — sequential scan on ${p.seqScans.join(', ')}` : ''}\n\n\`\`\`sql\n${p.sql}\n\`\`\`\n\n\`\`\`\n${p.plan}\n\`\`\``,
        ),
      )
      .join('\n\n');
    console.log(`\n${table}\n`);
    if (flagged) console.log(flagged);

    const dir = path.join(root, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    writeFileSync(
      path.join(dir, `scale-${stamp}.json`),
      JSON.stringify({ requests: REQUESTS, demo, scale, rows, plans }, null, 2),
    );
    writeFileSync(path.join(dir, `scale-${stamp}.md`), `${table}\n\n${flagged}\n`);
    console.log(`Written to bench/results/scale-${stamp}.{json,md}`);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
