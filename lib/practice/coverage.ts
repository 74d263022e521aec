import { sql } from 'drizzle-orm';

import type { Service } from '@/lib/calls/service';
import {
  CASE_MODALITIES,
  CASE_SYSTEMS,
  type CaseModality,
  type CaseSystem,
} from '@/lib/db/vocabulary';

import type { Database } from '../db/client';
import type {
  MarkCounts,
  ModalityCoverage,
  PaperScore,
  practiceCalls,
  PracticeCoverage,
  RegionCoverage,
  SystemCoverage,
  WeakArea,
} from './calls';
import {
  MARK_SCORES,
  PAPERS_CHARTED,
  SCORED_PAPER_KINDS,
  WEAKEST_MIN_MARKED,
  WEAKEST_SHOWN,
} from './rules';
import { CASE_MARKS, type CaseMark, type CoverageArea } from '../db/vocabulary';
import { coverageMessages } from './texts';

/*
 * A student's coverage of the case bank (docs/practice-coverage.md). Three reads: the bank's
 * areas with what the student has seen of each, the student's marks per system and modality,
 * and their last closed papers' scores. The first two read roll-ups that triggers keep in the
 * transaction of every write that moves them (migration 0036), so their size follows the areas,
 * not the bank or the student's history; the papers come by `practice_papers_student_idx` and
 * each one's cases by the primary key.
 */

type BankRow = {
  area: CoverageArea;
  system: CaseSystem | null;
  modality: CaseModality | null;
  region: string | null;
  bank: number;
  seen: number;
};

/**
 * The bank's images per area (published cases of published categories whose facts are set, once
 * per image: the rapid review category repeats images), and how many of them the student has met
 * in a paper that has ended. A running paper keeps its cases' facts back (docs/practice.md), so
 * it counts only once it ends: otherwise the regions it moves out of "not covered" would name
 * them. Closed papers are in the roll-up; a paper whose clock has run out but that nothing has
 * closed yet is added here, its images not already seen counted through the bank's areas.
 */
async function readBank(db: Database, studentId: number, now: Date): Promise<BankRow[]> {
  const { rows } = await db.execute<BankRow>(sql`
    with pending as (
      select distinct c.image
      from practice_paper_cases pc
      join sub_shorts c on c.id = pc.sub_short_id
      where pc.paper_id = any(array(
          select p.id from practice_papers p
          where p.student_id = ${studentId} and p.closed_at is null
            and p.ends_at <= ${now.toISOString()}))
        and not exists (
          select 1 from practice_seen_images si
          where si.student_id = ${studentId} and si.image = c.image)
    ),
    seen as (
      select counted.area, counted.key, sum(counted.images)::int as images
      from (
        select s.area, s.key, s.images from practice_seen_areas s
        where s.student_id = ${studentId}
        union all
        select b.area, b.key, count(*)::int
        from pending p join practice_bank_images b on b.image = p.image
        group by b.area, b.key
      ) counted
      group by counted.area, counted.key
    )
    select a.area,
      case when a.area = 'system' then a.key end as "system",
      case when a.area = 'modality' then a.key end as "modality",
      a.region, a.images as "bank", coalesce(s.images, 0)::int as "seen"
    from practice_bank_areas a
    left join seen s on s.area = a.area and s.key = a.key`);
  return rows;
}

/** `grouping(system, modality)` of each grouping set of the marks: which column the row is about. */
const MARK_LEVEL = { system: 1, modality: 2 } as const;

type MarkRow = MarkCounts & {
  level: number;
  system: CaseSystem | null;
  modality: CaseModality | null;
  lastMark: CaseMark;
};

/**
 * The student's marks per system and per modality: counts and the most recent one. A mark an
 * examiner gave them in a viva room counts as their own self-mark does (docs/viva-rooms.md).
 */
