import { inArray, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import {
  caseImages,
  practicePaperCases,
  practicePapers,
  practiceSeenImages,
  caseCategories,
  cases,
} from '../db/schema';
import type { AgeBand, CaseSystem } from '../db/vocabulary';
import { RECENTLY_SEEN_DAYS, SHORT_PAPER_MIX } from './rules';

/*
 * Drawing a paper's cases from the bank (docs/practice.md). The bank is every published case of a
 * published category whose facts are set, once per image (the rapid review repeats images). A
 * radiograph without a series is a short case; a case with a series is a long case.
 */

export type BankCase = {
  id: number;
  image: string;
  system: CaseSystem;
  ageBand: AgeBand | null;
  normal: boolean;
  long: boolean;
};

/** Systems a short-case paper draws from: the exam's radiographs are chest, bones and abdomen. */
const SHORT_CASE_SYSTEMS: CaseSystem[] = ['chest', 'musculoskeletal', 'abdominal'];

/** A long case: one with a series of two slices or more (docs/practice.md). */
export const isLongCase = sql<boolean>`(select count(*) from ${caseImages} where ${caseImages.caseId} = ${cases.id}) >= 2`;

/** Which of the bank's cases a kind of paper draws from, and in which groups it fills places. */
const shortCase = sql`(not b.long and b.modality = 'XR' and b.system in (${sql.join(
  SHORT_CASE_SYSTEMS.map((system) => sql`${system}`),
  sql`, `,
)}))`;
const POOLS = {
  // A short paper fills its places by system and age (drawShortCases).
  short: { pool: shortCase, group: sql`b.system, coalesce(b.age_band, 'adult')` },
  long: { pool: sql`b.long`, group: sql`b.system` },
  oral: { pool: sql`(b.long or ${shortCase})`, group: sql`b.system` },
} as const;

type CandidateRow = Omit<BankCase, 'long'> & { long: boolean; seenAt: string | Date | null };

/**
 * The cases a draw can take, chosen in SQL so that a start reads neither the whole bank nor sorts
 * it here (docs/practice.md, "The draw"): the bank once per image, with when the student last
 * met each image within RECENTLY_SEEN_DAYS (their closed papers' images from the roll-up
 * `practice_seen_images`, by its (student, latest start) index, and any paper not closed yet from
 * its own cases), and of each group the draw fills from (a short paper's
 * system and age, a long paper's or oral station's system) the `count` freshest, ties in random
 * order; for a short paper also the freshest normal film of the chest or bones. Every take of the
 * draw walks its pool freshest first and takes at most `count` cases, so it never reaches past
 * the `count` freshest of a group: the draw over these candidates is the draw over the bank.
 */
async function readCandidates(
  db: Executor,
  studentId: number,
  kind: 'short' | 'long' | 'oral',
  count: number,
  now: Date,
  avoid: ReadonlySet<string>,
): Promise<{ bank: BankCase[]; seen: Map<string, number> }> {
  // Images to use only when nothing else fills the place (a viva partner's cases) rank last.
  const avoided = avoid.size
    ? sql`b.image in (${sql.join(
        [...avoid].map((image) => sql`${image}`),
        sql`, `,
      )})`
    : sql`false`;
  const since = new Date(now.getTime() - RECENTLY_SEEN_DAYS * 86_400_000);
  const { pool, group } = POOLS[kind];
  const normalFilm = sql`b.normal and b.system <> 'abdominal'`;
  const { rows } = await db.execute<CandidateRow>(sql`
    with seen as (
      select met.image, max(met.started_at) as seen_at
      from (
        select si.image, si.last_started_at as started_at
        from ${practiceSeenImages} si
        where si.student_id = ${studentId} and si.last_started_at > ${since.toISOString()}
        union all
        select c.image, p.started_at
        from ${practicePaperCases} pc
        join ${practicePapers} p on p.id = pc.paper_id
        join ${cases} c on c.id = pc.sub_short_id
        where pc.paper_id = any(array(
          select id from ${practicePapers}
          where student_id = ${studentId} and started_at > ${since.toISOString()}
            and closed_at is null))
      ) met
      group by met.image
    ),
    -- One slice is a film, not a series to scroll (the console says so on the case's page).
    series as (
      select sub_short_id from ${caseImages} group by sub_short_id having count(*) >= 2
    ),
    bank as (
      select distinct on (c.image) c.id, c.image, c.system, c.modality, c.age_band, c.normal,
        (c.id in (select sub_short_id from series)) as long
      from ${cases} c join ${caseCategories} s on s.id = c.short_id
      where c.published_at is not null and s.published_at is not null
        and c.system is not null and c.answer is not null
      order by c.image, c.id
    ),
    ranked as (
      select b.*, seen.seen_at,
        row_number() over (
          partition by ${group} order by ${avoided}, seen.seen_at nulls first, random()
        ) as place,
        row_number() over (
          partition by ${normalFilm} order by ${avoided}, seen.seen_at nulls first, random()
        ) as normal_place
      from bank b left join seen on seen.image = b.image
      where ${pool}
    )
    select b.id, b.image, b.system, b.age_band as "ageBand", b.normal, b.long, b.seen_at as "seenAt"
    from ranked b
    where b.place <= ${count}
      ${kind === 'short' ? sql`or (${normalFilm} and b.normal_place = 1)` : sql``}`);
  const seen = new Map(
    rows.flatMap((row) =>
      row.seenAt ? [[row.image, new Date(row.seenAt).getTime()] as const] : [],
    ),
  );
  return {
    bank: rows.map(({ seenAt: _seenAt, ...row }) => ({ ...row, ageBand: row.ageBand ?? null })),
    seen,
  };
}

type Random = () => number;

/**
 * Orders candidates best first: never seen recently, then seen longest ago; ties in random order,
 * so two papers of a large bank differ.
 */
function freshestFirst(pool: BankCase[], seen: Map<string, number>, random: Random) {
  return pool
    .map((item) => ({ item, seenAt: seen.get(item.image) ?? -1, tie: random() }))
    .sort((a, b) => a.seenAt - b.seenAt || a.tie - b.tie)
    .map(({ item }) => item);
}

function shuffle<T>(items: T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** How many cases of each system and age a short paper of `count` holds. */
function shortPaperQuota(count: number) {
  const abdominal = count >= 10 ? SHORT_PAPER_MIX.maxAbdominal : 0;
  const chest = Math.round(count * SHORT_PAPER_MIX.chestShare);
  const musculoskeletal = count - chest - abdominal;
  const paediatric = Math.max(1, Math.round(count * SHORT_PAPER_MIX.paediatricShare));
  const paediatricChest = Math.round((paediatric * chest) / (chest + musculoskeletal));
  return {
    chest: { adult: chest - paediatricChest, paediatric: paediatricChest },
    musculoskeletal: {
      adult: musculoskeletal - (paediatric - paediatricChest),
      paediatric: paediatric - paediatricChest,
    },
    abdominal: { adult: abdominal, paediatric: 0 },
  };
}

/**
 * A short-case paper to the exam's mix: chest and bones in its shares, at most one abdominal film,
 * about a quarter children, and a normal film in a full paper. A bucket the bank cannot fill is
 * filled from the same system's other age, then from the other systems.
 */
function drawShortCases(
  bank: BankCase[],
  count: number,
  seen: Map<string, number>,
  random: Random,
) {
  const pool = freshestFirst(
    bank.filter((item) => !item.long),
    seen,
    random,
  );
  const quota = shortPaperQuota(count);
  const chosen: BankCase[] = [];
  const take = (match: (item: BankCase) => boolean, wanted: number, fresh: boolean) => {
    for (const item of pool) {
      if (wanted <= 0) break;
      if (chosen.includes(item) || !match(item) || (fresh && seen.has(item.image))) continue;
      chosen.push(item);
      wanted--;
    }
    return wanted;
  };
  if (count >= 25) {
    // A full paper has a normal film: the freshest normal radiograph of the chest or bones.
    const normal = pool.find((item) => item.normal && item.system !== 'abdominal');
    if (normal) {
      chosen.push(normal);
      quota[normal.system as 'chest' | 'musculoskeletal'][normal.ageBand ?? 'adult']--;
    }
  }
  const buckets = SHORT_CASE_SYSTEMS.flatMap((system) =>
    (['paediatric', 'adult'] as const).map((age) => ({
      system,
      age,
      wanted: quota[system as keyof typeof quota][age],
    })),
  );
  // Cases not met recently first, in the mix's buckets, then the same system at the other age,
  // then any radiograph but the abdomen; only then cases met before, in the same order.
  for (const fresh of [true, false]) {
    for (const bucket of buckets) {
      bucket.wanted = take(
        (item) => item.system === bucket.system && (item.ageBand ?? 'adult') === bucket.age,
        bucket.wanted,
        fresh,
      );
    }
    for (const bucket of buckets) {
      bucket.wanted = take((item) => item.system === bucket.system, bucket.wanted, fresh);
    }
    for (const bucket of buckets) {
      bucket.wanted = take((item) => item.system !== 'abdominal', bucket.wanted, fresh);
    }
  }
  return shuffle(chosen, random);
}

/** Cases spread over the systems in turn, freshest first within each. */
function drawAcrossSystems(
  pool: BankCase[],
  count: number,
  seen: Map<string, number>,
  random: Random,
) {
  const bySystem = new Map<CaseSystem, BankCase[]>();
  for (const item of freshestFirst(pool, seen, random)) {
    bySystem.set(item.system, [...(bySystem.get(item.system) ?? []), item]);
  }
  // Systems with the freshest case first, so a rarely met system is not left to the end.
  const queues = [...bySystem.values()];
  const chosen: BankCase[] = [];
  while (chosen.length < count && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && chosen.length < count) chosen.push(next);
    }
  }
  return shuffle(chosen, random);
}

