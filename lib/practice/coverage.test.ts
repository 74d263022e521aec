import { eq } from 'drizzle-orm';

import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import {
  practicePaperCases,
  practicePapers,
  caseCategories,
  cases,
  type NewCaseRow,
} from '../db/schema';
import type { PracticeCoverage } from './calls';
import type { CaseMark, OralDomain, PaperKind } from '../db/vocabulary';

let t: TestBackend;
let call: ReturnType<typeof caller>;
const caseIds: Record<string, number> = {};

const NOW = new Date('2026-11-20T12:00:00Z');
const day = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  t.setNow(NOW);
  const [chest, rapid, draftCategory] = await t.db
    .insert(caseCategories)
    .values([
      { name: 'Chest', slug: 'chest' },
      { name: 'Rapid review', slug: 'rapid-review' },
      { name: 'Genitourinary', slug: 'genitourinary', publishedAt: null },
    ])
    .returning();
  const bankCase = (
    key: string,
    categoryId: number,
    image: string,
    facts: Partial<NewCaseRow>,
  ): NewCaseRow & { key: string } => ({
    key,
    categoryId,
    name: key,
    slug: key,
    image: `/demo/shorts/${image}.webp`,
    ...facts,
  });
  const rows = [
    bankCase('rul', chest.id, 'chest-1', {
      system: 'chest',
      modality: 'XR',
      region: 'Right upper lobe',
    }),
    bankCase('lll', chest.id, 'chest-2', {
      system: 'chest',
      modality: 'XR',
      region: 'Left lower lobe',
    }),
    bankCase('medi', chest.id, 'chest-ct', {
      system: 'chest',
      modality: 'CT',
      region: 'Mediastinum',
    }),
    bankCase('radius', chest.id, 'msk-1', {
      system: 'musculoskeletal',
      modality: 'XR',
      region: 'Distal radius',
    }),
    bankCase('fossa', chest.id, 'neuro-1', {
      system: 'neuro',
      modality: 'MR',
      region: 'Posterior fossa',
    }),
    bankCase('quadrant', chest.id, 'breast-1', {
      system: 'breast',
      modality: 'mammography',
      region: 'Upper outer quadrant',
    }),
    bankCase('myocardium', chest.id, 'nm-1', {
      system: 'cardiovascular',
      modality: 'NM',
      region: 'Myocardium',
    }),
    // The rapid review repeats a chest film: the bank counts its image once.
    bankCase('rul-again', rapid.id, 'chest-1', {
      system: 'chest',
      modality: 'XR',
      region: 'right upper lobe ',
    }),
    // Outside the bank: a draft case, a case of a draft category, a case without its facts.
    bankCase('draft', chest.id, 'abdomen-1', {
      system: 'abdominal',
      modality: 'XR',
      publishedAt: null,
    }),
    bankCase('kidney', draftCategory.id, 'gu-1', { system: 'genitourinary', modality: 'US' }),
    bankCase('no-facts', chest.id, 'chest-9', {}),
  ];
  const inserted = await t.db
    .insert(cases)
    .values(rows.map(({ key: _key, ...row }) => row))
    .returning({ id: cases.id, slug: cases.slug });
  for (const row of inserted) caseIds[row.slug] = row.id;
});
afterAll(async () => {
  await t.close();
});

type PaperCase = {
  key: string;
  mark?: CaseMark;
  markedAt?: Date;
  oralScores?: Record<OralDomain, number>;
};

/** A paper taken `daysAgo`, closed an hour later unless `open`, with its cases as given. */
async function addPaper(
  studentId: number,
  kind: PaperKind,
  daysAgo: number,
  paperCases: PaperCase[],
  { open = false, closed = !open }: { open?: boolean; closed?: boolean } = {},
) {
  const startedAt = day(daysAgo);
  const endsAt = open
    ? new Date(NOW.getTime() + 3_600_000)
    : new Date(startedAt.getTime() + 3_600_000);
  const [paper] = await t.db
    .insert(practicePapers)
    .values({ studentId, kind, startedAt, endsAt, closedAt: closed ? endsAt : null })
    .returning();
  if (paperCases.length > 0) {
    await t.db.insert(practicePaperCases).values(
      paperCases.map((c, position) => ({
        paperId: paper.id,
        position,
        caseId: caseIds[c.key],
        mark: c.mark ?? null,
        markedAt: c.mark ? (c.markedAt ?? endsAt) : null,
        oralScores: c.oralScores ?? null,
      })),
    );
  }
  return paper.id;
}

let studentCount = 0;
async function newStudent() {
  studentCount += 1;
  const { student, token } = await addStudent(t.db, `coverage-${studentCount}@example.com`);
  return { studentId: student.id, token };
}

async function coverageOf(token: string): Promise<PracticeCoverage> {
  const answer = await call('practiceCoverage', {}, token);
  expect(answer.status).toBe(200);
  return answer.data as PracticeCoverage;
}

