import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { monthsFrom } from './months';
import { anyOf, dayOne } from './sql-parts';
import { moneyOf, type CaseBankStatistics, type LessonFigures } from './queries';
import {
  caseFlags,
  CONVERSION_WINDOW_HOURS,
  dropOffFromCounts,
  medianOfCounts,
  WATCH_BIN_SECONDS,
  type CaseFlag,
  type DropOffPoint,
  type FormatConsistency,
  type RetentionMonth,
  type RevenueMonth,
  type SignupMonth,
  type SubscriberMonth,
} from './statistics';

/*
 * Insight's figures read from the roll-ups (docs/insight.md): each reader is one or two indexed
 * queries whose size follows the months or lessons shown, not the rows behind them. They answer
 * exactly what queries.ts computes from the tables (rollups.test.ts holds them to it); the case
 * bank's figures are as of the last refresh.
 */

/** Money per month and currency, purchases of the `providers` only. */
export async function readRevenue(
  db: Executor,
  first: string,
  last: string,
  providers: readonly string[],
): Promise<RevenueMonth[]> {
  if (providers.length === 0) return [];
  const { rows } = await db.execute<Parameters<typeof moneyOf>[0]>(sql`
    select to_char(month, 'YYYY-MM') as "month", currency as "currency",
      sum(purchases)::int as "purchases", sum(gross) as "gross",
      sum(refunds)::int as "refunds", sum(refunded) as "refunded",
      sum(gross) - sum(refunded) as "net"
    from revenue_months
    where month between ${dayOne(first)}::date and ${dayOne(last)}::date
      and provider = ${anyOf(providers)}
    group by month, currency
    having sum(purchases) <> 0 or sum(refunds) <> 0
    order by month, currency`);
  return rows.map(moneyOf);
}

/** Active subscribers at each month's end, every month of the range. */
export async function readActiveSubscribers(
  db: Executor,
  first: string,
  last: string,
): Promise<SubscriberMonth[]> {
  const { rows } = await db.execute<SubscriberMonth>(sql`
    select to_char(month, 'YYYY-MM') as "month", subscribers as "subscribers"
    from subscriber_month_counts
    where month between ${dayOne(first)}::date and ${dayOne(last)}::date`);
  const found = new Map(rows.map((row) => [row.month, row.subscribers]));
  return monthsFrom(first, last).map((month) => ({ month, subscribers: found.get(month) ?? 0 }));
}

/**
 * Renewals and lapses, every month of the range, from each month's subscribers and how many of
 * them the month kept (subscriber_month_counts): joined = subscribers − kept, lapsed = the
 * previous month's subscribers − kept. A row per month, whatever the number of students.
 */
export async function readRetention(
  db: Executor,
  first: string,
  last: string,
): Promise<RetentionMonth[]> {
  const { rows } = await db.execute<RetentionMonth>(sql`
    select to_char(m.month, 'YYYY-MM') as "month", coalesce(c.kept, 0)::int as "kept",
      (coalesce(b.subscribers, 0) - coalesce(c.kept, 0))::int as "lapsed",
      (coalesce(c.subscribers, 0) - coalesce(c.kept, 0))::int as "joined"
    from generate_series(${dayOne(first)}::date, ${dayOne(last)}::date, interval '1 month') m(month)
    left join subscriber_month_counts c on c.month = m.month
    left join subscriber_month_counts b on b.month = (m.month - interval '1 month')::date
    order by 1`);
  return rows;
}

/**
 * Sign-ups per month and how many bought within 30 days; `open` counts those still within their
 * 30 days at `now`, read from the newest sign-ups alone.
 */
export async function readConversions(
  db: Executor,
  first: string,
  last: string,
  now: Date,
): Promise<SignupMonth[]> {
  const range = sql`month between ${dayOne(first)}::date and ${dayOne(last)}::date`;
  const opened = new Date(now.getTime() - CONVERSION_WINDOW_HOURS * 3_600_000);
  const [{ rows: counts }, { rows: open }] = await Promise.all([
    db.execute<{ month: string; signups: number; converted: number }>(sql`
      select to_char(month, 'YYYY-MM') as "month", signups as "signups", converted as "converted"
      from signup_month_counts where ${range}`),
    db.execute<{ month: string; open: number }>(sql`
      select to_char(month, 'YYYY-MM') as "month", count(*)::int as "open"
      from signup_conversions
      where signed_up_at > ${opened.toISOString()} and converted_at is null and ${range}
      group by month`),
  ]);
  return monthsFrom(first, last).map((month) => {
    const count = counts.find((row) => row.month === month);
    return {
      month,
      signups: count?.signups ?? 0,
      converted: count?.converted ?? 0,
      open: open.find((row) => row.month === month)?.open ?? 0,
    };
  });
}

