import { sql, type SQL } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { CASE_MARKS, type CaseMark } from '../db/vocabulary';
import { MARK_SCORES } from '../practice/rules';
import { monthsFrom } from './months';
import { anyOf, dayOne } from './sql-parts';
import { GRANT_PROVIDER, INSIGHT_TIME_ZONE } from './rules';
import {
  CONVERSION_WINDOW_HOURS,
  dropOffFromCounts,
  SPREAD_EPSILON,
  WATCH_BIN_SECONDS,
  type CaseStatistics,
  type DropOffPoint,
  type FormatConsistency,
  type LessonEngagement,
  type RetentionMonth,
  type RevenueMonth,
  type SignupMonth,
  type SubscriberMonth,
} from './statistics';

/*
 * Insight's figures computed in PostgreSQL straight from the tables they come from (docs/
 * insight.md): the definitions of statistics.ts written as GROUP BY, window functions, `corr()`,
 * `var_samp()` and `percentile_cont()`. Each reads the whole of what it is about, so pages read
 * the roll-ups instead (rollups.ts); these are what a refresh recomputes and what the tests hold
 * the roll-ups to.
 */

type MarkCounts = Record<CaseMark, number>;
export type CaseBankStatistics = CaseStatistics & MarkCounts;
export type LessonFigures = LessonEngagement & { videoId: number };

const zone = INSIGHT_TIME_ZONE;

/** The month a `timestamptz` expression falls in on the UK clock. */
const monthOf = (instant: SQL) => sql`date_trunc('month', ${instant} at time zone ${zone})::date`;

/** The instant the month (a `date` expression) ends: the next one begins. */
const monthEnd = (month: SQL) =>
  sql`((${month} + interval '1 month')::timestamp at time zone ${zone})`;

/*
 * A case's score in a paper (`pc` a practice_paper_cases row, `p` its practice_papers row), as a
 * paper's score counts it (docs/practice-coverage.md): the mark's worth, or for an oral case the
 * mean of its four domains mapped from 1–4 onto 0–1. Null while unmarked.
 */
const markScore = sql.join(
  [
    sql`case pc.mark`,
    ...CASE_MARKS.map((mark) => sql`when ${mark} then ${MARK_SCORES[mark]}::float8`),
    sql`end`,
  ],
  sql` `,
);
const oralScore = sql`(
  (pc.oral_scores->>'knowledge')::float8 + (pc.oral_scores->>'observation')::float8
  + (pc.oral_scores->>'reasoning')::float8 + (pc.oral_scores->>'safety')::float8 - 4) / 12`;
const caseScore = sql`(case when p.kind = 'oral' then ${oralScore} else ${markScore} end)`;

/** Whether a column's values differ by more than rounding (statistics.ts, `hasSpread`). */
const spread = (column: SQL, where?: SQL) => {
  const only = where ? sql` filter (where ${where})` : sql``;
  return sql`coalesce(max(${column})${only} - min(${column})${only} > ${SPREAD_EPSILON}, false)`;
};

type CaseRow = Omit<CaseBankStatistics, 'facility' | 'discrimination'> & {
  facility: number | string | null;
  discrimination: number | string | null;
};

const toNumber = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * Every case's attempts, marks, facility and discrimination (statistics.ts, `caseStatistics`),
 * or those of `caseIds` only. First attempts are numbered with `row_number()` per student and
 * case in the order the papers began; a first attempt's rest-of-paper score is the mean of its
 * paper's other marked cases.
 */
