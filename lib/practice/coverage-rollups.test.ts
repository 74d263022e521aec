import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';

import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import {
  practicePaperCases,
  practicePapers,
  caseCategories,
  students,
  cases,
  vivaRoomMarks,
  vivaRooms,
  type NewCaseRow,
} from '../db/schema';
import type { PracticeCoverage } from './calls';
import type { CaseMark } from '../db/vocabulary';

/*
 * The coverage roll-ups (migration …_practice_coverage_rollups, docs/practice-coverage.md) against
 * what the raw rows give, after every kind of write that moves them: marks and re-marks (a
 * student's own and an examiner's), papers closing, cases published, withdrawn, moved to other
 * facts or another category and given another picture, categories withdrawn, and deletions that
 * cascade; and the migration's backfill over rows written before it.
 */

const FOLDER = path.join(process.cwd(), 'lib/db/migrations');
/** Found by name, whatever number it is given among the other branches' migrations. */
const MIGRATION = path.join(
  FOLDER,
  readdirSync(FOLDER).find((name) => name.endsWith('_practice_coverage_rollups.sql'))!,
);

const NOW = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (n: number) => new Date(NOW.getTime() - n * 3_600_000);

let t: TestBackend;
let call: ReturnType<typeof caller>;
const caseIds: Record<string, number> = {};
const categories: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  t.setNow(NOW);
  const [chest, rapid, draft] = await t.db
    .insert(caseCategories)
    .values([
      { name: 'Chest', slug: 'chest' },
      { name: 'Rapid review', slug: 'rapid-review' },
      { name: 'Draft', slug: 'draft', publishedAt: null },
    ])
    .returning();
  Object.assign(categories, { chest: chest.id, rapid: rapid.id, draft: draft.id });
  const bankCase = (
    key: string,
    categoryId: number,
    image: string,
    facts: Partial<NewCaseRow>,
  ) => ({
    key,
    categoryId,
    name: key,
    slug: key,
    image: `/demo/shorts/${image}.webp`,
    ...facts,
  });
  const rows = [
    bankCase('rul', chest.id, 'chest-1', { system: 'chest', modality: 'XR', region: 'Right lung' }),
    bankCase('lll', chest.id, 'chest-2', {
      system: 'chest',
      modality: 'XR',
      region: ' right LUNG ',
    }),
    bankCase('medi', chest.id, 'chest-ct', {
      system: 'chest',
      modality: 'CT',
      region: 'Mediastinum',
    }),
    bankCase('radius', chest.id, 'msk-1', { system: 'musculoskeletal', modality: 'XR' }),
    bankCase('fossa', chest.id, 'neuro-1', { system: 'neuro', modality: 'MR', region: '' }),
    // The rapid review repeats an image under other facts; a draft case and one without facts.
    bankCase('rapid-rul', rapid.id, 'chest-1', {
      system: 'chest',
      modality: 'CT',
      region: 'Hilum',
    }),
    bankCase('unpublished', chest.id, 'abdo-1', {
      system: 'abdominal',
      modality: 'CT',
      publishedAt: null,
    }),
    bankCase('no-facts', chest.id, 'plain-1', {}),
    bankCase('in-draft', draft.id, 'gu-1', { system: 'genitourinary', modality: 'US' }),
  ];
  const made = await t.db
    .insert(cases)
    .values(rows.map(({ key: _key, ...row }) => row))
    .returning();
  rows.forEach((row, i) => (caseIds[row.key] = made[i]!.id));
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const sorted = (rows: Row[]) =>
  rows.map((row) => JSON.stringify(row)).sort((a, b) => a.localeCompare(b));

/** The bank per area, from the cases and categories themselves (the page's query before the roll-ups). */
async function bankFromRows() {
  const { rows } = await t.db.execute<Row>(sql`
    select case grouping(b.system, b.modality, b.region_key)
        when 3 then 'system' when 5 then 'modality' when 6 then 'region' else 'all' end as area,
      coalesce(b.system, b.modality, b.region_key, '') as key,
      case when grouping(b.system, b.modality, b.region_key) = 6 then min(b.region) end as region,
      count(distinct b.image)::int as images
    from (
      select c.image, c.system, c.modality, nullif(lower(btrim(c.region)), '') as region_key,
        btrim(c.region) as region
      from sub_shorts c join shorts s on s.id = c.short_id
      where c.published_at is not null and s.published_at is not null and c.system is not null
    ) b
    group by grouping sets ((b.system), (b.modality), (b.region_key), ())
    having grouping(b.system, b.modality, b.region_key) = 7
      or coalesce(b.system, b.modality, b.region_key) is not null`);
  return sorted(rows);
}