/**
 * The cases of a new paper, in their order; fewer than `count` when the bank is too small.
 * Images in `avoid` are drawn only when the bank without them cannot fill the paper: a viva
 * room's second candidate avoids the first's cases (docs/viva-rooms.md).
 */
export async function drawPaperCases(
  db: Executor,
  studentId: number,
  kind: 'short' | 'long' | 'oral',
  count: number,
  now: Date,
  {
    avoid = new Set<string>(),
    random = Math.random,
  }: { avoid?: ReadonlySet<string>; random?: Random } = {},
): Promise<BankCase[]> {
  const { bank, seen } = await readCandidates(db, studentId, kind, count, now, avoid);
  const draw = (pool: BankCase[], wanted: number) => {
    if (kind === 'short') return drawShortCases(pool, wanted, seen, random);
    if (kind === 'long')
      return drawAcrossSystems(
        pool.filter((item) => item.long),
        wanted,
        seen,
        random,
      );
    return drawAcrossSystems(pool, wanted, seen, random);
  };
  const drawn = draw(
    bank.filter((item) => !avoid.has(item.image)),
    count,
  );
  if (drawn.length >= count || avoid.size === 0) return drawn;
  const more = draw(
    bank.filter((item) => avoid.has(item.image)),
    count - drawn.length,
  );
  return shuffle([...drawn, ...more], random);
}