const systemFigures = (coverage: PracticeCoverage) =>
  Object.fromEntries(coverage.systems.map((s) => [s.system, `${s.seen}/${s.bank}`]));

it('refuses a visitor (the BFF answers 401 before it asks)', async () => {
  expect((await call('practiceCoverage', {})).status).toBe(403);
});

it('counts the bank once per image, published cases of published categories with facts only', async () => {
  const { token } = await newStudent();
  const coverage = await coverageOf(token);
  expect(coverage.bank).toBe(7);
  expect(coverage.seen).toBe(0);
  expect(systemFigures(coverage)).toEqual({
    chest: '0/3',
    musculoskeletal: '0/1',
    neuro: '0/1',
    breast: '0/1',
    cardiovascular: '0/1',
  });
  expect(coverage.modalities.map((m) => [m.modality, m.bank])).toEqual([
    ['XR', 3],
    ['CT', 1],
    ['MR', 1],
    ['NM', 1],
    ['mammography', 1],
  ]);
  expect(coverage.regions.filter((r) => /right upper lobe/i.test(r.region))).toEqual([
    { region: expect.stringMatching(/^right upper lobe$/i), bank: 1, seen: 0 },
  ]);
  expect(coverage.regions).toHaveLength(7);
  expect(coverage.papers).toEqual([]);
  expect(coverage.weakest).toEqual([]);
});

it('counts the cases seen per system, region and modality, and names what is not covered', async () => {
  const { studentId, token } = await newStudent();
  await addPaper(studentId, 'short', 3, [
    { key: 'rul-again' },
    { key: 'lll', mark: 'correct' },
    { key: 'radius' },
    { key: 'draft' },
  ]);
  // A paper still running keeps its cases' facts back: it changes nothing until it ends.
  const before = await coverageOf(token);
  const running = await addPaper(studentId, 'long', 0, [{ key: 'medi' }], { open: true });
  expect(await coverageOf(token)).toEqual(before);
  expect(before.seen).toBe(3);
  expect(before.notSeen.regions).toEqual([
    'Mediastinum',
    'Myocardium',
    'Posterior fossa',
    'Upper outer quadrant',
  ]);
  await t.db.update(practicePapers).set({ closedAt: NOW }).where(eq(practicePapers.id, running));
  const coverage = await coverageOf(token);
  expect(coverage.seen).toBe(4);
  expect(systemFigures(coverage)).toEqual({
    chest: '3/3',
    musculoskeletal: '1/1',
    neuro: '0/1',
    breast: '0/1',
    cardiovascular: '0/1',
  });
  expect(coverage.modalities.find((m) => m.modality === 'XR')).toMatchObject({ bank: 3, seen: 3 });
  expect(coverage.notSeen).toEqual({
    systems: ['neuro', 'breast', 'cardiovascular'],
    modalities: ['MR', 'NM', 'mammography'],
    regions: ['Myocardium', 'Posterior fossa', 'Upper outer quadrant'],
  });
});

it('never counts another student’s papers or marks', async () => {
  const asha = await newStudent();
  const ben = await newStudent();
  await addPaper(ben.studentId, 'short', 2, [
    { key: 'fossa', mark: 'missed' },
    { key: 'quadrant', mark: 'missed' },
    { key: 'myocardium', mark: 'missed' },
  ]);
  await addPaper(asha.studentId, 'short', 1, [{ key: 'rul', mark: 'correct' }]);
  const coverage = await coverageOf(asha.token);
  expect(coverage.seen).toBe(1);
  expect(coverage.notSeen.systems).toEqual([
    'musculoskeletal',
    'neuro',
    'breast',
    'cardiovascular',
  ]);
  expect(coverage.papers).toHaveLength(1);
  expect(coverage.systems.find((s) => s.system === 'neuro')?.marks.missed).toBe(0);
  expect((await coverageOf(ben.token)).seen).toBe(3);
});

it('gives each area its mark counts and its most recent mark', async () => {
  const { studentId, token } = await newStudent();
  await addPaper(studentId, 'short', 5, [{ key: 'rul', mark: 'correct', markedAt: day(5) }]);
  await addPaper(studentId, 'short', 3, [
    { key: 'lll', mark: 'partly', markedAt: day(1) },
    { key: 'radius', mark: 'overcalled', markedAt: day(3) },
  ]);
  await addPaper(studentId, 'long', 2, [{ key: 'medi', mark: 'missed', markedAt: day(2) }]);
  const coverage = await coverageOf(token);
  expect(coverage.systems.find((s) => s.system === 'chest')).toMatchObject({
    marks: { correct: 1, partly: 1, missed: 1, overcalled: 0 },
    lastMark: 'partly',
    score: 0.5,
  });
  expect(coverage.modalities.find((m) => m.modality === 'XR')).toMatchObject({
    marks: { correct: 1, partly: 1, missed: 0, overcalled: 1 },
    lastMark: 'partly',
  });
  expect(coverage.systems.find((s) => s.system === 'neuro')).toMatchObject({
    lastMark: null,
    score: null,
  });
});