/** Per student and area, the bank's images met in a closed paper, from the rows. */
async function seenFromRows() {
  const { rows } = await t.db.execute<Row>(sql`
    with seen as (
      select distinct p.student_id, c.image
      from practice_papers p
      join practice_paper_cases pc on pc.paper_id = p.id
      join sub_shorts c on c.id = pc.sub_short_id
      where p.closed_at is not null
    ),
    bank as (
      select distinct c.image, v.area, v.key
      from sub_shorts c join shorts s on s.id = c.short_id
      cross join lateral (values ('system', c.system), ('modality', c.modality),
        ('region', nullif(lower(btrim(c.region)), '')), ('all', '')) as v(area, key)
      where c.published_at is not null and s.published_at is not null and c.system is not null
        and v.key is not null
    )
    select seen.student_id as "studentId", bank.area, bank.key, count(*)::int as images
    from seen join bank on bank.image = seen.image
    group by seen.student_id, bank.area, bank.key`);
  return sorted(rows);
}

/**
 * Per student, the images of their closed papers: how many paper cases showed each and the latest
 * start of a paper that did (what the draw reads as recently seen), from the rows.
 */
async function seenImagesFromRows() {
  const { rows } = await t.db.execute<Row>(sql`
    select p.student_id as "studentId", c.image, count(*)::int as cases,
      max(p.started_at)::text as "lastStartedAt"
    from practice_papers p
    join practice_paper_cases pc on pc.paper_id = p.id
    join sub_shorts c on c.id = pc.sub_short_id
    where p.closed_at is not null
    group by p.student_id, c.image`);
  return sorted(rows);
}

/** Per student, system and modality, the marks' counts and the last one, from the rows. */
async function marksFromRows() {
  const { rows } = await t.db.execute<Row>(sql`
    with marks as (
      select p.student_id, pc.mark, pc.sub_short_id, pc.marked_at, p.started_at, pc.position
      from practice_paper_cases pc join practice_papers p on p.id = pc.paper_id
      where pc.mark is not null
      union all
      select v.candidate_id, v.mark, v.sub_short_id, v.marked_at, v.marked_at, v.position
      from viva_room_marks v
    )
    select m.student_id as "studentId", c.system, c.modality,
      count(*) filter (where m.mark = 'correct')::int as correct,
      count(*) filter (where m.mark = 'partly')::int as partly,
      count(*) filter (where m.mark = 'missed')::int as missed,
      count(*) filter (where m.mark = 'overcalled')::int as overcalled,
      (array_agg(m.mark order by m.marked_at desc nulls last, m.started_at desc,
        m.position desc))[1] as "lastMark"
    from marks m join sub_shorts c on c.id = m.sub_short_id
    where c.system is not null
    group by m.student_id, c.system, c.modality`);
  return sorted(rows);
}

async function rollups() {
  const bank = await t.db.execute<Row>(
    sql`select area, key, region, images from practice_bank_areas`,
  );
  const seen = await t.db.execute<Row>(sql`
    select student_id as "studentId", area, key, images from practice_seen_areas
    where images <> 0`);
  const marks = await t.db.execute<Row>(sql`
    select student_id as "studentId", system, modality, correct, partly, missed, overcalled,
      last_mark as "lastMark"
    from practice_mark_areas`);
  const seenImages = await t.db.execute<Row>(sql`
    select student_id as "studentId", image, cases, last_started_at::text as "lastStartedAt"
    from practice_seen_images`);
  return {
    bank: sorted(bank.rows),
    seen: sorted(seen.rows),
    seenImages: sorted(seenImages.rows),
    marks: sorted(marks.rows),
  };
}