/**
 * A drawn case's columns as a screen reads them: its picture and clinical header always, and what
 * names the diagnosis (name, model answer, key findings, normal or not) only when `revealed` —
 * otherwise the query asks for placeholders, so no answer built from the row can carry them
 * (a running paper, a viva room's candidate, a session room's students: docs/practice.md).
 */
export const caseColumns = (revealed: boolean) => ({
  caseId: cases.id,
  image: cases.image,
  modality: cases.modality,
  patientAge: cases.patientAge,
  patientSex: cases.patientSex,
  referralSource: cases.referralSource,
  clinicalDetails: cases.clinicalDetails,
  name: revealed ? cases.name : sql<string>`''`,
  modelAnswer: revealed ? cases.answer : sql<string | null>`null`,
  keyFindings: revealed ? cases.keyFindings : sql<string[]>`'[]'::jsonb`,
  normal: revealed ? cases.normal : sql<boolean>`false`,
});

/** The images of each case: its series in order, or its one film. */
export async function imagesOf(db: Executor, cases: { id: number; image: string }[]) {
  const ids = cases.map((item) => item.id);
  const series = ids.length
    ? await db
        .select()
        .from(caseImages)
        .where(inArray(caseImages.caseId, ids))
        .orderBy(caseImages.caseId, caseImages.position)
    : [];
  const byCase = new Map<number, string[]>();
  for (const row of series) byCase.set(row.caseId, [...(byCase.get(row.caseId) ?? []), row.image]);
  return new Map(cases.map((item) => [item.id, byCase.get(item.id) ?? [item.image]]));
}