async function readMarks(db: Database, studentId: number): Promise<MarkRow[]> {
  const counts = CASE_MARKS.map(
    (mark) => sql`sum(m.${sql.identifier(mark)})::int as ${sql.identifier(mark)}`,
  );
  const { rows } = await db.execute<MarkRow>(sql`
    select grouping(m.system, m.modality)::int as "level", m.system, m.modality,
      ${sql.join(counts, sql`, `)},
      (array_agg(m.last_mark order by m.last_marked_at desc nulls last, m.last_started_at desc,
        m.last_position desc))[1] as "lastMark"
    from practice_mark_areas m
    where m.student_id = ${studentId}
    group by grouping sets ((m.system), (m.modality))`);
  return rows;
}

type PaperRow = Omit<PaperScore, 'takenAt'> & { takenAt: Date | string; taken: number };

/** A self-mark's worth, in SQL, from MARK_SCORES. */
const markScore = sql.join(
  [
    sql`case pc.mark`,
    ...CASE_MARKS.map((mark) => sql`when ${mark} then ${MARK_SCORES[mark]}::float8`),
    sql`end`,
  ],
  sql` `,
);

/** An oral case's score: the mean of its four domains, each 1–4 mapped onto 0–1. */
const oralScore = sql`(
  (pc.oral_scores->>'knowledge')::float8 + (pc.oral_scores->>'observation')::float8
  + (pc.oral_scores->>'reasoning')::float8 + (pc.oral_scores->>'safety')::float8 - 4) / 12`;

/**
 * The student's last PAPERS_CHARTED closed papers (those whose clock has run out count as closed:
 * the paper closes itself then) with their scores, in the order they were taken, and how many
 * they have closed in all. The papers come by `practice_papers_student_idx` and each one's cases
 * by the primary key, so the answer is bounded however many papers a student has sat.
 */
async function readPapers(db: Database, studentId: number, now: Date): Promise<PaperRow[]> {
  const caseScore = sql`case when p.kind = 'oral' then ${oralScore} else ${markScore} end`;
  const { rows } = await db.execute<PaperRow>(sql`
    with taken as (
      select p.id, p.kind, least(coalesce(p.closed_at, p.ends_at), p.ends_at) as taken_at
      from practice_papers p
      where p.student_id = ${studentId}
        and p.kind in (${sql.join(
          SCORED_PAPER_KINDS.map((kind) => sql`${kind}`),
          sql`, `,
        )})
        and (p.closed_at is not null or p.ends_at <= ${now.toISOString()})
    ),
    shown as (
      select * from taken order by taken_at desc, id desc limit ${PAPERS_CHARTED}
    )
    select p.id as "paperId", p.kind, p.taken_at as "takenAt",
      (select count(*) from taken)::int as "taken",
      figures.cases, figures.scored, figures.score
    from shown p
    cross join lateral (
      select count(pc.position)::int as "cases",
        count(${caseScore})::int as "scored",
        avg(${caseScore}) as "score"
      from practice_paper_cases pc
      where pc.paper_id = p.id
    ) figures
    order by p.taken_at, p.id`);
  return rows;
}

const noMarks = (): MarkCounts => ({ correct: 0, partly: 0, missed: 0, overcalled: 0 });

function scoreOf(marks: MarkCounts): number | null {
  const marked = markedCount(marks);
  if (marked === 0) return null;
  return CASE_MARKS.reduce((sum, mark) => sum + marks[mark] * MARK_SCORES[mark], 0) / marked;
}

const markedCount = (marks: MarkCounts) => CASE_MARKS.reduce((sum, mark) => sum + marks[mark], 0);

type AreaFigures = Omit<SystemCoverage, 'system'>;

/** One area's figures from its bank row and its marks row, either of which may be missing. */
function areaFigures(bank: BankRow | undefined, marks: MarkRow | undefined): AreaFigures {
  const counts = marks
    ? Object.fromEntries(CASE_MARKS.map((mark) => [mark, marks[mark]]))
    : noMarks();
  return {
    bank: bank?.bank ?? 0,
    seen: bank?.seen ?? 0,
    marks: counts as MarkCounts,
    lastMark: marks?.lastMark ?? null,
    score: scoreOf(counts as MarkCounts),
  };
}

