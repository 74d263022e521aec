import { sql } from 'drizzle-orm';

import type { Service } from '../calls/service';
import type { Executor } from '../db/client';
import { TRANSACTION_TYPES } from '../calls/domain';
import type { insightCalls } from './calls';
import { DASHBOARD_MONTHS, LESSON_ENGAGEMENT_PAGE, type CaseAnalyticsRow } from './calls';
import { addMonths, monthOf, monthsFrom } from './months';
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

/*
 * The console's insight pages (docs/insight.md): each figure from its roll-up, the rest from
 * indexed counts over the last seven days or what waits, never a scan of a table's history.
 */

const WEEK_MS = 7 * 24 * 3_600_000;

export const insightDashboard: Service<typeof insightCalls.insightDashboard> = async ({
  db,
  now,
}) => {
  const at = now();
  const last = monthOf(at, INSIGHT_TIME_ZONE);
  const first = addMonths(last, 1 - DASHBOARD_MONTHS);
  const months = monthsFrom(first, last);
  const weekAgo = new Date(at.getTime() - WEEK_MS).toISOString();
  const [revenue, subscribers, signups, retention, engagement, waiting] = await Promise.all([
    readRevenue(db, first, last, TRANSACTION_TYPES),
    readActiveSubscribers(db, first, last),
    readConversions(db, first, last, at),
    // Each month against the one before: who stayed, who lapsed, who joined (docs/insight.md).
    readRetention(db, first, last),
    db.execute<{
      lessonsCompleted: number;
      papersTaken: number;
      sessionsHeld: number;
      bookings: number;
    }>(sql`
      select
        (select count(*) from lesson_watches where completed_at > ${weekAgo})::int
          as "lessonsCompleted",
        (select count(*) from practice_papers where started_at > ${weekAgo}
           and started_at <= ${at.toISOString()})::int as "papersTaken",
        (select count(*) from live_sessions where starts_at > ${weekAgo}
           and starts_at <= ${at.toISOString()})::int as "sessionsHeld",
        (select count(*) from session_bookings where starts_at > ${weekAgo}
           and starts_at <= ${at.toISOString()})::int as "bookings"`),
    db.execute<{
      feedbackToReview: number;
      openMessages: number;
      failedMail: number;
      casesToRefresh: number;
    }>(sql`
      select
        (select count(*) from feedback where not approved)::int as "feedbackToReview",
        (select count(*) from contact_messages where handled_at is null)::int as "openMessages",
        (select count(*) from (
           select id from pgboss.job where name = 'mail' and state = 'failed'
             and completed_on > ${weekAgo}
           union all
           select id from pgboss.archive where name = 'mail' and state = 'failed'
             and completed_on > ${weekAgo}) failed)::int as "failedMail",
        (select count(*) from case_statistics_stale)::int as "casesToRefresh"`),
  ]);
  return {
    message: 'Success',
    data: {
      months,
      revenue,
      subscribers,
      signups,
      retention,
      engagement: engagement.rows[0]!,
      waiting: waiting.rows[0]!,
    },
  };
};

const nullsLast = (a: number | null, b: number | null, descending: boolean) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : descending ? b - a : a - b;

/** Each column's order; a figure not yet known (–) sorts last either way (docs/insight.md). */
const sorters: Record<
  string,
  (a: CaseAnalyticsRow, b: CaseAnalyticsRow, descending: boolean) => number
> = {
  case: (a, b, descending) =>
    (descending ? -1 : 1) * (a.category.localeCompare(b.category) || a.name.localeCompare(b.name)),
  attempts: (a, b, descending) => (descending ? b.attempts - a.attempts : a.attempts - b.attempts),
  facility: (a, b, descending) => nullsLast(a.facility, b.facility, descending),
  discrimination: (a, b, descending) => nullsLast(a.discrimination, b.discrimination, descending),
  disagreement: (a, b, descending) => nullsLast(a.disagreement, b.disagreement, descending),
  // The flagged first (most flags first), then by attempts, most first.
  flags: (a, b, descending) =>
    (descending ? -1 : 1) * (b.flags.length - a.flags.length || b.attempts - a.attempts),
};

/**
 * Per case, the viva rooms' cases marked both by the examiner and by the candidate in their
 * paper's review, and the share of them whose marks differ: the overall mark, or any of the four
 * domains the examiner scored that the self-mark scored otherwise, as the room's summary says
 * "Marks differ" (docs/insight.md). Read from the marks themselves: they are few, a room's dozen.
 */