it('names as weakest only areas with at least 3 marked cases, lowest score first', async () => {
  const { studentId, token } = await newStudent();
  await addPaper(studentId, 'short', 4, [
    { key: 'rul', mark: 'partly' },
    { key: 'lll', mark: 'correct' },
    { key: 'medi', mark: 'missed' },
    // Two misses of a system are too few to judge it.
    { key: 'fossa', mark: 'missed' },
  ]);
  await addPaper(studentId, 'short', 2, [
    { key: 'rul', mark: 'missed' },
    { key: 'fossa', mark: 'missed' },
    { key: 'radius', mark: 'correct' },
  ]);
  let coverage = await coverageOf(token);
  // Chest: 0.5 + 1 + 0 + 0 over 4; XR: 0.5 + 1 + 0 + 1 over 4; MR and neuro (2 marks) are not judged.
  expect(coverage.weakest).toEqual([
    { area: 'system', system: 'chest', score: 0.375, marked: 4 },
    { area: 'modality', modality: 'XR', score: 0.625, marked: 4 },
  ]);
  await addPaper(studentId, 'long', 1, [{ key: 'fossa', mark: 'missed' }]);
  coverage = await coverageOf(token);
  expect(coverage.weakest.slice(0, 2)).toEqual([
    { area: 'system', system: 'neuro', score: 0, marked: 3 },
    { area: 'modality', modality: 'MR', score: 0, marked: 3 },
  ]);
  expect(coverage.weakest).toHaveLength(3);
});

it('scores closed papers in the order taken: marks per case, oral domains mapped onto 0–1', async () => {
  const { studentId, token } = await newStudent();
  const oral = await addPaper(studentId, 'oral', 2, [
    { key: 'fossa', oralScores: { knowledge: 4, observation: 4, reasoning: 4, safety: 4 } },
    { key: 'quadrant', oralScores: { knowledge: 1, observation: 2, reasoning: 3, safety: 4 } },
    { key: 'myocardium' },
  ]);
  const short = await addPaper(studentId, 'short', 6, [
    { key: 'rul', mark: 'correct' },
    { key: 'lll', mark: 'partly' },
    { key: 'radius', mark: 'missed' },
    { key: 'medi', mark: 'overcalled' },
    { key: 'fossa' },
  ]);
  // The clock ran out and nothing has closed it yet: it is closed all the same.
  const expired = await addPaper(studentId, 'long', 4, [{ key: 'medi' }], { closed: false });
  await addPaper(studentId, 'long', 0, [{ key: 'rul', mark: 'correct' }], { open: true });
  await addPaper(studentId, 'review', 1, [{ key: 'rul', mark: 'correct' }]);
  const { papers } = await coverageOf(token);
  expect(papers.map((p) => p.paperId)).toEqual([short, expired, oral]);
  expect(papers[0]).toMatchObject({ kind: 'short', cases: 5, scored: 4, score: 0.375 });
  expect(papers[1]).toMatchObject({ kind: 'long', cases: 1, scored: 0, score: null });
  expect(papers[2]).toMatchObject({ kind: 'oral', cases: 3, scored: 2, score: 0.75 });
  expect(new Date(papers[0].takenAt).getTime()).toBeLessThan(new Date(papers[2].takenAt).getTime());
});

it('charts the last 30 closed papers in the order taken, and counts every paper taken', async () => {
  const { studentId, token } = await newStudent();
  // 35 closed papers, one a day (the oldest 40 days ago), each with its own score, and one running.
  const taken: number[] = [];
  for (let i = 0; i < 35; i++) {
    taken.push(
      await addPaper(studentId, 'short', 40 - i, [
        { key: 'rul', mark: i % 2 === 0 ? 'correct' : 'missed' },
        { key: 'lll' },
      ]),
    );
  }
  await addPaper(studentId, 'short', 0, [{ key: 'radius', mark: 'correct' }], { open: true });
  const coverage = await coverageOf(token);
  expect(coverage.papersTaken).toBe(35);
  expect(coverage.papers.map((p) => p.paperId)).toEqual(taken.slice(5));
  expect(coverage.papers[0]).toMatchObject({ kind: 'short', cases: 2, scored: 1, score: 0 });
  expect(coverage.papers.at(-1)).toMatchObject({ cases: 2, scored: 1, score: 1 });
  // The marks and the cases seen still count every paper, charted or not.
  expect(coverage.systems.find((s) => s.system === 'chest')?.marks).toMatchObject({
    correct: 18,
    missed: 17,
  });
  expect(coverage.seen).toBe(2);
});