export async function caseStatisticsFromMarks(
  db: Executor,
  caseIds?: readonly number[],
): Promise<CaseBankStatistics[]> {
  if (caseIds && caseIds.length === 0) return [];
  const only = caseIds ? sql`where pc.sub_short_id = ${anyOf(caseIds)}` : sql``;
  const counts = CASE_MARKS.map(
    (mark) => sql`count(*) filter (where a.mark = ${mark})::int as ${sql.identifier(mark)}`,
  );
  const { rows } = await db.execute<CaseRow>(sql`
    with attempts as (
      select pc.sub_short_id, pc.paper_id, pc.mark, ${caseScore} as score,
        row_number() over (
          partition by p.student_id, pc.sub_short_id order by p.started_at, p.id) as encounter
      from practice_paper_cases pc join practice_papers p on p.id = pc.paper_id
      ${only}
    ),
    paper_totals as (
      select pc.paper_id, sum(${caseScore}) as total, count(${caseScore}) as scored
      from practice_paper_cases pc join practice_papers p on p.id = pc.paper_id
      where pc.paper_id in (select paper_id from attempts where encounter = 1 and score is not null)
      group by pc.paper_id
    ),
    firsts as (
      select a.sub_short_id, a.score as x,
        case when t.scored > 1 then (t.total - a.score) / (t.scored - 1) end as y
      from attempts a join paper_totals t on t.paper_id = a.paper_id
      where a.encounter = 1 and a.score is not null
    ),
    first_figures as (
      select sub_short_id, count(*)::int as first_attempts, avg(x) as facility,
        count(y)::int as pairs,
        case when ${spread(sql`x`, sql`y is not null`)} and ${spread(sql`y`)}
          then corr(x, y) end as discrimination
      from firsts group by sub_short_id
    )
    select a.sub_short_id as "caseId", count(a.score)::int as "attempts", ${sql.join(counts, sql`, `)},
      coalesce(f.first_attempts, 0) as "firstAttempts", f.facility as "facility",
      coalesce(f.pairs, 0) as "pairs", f.discrimination as "discrimination"
    from attempts a left join first_figures f on f.sub_short_id = a.sub_short_id
    group by a.sub_short_id, f.first_attempts, f.facility, f.pairs, f.discrimination
    having count(a.score) > 0
    order by a.sub_short_id`);
  return rows.map((row) => ({
    ...row,
    facility: toNumber(row.facility),
    discrimination: toNumber(row.discrimination),
  }));
}

/**
 * Internal consistency per paper format (statistics.ts, `paperConsistency`), or for the formats
 * of `kinds` only: each student's earliest fully marked paper of the format, its positions as
 * items, Cronbach's alpha from `var_samp` of the items and of the totals.
 */
export async function paperConsistencyFromMarks(
  db: Executor,
  kinds?: readonly string[],
): Promise<FormatConsistency[]> {
  if (kinds && kinds.length === 0) return [];
  const only = kinds ? sql`where p.kind = ${anyOf(kinds)}` : sql``;
  const { rows } = await db.execute<FormatConsistency>(sql`
    with papers as (
      select p.id, p.student_id, p.kind, p.started_at, count(*)::int as cases,
        count(${caseScore})::int as scored, max(pc.position) as last, sum(${caseScore}) as total
      from practice_papers p join practice_paper_cases pc on pc.paper_id = p.id
      ${only}
      group by p.id
    ),
    firsts as (
      select distinct on (student_id, kind, cases) id, kind, cases, total
      -- Complete data: positions 1…k all there (a deleted case leaves a gap) and all marked.
      from papers where scored = cases and last = cases and cases >= 2
      order by student_id, kind, cases, started_at, id
    ),
    items as (
      select f.kind, f.cases, pc.position, var_samp(${caseScore}) as variance
      from firsts f
      join practice_paper_cases pc on pc.paper_id = f.id
      join practice_papers p on p.id = f.id
      group by f.kind, f.cases, pc.position
    ),
    formats as (
      select kind, cases, count(*)::int as papers, var_samp(total) as total_variance,
        ${spread(sql`total`)} as spread,
        avg(total / cases) as mean_score
      from firsts group by kind, cases
    )
    select fo.kind as "kind", fo.cases as "cases", fo.papers as "papers",
      case when fo.papers >= 2 and fo.spread then
        fo.cases::float8 / (fo.cases - 1) * (1 - (
          select sum(i.variance) from items i where i.kind = fo.kind and i.cases = fo.cases
        ) / fo.total_variance)
      end as "alpha",
      fo.mean_score as "meanScore"
    from formats fo
    order by fo.kind, fo.cases`);
  return rows.map((row) => ({
    ...row,
    alpha: toNumber(row.alpha),
    meanScore: toNumber(row.meanScore),
  }));
}