async function readExaminerDisagreement(db: Executor) {
  const { rows } = await db.execute<{ caseId: number; marked: number; differ: number }>(sql`
    select m.sub_short_id as "caseId", count(*)::int as "marked",
      count(*) filter (where m.mark <> c.mark or (c.oral_scores is not null and exists (
        select 1 from jsonb_each(m.oral_scores) e
        where c.oral_scores -> e.key is distinct from e.value)))::int as "differ"
    from viva_room_marks m
    join viva_rooms r on r.id = m.room_id
    join practice_paper_cases c on c.position = m.position and c.sub_short_id = m.sub_short_id
      and c.paper_id = case m.half when 1 then r.owner_paper_id else r.partner_paper_id end
    where c.mark is not null
    group by m.sub_short_id`);
  return rows.map((row) => ({
    caseId: row.caseId,
    marked: row.marked,
    disagreement: row.differ / row.marked,
  }));
}

export const caseAnalytics: Service<typeof insightCalls.caseAnalytics> = async (
  { db },
  _operator,
  { sort, descending, flagged },
) => {
  const [figures, formats, names, stale, examined] = await Promise.all([
    readCaseStatistics(db),
    readPaperConsistency(db),
    db.execute<{ caseId: number; name: string; category: string }>(sql`
      select c.id as "caseId", c.name as "name", s.name as "category"
      from case_statistics cs join sub_shorts c on c.id = cs.sub_short_id
      join shorts s on s.id = c.short_id`),
    db.execute<{ stale: number }>(sql`select count(*)::int as "stale" from case_statistics_stale`),
    readExaminerDisagreement(db),
  ]);
  const named = new Map(names.rows.map((row) => [row.caseId, row]));
  const byCase = new Map(examined.map((row) => [row.caseId, row]));
  const rows: CaseAnalyticsRow[] = figures
    .filter((row) => !flagged || row.flags.length > 0)
    .map(({ refreshedAt: _refreshedAt, ...row }) => ({
      ...row,
      name: named.get(row.caseId)?.name ?? '',
      category: named.get(row.caseId)?.category ?? '',
      examinerMarked: byCase.get(row.caseId)?.marked ?? 0,
      disagreement: byCase.get(row.caseId)?.disagreement ?? null,
    }));
  const compare = sorters[sort]!;
  rows.sort((a, b) => compare(a, b, descending) || a.caseId - b.caseId);
  const refreshed = figures.map((row) => row.refreshedAt).sort()[0] ?? null;
  return {
    message: 'Success',
    data: { cases: rows, formats, refreshedAt: refreshed, stale: stale.rows[0]!.stale },
  };
};

export const lessonEngagement: Service<typeof insightCalls.lessonEngagement> = async (
  { db },
  _operator,
  { videoId, offset },
) => {
  const [{ rows: lessons }, { rows: counted }] = await Promise.all([
    db.execute<{ videoId: number; name: string; durationSeconds: number | null }>(sql`
      select id as "videoId", name as "name", duration_seconds as "durationSeconds"
      from videos order by position, id limit ${LESSON_ENGAGEMENT_PAGE} offset ${offset}`),
    db.execute<{ total: number }>(sql`select count(*)::int as "total" from videos`),
  ]);
  const figures = await readLessonEngagement(
    db,
    lessons.map((lesson) => lesson.videoId),
  );
  const byLesson = new Map(figures.map((row) => [row.videoId, row]));
  let dropOff = null;
  if (videoId !== undefined) {
    const [lesson] = (
      await db.execute<{ name: string; starts: number }>(sql`
        select v.name as "name", coalesce(e.starts, 0)::int as "starts"
        from videos v left join lesson_engagement e on e.video_id = v.id where v.id = ${videoId}`)
    ).rows;
    if (lesson) dropOff = { videoId, ...lesson, points: await readDropOff(db, videoId) };
  }
  return {
    message: 'Success',
    data: {
      lessons: lessons.map((lesson) => ({
        ...lesson,
        starts: byLesson.get(lesson.videoId)?.starts ?? 0,
        completions: byLesson.get(lesson.videoId)?.completions ?? 0,
        medianWatchedShare: byLesson.get(lesson.videoId)?.medianWatchedShare ?? null,
      })),
      total: counted[0]!.total,
      dropOff,
    },
  };
};