/** A lesson's bins in SQL from the roll-ups: its stored length, else the last bin seen. */
const lessonBins = sql`coalesce(
  ceil(v.duration_seconds / ${WATCH_BIN_SECONDS}::float8)::int,
  (select max(b.bin) + 1 from lesson_engagement_bins b where b.video_id = v.id and b.viewers > 0),
  0)`;

/** Starts, completions and median watched share of the lessons (a page of them) with a start. */
export async function readLessonEngagement(
  db: Executor,
  videoIds?: readonly number[],
): Promise<LessonFigures[]> {
  if (videoIds && videoIds.length === 0) return [];
  const only = (column: string) =>
    videoIds ? sql`and ${sql.identifier(column)} = ${anyOf(videoIds)}` : sql``;
  const [{ rows: lessons }, { rows: depths }] = await Promise.all([
    db.execute<{ videoId: number; starts: number; completions: number; bins: number }>(sql`
      select e.video_id as "videoId", e.starts as "starts", e.completions as "completions",
        ${lessonBins} as "bins"
      from lesson_engagement e join videos v on v.id = e.video_id
      where e.starts > 0 ${only('video_id')}
      order by e.video_id`),
    db.execute<{ videoId: number; binsSeen: number; starts: number }>(sql`
      select video_id as "videoId", bins_seen as "binsSeen", starts as "starts"
      from lesson_engagement_depths where starts > 0 ${only('video_id')}`),
  ]);
  return lessons.map(({ videoId, starts, completions, bins }) => ({
    videoId,
    starts,
    completions,
    medianWatchedShare:
      bins === 0
        ? null
        : medianOfCounts(
            depths
              .filter((depth) => depth.videoId === videoId)
              .map((depth) => [Math.min(1, depth.binsSeen / bins), depth.starts] as const),
          ),
  }));
}

/** A lesson's drop-off curve: the share of its starts that saw each 5-second bin. */
export async function readDropOff(db: Executor, videoId: number): Promise<DropOffPoint[]> {
  const [{ rows: lesson }, { rows: bins }] = await Promise.all([
    db.execute<{ starts: number; bins: number }>(sql`
      select coalesce(e.starts, 0) as "starts", ${lessonBins} as "bins"
      from videos v left join lesson_engagement e on e.video_id = v.id
      where v.id = ${videoId}`),
    db.execute<{ bin: number; viewers: number }>(sql`
      select bin as "bin", viewers as "viewers" from lesson_engagement_bins
      where video_id = ${videoId} and viewers > 0`),
  ]);
  const viewers = new Map(bins.map((row) => [row.bin, row.viewers]));
  return dropOffFromCounts(lesson[0]?.starts ?? 0, viewers, lesson[0]?.bins ?? 0);
}

export type CaseStatisticsRow = CaseBankStatistics & { flags: CaseFlag[]; refreshedAt: string };

/** Every case's figures as of the last refresh, with the flags they earn, by case id. */
export async function readCaseStatistics(db: Executor): Promise<CaseStatisticsRow[]> {
  const { rows } = await db.execute<Omit<CaseStatisticsRow, 'flags'>>(sql`
    select sub_short_id as "caseId", attempts as "attempts", correct as "correct",
      partly as "partly", missed as "missed", overcalled as "overcalled",
      first_attempts as "firstAttempts", facility as "facility", pairs as "pairs",
      discrimination as "discrimination", refreshed_at as "refreshedAt"
    from case_statistics order by sub_short_id`);
  return rows.map((row) => ({
    ...row,
    refreshedAt: new Date(row.refreshedAt).toISOString(),
    flags: caseFlags(row),
  }));
}

/** Internal consistency per paper format, as of the last refresh. */
export async function readPaperConsistency(db: Executor): Promise<FormatConsistency[]> {
  const { rows } = await db.execute<FormatConsistency>(sql`
    select kind as "kind", cases as "cases", papers as "papers", alpha as "alpha",
      mean_score as "meanScore"
    from paper_format_statistics order by kind, cases`);
  return rows;
}
