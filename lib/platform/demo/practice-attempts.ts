import { inArray, sql } from 'drizzle-orm';

import type { Transaction } from '../../db/client';
import {
  practicePaperCases,
  practicePapers,
  students,
  cases,
  vivaRoomMarks,
  vivaRooms,
} from '../../db/schema';
import type { CaseMark, OralDomain } from '../../db/vocabulary';

/*
 * Marked practice for a local demo's case analytics and cohort report (docs/insight.md, "The
 * demo"): twelve registrars (accounts no one can sign in to, like the testimonial authors) who
 * each sat one short paper of the same five exam-bank cases, marked so that one case is too easy,
 * one too hard and one fails to discriminate; and two viva rooms whose examiners' marks differ
 * from some self-marks. Written once, with the registrars: a database that has them is left alone.
 */

const DAY_MS = 86_400_000;

/** A password hash no password matches (verifyPassword refuses it). */
const LOCKED_PASSWORD_HASH = '!';

const REGISTRAR_NAMES = [
  'Dr Amara Okafor',
  'Dr Ben Hartley',
  'Dr Chloe Nguyen',
  'Dr Daniel Price',
  'Dr Esther Kaur',
  'Dr Farid Haddad',
  'Dr Grace Whitfield',
  'Dr Hugo Lindqvist',
  'Dr Isla Morrison',
  'Dr Jonah Abebe',
  'Dr Katya Volkova',
  'Dr Liam O’Connell',
] as const;

/** The demo's registrars, by address; the first six are the demo cohort's (operator.ts). */
export const DEMO_REGISTRARS = REGISTRAR_NAMES.map((fullName, n) => ({
  fullName,
  email: `registrar-${String(n + 1).padStart(2, '0')}@frcrviva.test`,
}));

/** The five cases of every registrar's short paper, in the paper's order. */
const PAPER_CASES = [
  'bank-chest-right-middle-lobe-pneumonia',
  'bank-chest-large-left-pleural-effusion',
  'bank-chest-pulmonary-oedema',
  'bank-chest-right-hilar-mass',
  'bank-msk-scaphoid-waist-fracture',
] as const;

/** The two cases the viva rooms examine. */
const ORAL_CASES = ['bank-chest-solitary-pulmonary-nodule', 'bank-chest-emphysema'] as const;

/**
 * Registrar n's mark (n = 0 … 11, the higher the stronger) on each of the paper's cases:
 * everyone right (facility 1: too easy); everyone wrong (0: too hard); right on every other
 * registrar, whatever their strength (discrimination 0: fails to discriminate); and two cases
 * the stronger get right, which discriminate.
 */
const PAPER_MARKS: ((n: number) => CaseMark)[] = [
  () => 'correct',
  () => 'missed',
  (n) => (n % 2 === 0 ? 'correct' : 'missed'),
  (n) => (n >= 3 ? 'correct' : 'missed'),
  (n) => (n >= 6 ? 'correct' : n >= 3 ? 'partly' : 'missed'),
];

const scores = (knowledge: number): Record<OralDomain, number> => ({
  knowledge,
  observation: 3,
  reasoning: 3,
  safety: 3,
});

/** Per room, per half, per oral case: the examiner's mark and the candidate's self-mark. */
type Marking = { examiner: [CaseMark, number]; self: [CaseMark, number] };
const ROOMS: { owner: number; partner: number; halves: [Marking, Marking][] }[] = [
  {
    owner: 0,
    partner: 1,
    halves: [
      [
        { examiner: ['correct', 4], self: ['correct', 4] },
        { examiner: ['partly', 3], self: ['partly', 3] },
      ],
      [
        { examiner: ['partly', 3], self: ['correct', 3] },
        { examiner: ['correct', 4], self: ['correct', 4] },
      ],
    ],
  },
  {
    owner: 2,
    partner: 3,
    halves: [
      [
        { examiner: ['correct', 4], self: ['correct', 4] },
        { examiner: ['missed', 2], self: ['missed', 3] },
      ],
      [
        { examiner: ['partly', 2], self: ['partly', 3] },
        { examiner: ['partly', 3], self: ['partly', 3] },
      ],
    ],
  },
];