async function expectRollupsMatchRows() {
  const kept = await rollups();
  expect(kept.bank).toEqual(await bankFromRows());
  expect(kept.seen).toEqual(await seenFromRows());
  expect(kept.seenImages).toEqual(await seenImagesFromRows());
  expect(kept.marks).toEqual(await marksFromRows());
}

let studentCount = 0;
async function newStudent() {
  studentCount += 1;
  const { student, token } = await addStudent(t.db, `rollups-${studentCount}@example.com`);
  return { studentId: student.id, token };
}

/** A paper started `startedHoursAgo`, an hour long, closed at its end unless `closed` is false. */
async function addPaper(
  studentId: number,
  startedHoursAgo: number,
  paperCases: { key: string; mark?: CaseMark }[],
  { closed = true }: { closed?: boolean } = {},
) {
  const startedAt = hoursAgo(startedHoursAgo);
  const endsAt = new Date(startedAt.getTime() + 3_600_000);
  const [paper] = await t.db
    .insert(practicePapers)
    .values({ studentId, kind: 'short', startedAt, endsAt, closedAt: closed ? endsAt : null })
    .returning();
  await t.db.insert(practicePaperCases).values(
    paperCases.map((c, position) => ({
      paperId: paper.id,
      position,
      caseId: caseIds[c.key]!,
      mark: c.mark ?? null,
      markedAt: c.mark ? endsAt : null,
    })),
  );
  return paper.id;
}

async function mark(paperId: number, position: number, value: CaseMark | null, at: Date) {
  await t.db
    .update(practicePaperCases)
    .set({ mark: value, markedAt: value ? at : null })
    .where(
      sql`${practicePaperCases.paperId} = ${paperId} and ${practicePaperCases.position} = ${position}`,
    );
}

async function coverageOf(token: string): Promise<PracticeCoverage> {
  const answer = await call('practiceCoverage', {}, token);
  expect(answer.status).toBe(200);
  return answer.data as PracticeCoverage;
}