/** The areas of the bank or of the student's marks, in the facts' order. */
function areas<K extends string>(
  keys: readonly K[],
  bankRows: BankRow[],
  markRows: MarkRow[],
  keyOf: (row: BankRow | MarkRow) => K | null,
): { key: K; figures: AreaFigures }[] {
  return keys.flatMap((key) => {
    const bank = bankRows.find((row) => keyOf(row) === key);
    const marks = markRows.find((row) => keyOf(row) === key);
    return bank || marks ? [{ key, figures: areaFigures(bank, marks) }] : [];
  });
}

/** The lowest-scoring systems and modalities judged on enough marks; perfect ones are not weak. */
function weakestAreas(systems: SystemCoverage[], modalities: ModalityCoverage[]): WeakArea[] {
  const judged = (figures: AreaFigures) =>
    markedCount(figures.marks) >= WEAKEST_MIN_MARKED && figures.score !== null && figures.score < 1;
  const weak: WeakArea[] = [
    ...systems.filter(judged).map((area) => ({
      area: 'system' as const,
      system: area.system,
      score: area.score!,
      marked: markedCount(area.marks),
    })),
    ...modalities.filter(judged).map((area) => ({
      area: 'modality' as const,
      modality: area.modality,
      score: area.score!,
      marked: markedCount(area.marks),
    })),
  ];
  return weak.sort((a, b) => a.score - b.score || b.marked - a.marked).slice(0, WEAKEST_SHOWN);
}

/** The request's student's coverage of the bank, their marks per area and their papers' scores. */
export const practiceCoverage: Service<typeof practiceCalls.practiceCoverage> = async (
  { db, now },
  { studentId },
) => {
  const at = now();
  const [bankRows, markRows, paperRows] = await Promise.all([
    readBank(db, studentId, at),
    readMarks(db, studentId),
    readPapers(db, studentId, at),
  ]);
  const bankAt = (area: CoverageArea) => bankRows.filter((row) => row.area === area);
  const marksAt = (level: number) => markRows.filter((row) => row.level === level);

  const systems = areas(
    CASE_SYSTEMS,
    bankAt('system'),
    marksAt(MARK_LEVEL.system),
    (row) => row.system,
  ).map(({ key, figures }) => ({ system: key, ...figures }));
  const modalities = areas(
    CASE_MODALITIES,
    bankAt('modality'),
    marksAt(MARK_LEVEL.modality),
    (row) => row.modality,
  ).map(({ key, figures }) => ({ modality: key, ...figures }));
  const regions: RegionCoverage[] = bankAt('region')
    .filter((row): row is BankRow & { region: string } => row.region !== null && row.region !== '')
    .map(({ region, bank, seen }) => ({ region, bank, seen }))
    .sort((a, b) => a.region.localeCompare(b.region));
  const total = bankAt('all')[0];

  const data: PracticeCoverage = {
    bank: total?.bank ?? 0,
    seen: total?.seen ?? 0,
    systems,
    modalities,
    regions,
    weakest: weakestAreas(systems, modalities),
    papers: paperRows.map(({ taken: _taken, ...paper }) => ({
      ...paper,
      takenAt: new Date(paper.takenAt).toISOString(),
      score: paper.score === null ? null : Number(paper.score),
    })),
    papersTaken: paperRows[0]?.taken ?? 0,
    notSeen: {
      systems: systems.filter((a) => a.bank > 0 && a.seen === 0).map((a) => a.system),
      modalities: modalities.filter((a) => a.bank > 0 && a.seen === 0).map((a) => a.modality),
      regions: regions.filter((r) => r.seen === 0).map((r) => r.region),
    },
  };
  return { message: coverageMessages.fetched, data };
};