/** A lesson's bins in SQL: by its stored length, else up to the last bin any watch has seen. */
const lessonBins = (videos: SQL, seen: SQL) =>
  sql`coalesce(ceil(${videos}.duration_seconds / ${WATCH_BIN_SECONDS}::float8)::int, ${seen}, 0)`;

/**
 * Starts, completions and the median watched share per lesson (statistics.ts,
 * `lessonEngagement`) from every student's watch, or for `videoIds` only.
 */
export async function lessonEngagementFromWatches(
  db: Executor,
  videoIds?: readonly number[],
): Promise<LessonFigures[]> {
  if (videoIds && videoIds.length === 0) return [];
  const only = videoIds ? sql`where w.video_id = ${anyOf(videoIds)}` : sql``;
  const seen = sql`(select max(b) + 1 from lesson_watches w2, unnest(w2.bins) b where w2.video_id = v.id)`;
  const { rows } = await db.execute<LessonFigures>(sql`
    with watches as (select w.video_id, w.bins, w.completed_at from lesson_watches w ${only}),
    lengths as (
      select v.id as video_id, ${lessonBins(sql`v`, seen)} as bins
      from videos v where v.id in (select video_id from watches)
    )
    select w.video_id as "videoId", count(*)::int as "starts",
      count(w.completed_at)::int as "completions",
      case when l.bins > 0 then percentile_cont(0.5) within group (
        order by least(1, cardinality(w.bins)::float8 / l.bins)) end as "medianWatchedShare"
    from watches w join lengths l on l.video_id = w.video_id
    group by w.video_id, l.bins
    order by w.video_id`);
  return rows.map((row) => ({
    ...row,
    medianWatchedShare: toNumber(row.medianWatchedShare),
  }));
}

/** A lesson's drop-off curve (statistics.ts, `dropOffCurve`) from every student's watch. */
export async function dropOffFromWatches(db: Executor, videoId: number): Promise<DropOffPoint[]> {
  const seen = sql`(select max(b) + 1 from lesson_watches w, unnest(w.bins) b where w.video_id = v.id)`;
  const [{ rows: lesson }, { rows: bins }] = await Promise.all([
    db.execute<{ starts: number; bins: number }>(sql`
      select (select count(*)::int from lesson_watches w where w.video_id = v.id) as "starts",
        ${lessonBins(sql`v`, seen)} as "bins"
      from videos v where v.id = ${videoId}`),
    db.execute<{ bin: number; viewers: number }>(sql`
      select b as "bin", count(*)::int as "viewers"
      from lesson_watches w, unnest(w.bins) b where w.video_id = ${videoId}
      group by b`),
  ]);
  const viewers = new Map(bins.map((row) => [row.bin, row.viewers]));
  return dropOffFromCounts(lesson[0]?.starts ?? 0, viewers, lesson[0]?.bins ?? 0);
}

type MoneyRow = {
  month: string;
  currency: string;
  purchases: number;
  gross: string;
  refunds: number;
  refunded: string;
  net: string;
};

export const moneyOf = (row: MoneyRow): RevenueMonth => ({
  month: row.month,
  currency: row.currency,
  purchases: Number(row.purchases),
  gross: Number(row.gross),
  refunds: Number(row.refunds),
  refunded: Number(row.refunded),
  net: Number(row.net),
});

/**
 * Money per month and currency (statistics.ts, `revenueByMonth`) from every purchase of the
 * `providers`: a purchase in the month it was made, its refund in the month of the refund.
 */
export async function revenueFromPurchases(
  db: Executor,
  first: string,
  last: string,
  providers: readonly string[],
): Promise<RevenueMonth[]> {
  if (providers.length === 0) return [];
  const { rows } = await db.execute<MoneyRow>(sql`
    with money as (
      select ${monthOf(sql`created_at`)} as month, currency, transaction_type, amount,
        true as bought
      from purchases
      union all
      select ${monthOf(sql`refunded_at`)}, currency, transaction_type, amount, false
      from purchases where refunded_at is not null
    )
    select to_char(month, 'YYYY-MM') as "month", currency as "currency",
      count(*) filter (where bought)::int as "purchases",
      coalesce(sum(amount) filter (where bought), 0) as "gross",
      count(*) filter (where not bought)::int as "refunds",
      coalesce(sum(amount) filter (where not bought), 0) as "refunded",
      coalesce(sum(amount) filter (where bought), 0)
        - coalesce(sum(amount) filter (where not bought), 0) as "net"
    from money
    where month between ${dayOne(first)}::date and ${dayOne(last)}::date
      and transaction_type = ${anyOf(providers)}
    group by month, currency
    order by month, currency`);
  return rows.map(moneyOf);
}