/** Writes the registrars and their marked practice when they are missing; rows per table. */
export async function seedDemoPracticeAttempts(tx: Transaction, now: Date) {
  const rows = {
    students: 0,
    practice_papers: 0,
    practice_paper_cases: 0,
    viva_rooms: 0,
    viva_room_marks: 0,
  };
  const inserted = await tx
    .insert(students)
    .values(
      DEMO_REGISTRARS.map((registrar, n) => ({
        ...registrar,
        passwordHash: LOCKED_PASSWORD_HASH,
        createdAt: new Date(now.getTime() - (60 - n) * DAY_MS),
      })),
    )
    .onConflictDoNothing({ target: students.email })
    .returning({ id: students.id, email: students.email });
  // Only with the registrars themselves: a second run (or a registrar already there) adds nothing.
  rows.students = inserted.length;
  if (inserted.length !== DEMO_REGISTRARS.length) return rows;
  const ids = new Map(inserted.map((row) => [row.email, row.id]));
  const registrarIds = DEMO_REGISTRARS.map((registrar) => ids.get(registrar.email)!);
  const caseRows = await tx
    .select({ id: cases.id, slug: cases.slug })
    .from(cases)
    .where(inArray(cases.slug, [...PAPER_CASES, ...ORAL_CASES]));
  const caseIds = new Map(caseRows.map((row) => [row.slug, row.id]));

  for (const [n, studentId] of registrarIds.entries()) {
    // Two days apart, the weakest longest ago: the older half has been away over 14 days.
    const startedAt = new Date(now.getTime() - (24 - 2 * n) * DAY_MS);
    const paperId = await closedPaper(tx, studentId, 'short', startedAt, 30, [
      ...PAPER_CASES.map((slug) => caseIds.get(slug)!),
    ]);
    for (const [i, markOf] of PAPER_MARKS.entries()) {
      await tx
        .update(practicePaperCases)
        .set({ mark: markOf(n), markedAt: startedAt, findingsSeen: [] })
        .where(paperCase(paperId, i + 1));
    }
    rows.practice_papers += 1;
    rows.practice_paper_cases += PAPER_CASES.length;
  }

  const oralIds = ORAL_CASES.map((slug) => caseIds.get(slug)!);
  const caseMs = 5 * 60_000;
  for (const [r, room] of ROOMS.entries()) {
    const startedAt = new Date(now.getTime() - (3 + r) * DAY_MS);
    const halfMs = oralIds.length * caseMs;
    const seats = [registrarIds[room.owner]!, registrarIds[room.partner]!];
    const papers: number[] = [];
    for (const [half, candidate] of seats.entries()) {
      const start = new Date(startedAt.getTime() + half * halfMs);
      papers.push(await closedPaper(tx, candidate, 'oral', start, halfMs / 60_000, oralIds));
    }
    const [made] = await tx
      .insert(vivaRooms)
      .values({
        ownerId: seats[0]!,
        partnerId: seats[1]!,
        length: 'brief',
        casesPerHalf: oralIds.length,
        caseMs,
        createdAt: startedAt,
        startedAt,
        ownerPaperId: papers[0]!,
        partnerPaperId: papers[1]!,
        firstHalfPosition: oralIds.length,
        secondHalfPosition: oralIds.length,
      })
      .returning({ id: vivaRooms.id });
    for (const [h, markings] of room.halves.entries()) {
      const markedAt = new Date(startedAt.getTime() + (h + 1) * halfMs);
      for (const [i, marking] of markings.entries()) {
        await tx.insert(vivaRoomMarks).values({
          roomId: made!.id,
          half: h + 1,
          position: i + 1,
          examinerId: seats[1 - h]!,
          candidateId: seats[h]!,
          caseId: oralIds[i]!,
          mark: marking.examiner[0],
          oralScores: scores(marking.examiner[1]),
          markedAt,
        });
        await tx
          .update(practicePaperCases)
          .set({
            mark: marking.self[0],
            oralScores: scores(marking.self[1]),
            markedAt,
            findingsSeen: [],
          })
          .where(paperCase(papers[h]!, i + 1));
      }
    }
    rows.practice_papers += 2;
    rows.practice_paper_cases += 2 * oralIds.length;
    rows.viva_rooms += 1;
    rows.viva_room_marks += 2 * oralIds.length;
  }
  return rows;
}

const paperCase = (paperId: number, position: number) =>
  sql`${practicePaperCases.paperId} = ${paperId} and ${practicePaperCases.position} = ${position}`;

async function closedPaper(
  tx: Transaction,
  studentId: number,
  kind: 'short' | 'oral',
  startedAt: Date,
  minutes: number,
  caseIds: number[],
) {
  const endsAt = new Date(startedAt.getTime() + minutes * 60_000);
  const [paper] = await tx
    .insert(practicePapers)
    .values({ studentId, kind, startedAt, endsAt, closedAt: endsAt })
    .returning({ id: practicePapers.id });
  await tx
    .insert(practicePaperCases)
    .values(caseIds.map((caseId, i) => ({ paperId: paper!.id, position: i + 1, caseId })));
  return paper!.id;
}