it('keeps the bank, what each student has seen and their marks equal to the rows, write after write', async () => {
  await expectRollupsMatchRows();
  const asha = await newStudent();
  const ben = await newStudent();

  await addPaper(asha.studentId, 50, [
    { key: 'rul', mark: 'correct' },
    { key: 'medi', mark: 'missed' },
    { key: 'unpublished', mark: 'partly' },
  ]);
  const running = await addPaper(
    asha.studentId,
    0.5,
    [{ key: 'radius' }, { key: 'fossa' }, { key: 'rapid-rul' }],
    { closed: false },
  );
  const bens = await addPaper(ben.studentId, 30, [{ key: 'lll', mark: 'partly' }, { key: 'rul' }]);
  await expectRollupsMatchRows();

  // First marks, a re-mark, a mark taken back, and the running paper closing.
  await mark(running, 0, 'correct', hoursAgo(0.2));
  await mark(running, 1, 'overcalled', hoursAgo(0.1));
  await expectRollupsMatchRows();
  await mark(running, 0, 'missed', NOW);
  await mark(bens, 0, null, NOW);
  await expectRollupsMatchRows();
  await t.db.update(practicePapers).set({ closedAt: NOW }).where(eq(practicePapers.id, running));
  await expectRollupsMatchRows();
  // A closed paper given an earlier start: the images' latest start follows.
  await t.db
    .update(practicePapers)
    .set({ startedAt: hoursAgo(60) })
    .where(eq(practicePapers.id, running));
  await expectRollupsMatchRows();

  // A case withdrawn and published again; moved to other facts, region and category.
  await t.db.update(cases).set({ publishedAt: null }).where(eq(cases.id, caseIds.rul!));
  await expectRollupsMatchRows();
  await t.db.update(cases).set({ publishedAt: NOW }).where(eq(cases.id, caseIds.rul!));
  await t.db
    .update(cases)
    .set({ system: 'neuro', modality: 'CT', region: 'Posterior fossa' })
    .where(eq(cases.id, caseIds.medi!));
  await expectRollupsMatchRows();
  await t.db
    .update(cases)
    .set({ categoryId: categories.draft })
    .where(eq(cases.id, caseIds.radius!));
  await t.db.update(cases).set({ system: null }).where(eq(cases.id, caseIds.unpublished!));
  await expectRollupsMatchRows();

  // A new picture for a seen case; a category withdrawn and published again.
  await t.db
    .update(cases)
    .set({ image: '/demo/shorts/chest-1-new.webp' })
    .where(eq(cases.id, caseIds['rapid-rul']!));
  await expectRollupsMatchRows();
  await t.db
    .update(caseCategories)
    .set({ publishedAt: null })
    .where(eq(caseCategories.id, categories.chest!));
  await expectRollupsMatchRows();
  await t.db
    .update(caseCategories)
    .set({ publishedAt: NOW })
    .where(eq(caseCategories.id, categories.chest!));
  await t.db
    .update(caseCategories)
    .set({ publishedAt: NOW })
    .where(eq(caseCategories.id, categories.draft!));
  await expectRollupsMatchRows();

  // An examiner's marks in a viva room: given, changed, removed.
  const [room] = await t.db
    .insert(vivaRooms)
    .values({
      ownerId: asha.studentId,
      partnerId: ben.studentId,
      length: 'brief',
      casesPerHalf: 1,
      caseMs: 300_000,
      createdAt: hoursAgo(2),
      startedAt: hoursAgo(2),
    })
    .returning();
  await t.db.insert(vivaRoomMarks).values({
    roomId: room.id,
    half: 1,
    position: 0,
    examinerId: asha.studentId,
    candidateId: ben.studentId,
    caseId: caseIds.fossa!,
    mark: 'correct',
    oralScores: { knowledge: 4, observation: 4, reasoning: 3, safety: 4 },
    markedAt: NOW,
  });
  await expectRollupsMatchRows();
  await t.db.update(vivaRoomMarks).set({ mark: 'missed' }).where(eq(vivaRoomMarks.roomId, room.id));
  await expectRollupsMatchRows();
  await t.db.delete(vivaRoomMarks).where(eq(vivaRoomMarks.roomId, room.id));
  await expectRollupsMatchRows();

  // Deletions that cascade: a paper, a case, a category, a student.
  await t.db.delete(practicePapers).where(eq(practicePapers.id, bens));
  await expectRollupsMatchRows();
  await t.db.delete(cases).where(eq(cases.id, caseIds.lll!));
  await expectRollupsMatchRows();
  await t.db.delete(caseCategories).where(eq(caseCategories.id, categories.rapid!));
  await expectRollupsMatchRows();
  await t.db.delete(students).where(eq(students.id, asha.studentId));
  await expectRollupsMatchRows();
  const left = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from practice_mark_areas where student_id = ${asha.studentId}`,
  );
  expect(left.rows[0]!.n).toBe(0);
});

it('counts the images of a paper whose clock has run out before anything closes it', async () => {
  const { studentId, token } = await newStudent();
  await addPaper(studentId, 40, [{ key: 'fossa' }]);
  const before = await coverageOf(token);
  // Ended an hour ago, not closed: its new image counts, the one already seen counts once.
  await addPaper(studentId, 2, [{ key: 'fossa' }, { key: 'medi' }], { closed: false });
  const after = await coverageOf(token);
  expect(after.seen).toBe(before.seen + 1);
  expect(after.systems.find((s) => s.system === 'neuro')?.seen).toBe(
    before.systems.find((s) => s.system === 'neuro')!.seen + 1,
  );
});

it('builds the roll-ups from the rows there were before the migration (its backfill)', async () => {
  const { studentId } = await newStudent();
  await addPaper(studentId, 20, [
    { key: 'fossa', mark: 'partly' },
    { key: 'medi', mark: 'correct' },
  ]);
  await addPaper(studentId, 1.5, [{ key: 'rul' }], { closed: false });
  await t.db.execute(sql`
    truncate practice_bank_areas, practice_bank_images, practice_seen_images,
      practice_seen_areas, practice_mark_areas`);
  expect((await rollups()).marks).toEqual([]);
  const text = readFileSync(MIGRATION, 'utf8');
  const backfill = text.slice(text.indexOf('-- The backfill'));
  for (const statement of backfill.split('--> statement-breakpoint')) {
    await t.db.execute(sql.raw(statement));
  }
  await expectRollupsMatchRows();
  expect((await rollups()).marks.length).toBeGreaterThan(0);
});