/**
 * Active subscribers at each month's end (statistics.ts, `activeSubscribersByMonth`): students
 * with a purchase of any provider but a grant whose period holds the month's last moment.
 */
export async function activeSubscribersFromPurchases(
  db: Executor,
  first: string,
  last: string,
): Promise<SubscriberMonth[]> {
  const end = monthEnd(sql`m.month::date`);
  const { rows } = await db.execute<SubscriberMonth>(sql`
    select to_char(m.month, 'YYYY-MM') as "month", count(distinct p.student_id)::int as "subscribers"
    from generate_series(${dayOne(first)}::date, ${dayOne(last)}::date, interval '1 month') as m(month)
    left join purchases p on p.transaction_type <> ${GRANT_PROVIDER}
      and p.expires_on is not null and p.start_on < ${end} and p.expires_on >= ${end}
    group by m.month
    order by m.month`);
  return rows;
}

/**
 * Renewals and lapses (statistics.ts, `retentionByMonth`): per month, the students subscribed at
 * its end and at the previous month's (kept), at the previous one's only (lapsed), at its own
 * only (joined), from every purchase.
 */
export async function retentionFromPurchases(
  db: Executor,
  first: string,
  last: string,
): Promise<RetentionMonth[]> {
  const end = monthEnd(sql`m.month`);
  const { rows } = await db.execute<RetentionMonth>(sql`
    with held as (
      select distinct m.month::date as month, p.student_id
      from generate_series(${dayOne(first)}::date - interval '1 month', ${dayOne(last)}::date,
        interval '1 month') as m(month)
      join purchases p on p.transaction_type <> ${GRANT_PROVIDER}
        and p.expires_on is not null and p.start_on < ${end} and p.expires_on >= ${end})
    select to_char(m.month, 'YYYY-MM') as "month",
      (select count(*) from held a join held b on b.student_id = a.student_id
         and b.month = (a.month - interval '1 month')::date where a.month = m.month)::int as "kept",
      (select count(*) from held b where b.month = (m.month - interval '1 month')::date
         and not exists (select 1 from held a where a.student_id = b.student_id
           and a.month = m.month))::int as "lapsed",
      (select count(*) from held a where a.month = m.month
         and not exists (select 1 from held b where b.student_id = a.student_id
           and b.month = (a.month - interval '1 month')::date))::int as "joined"
    from generate_series(${dayOne(first)}::date, ${dayOne(last)}::date, interval '1 month')
      as m(month)
    order by 1`);
  return rows;
}

/**
 * Sign-ups per month and how many bought (any provider but a grant) within 30 days
 * (statistics.ts, `conversionBySignupMonth`), from every student and purchase.
 */
export async function conversionFromStudents(
  db: Executor,
  first: string,
  last: string,
  now: Date,
): Promise<SignupMonth[]> {
  const window = sql`interval '${sql.raw(String(CONVERSION_WINDOW_HOURS))} hours'`;
  const { rows } = await db.execute<SignupMonth>(sql`
    select to_char(${monthOf(sql`s.created_at`)}, 'YYYY-MM') as "month", count(*)::int as "signups",
      count(b.first)::int as "converted",
      count(*) filter (where b.first is null and s.created_at + ${window} > ${now.toISOString()})::int
        as "open"
    from students s
    left join lateral (
      select min(p.created_at) as first from purchases p
      where p.student_id = s.id and p.transaction_type <> ${GRANT_PROVIDER}
        and p.created_at <= s.created_at + ${window}
    ) b on true
    where ${monthOf(sql`s.created_at`)} between ${dayOne(first)}::date and ${dayOne(last)}::date
    group by 1`);
  const found = new Map(rows.map((row) => [row.month, row]));
  return monthsFrom(first, last).map(
    (month) => found.get(month) ?? { month, signups: 0, converted: 0, open: 0 },
  );
}
