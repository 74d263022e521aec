import { and, eq, sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';

import { issueSignInToken } from '@/lib/accounts/sign-in-tokens';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { addPracticeBank, keyFindingOf, modelAnswerOf } from '@/test/practice-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { addSubscription } from '@/test/video-fixtures';

import {
  caseImages,
  caseSchedules,
  caseSeries,
  practicePaperCases,
  practicePapers,
  cases,
} from '../db/schema';
import { RECENTLY_SEEN_DAYS, REVISION_LEEWAY_MS } from './rules';
import { practiceMessages } from './texts';

/*
 * Practice papers on PGlite, and on PostgreSQL with TEST_DATABASE_URL: the draw, the server's
 * clock, the model answers kept back until the end, self-marking with ts-fsrs, and one student's
 * papers closed to every other. Jobs run when a test says so.
 */

const MINUTE = 60_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let bank: Awaited<ReturnType<typeof addPracticeBank>>;
let students = 0;
let now = new Date();

beforeAll(async () => {
  t = await createTestBackend({}, {}, { jobs: 'by hand' });
  call = caller(t);
  bank = await addPracticeBank(t.db, {
    chest: { adult: 30, paediatric: 10, normal: 4 },
    musculoskeletal: { adult: 24, paediatric: 8, normal: 3 },
    abdominal: 3,
    long: 8,
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = new Date(now.getTime() + 3 * 60 * MINUTE);
  t.setNow(now);
});

const at = (minutes: number) => {
  t.setNow(new Date(now.getTime() + minutes * MINUTE));
};

async function subscriber() {
  const { student, token } = await addStudent(t.db, `practice${++students}@example.test`);
  await addSubscription(t.db, student.id, {
    startOn: new Date('2026-01-01T00:00:00Z'),
    days: 3650,
  });
  return { studentId: student.id, token };
}

type PaperCase = {
  position: number;
  fields: 'short' | 'long';
  header: Record<string, unknown>;
  images: string[];
  answer: Record<string, string>;
  answerRevision: number;
  flagged: boolean;
  review: null | {
    caseId: number;
    modelAnswer: string;
    keyFindings: string[];
    mark: string | null;
  };
};
type Paper = {
  paperId: number;
  closedAt: string | null;
  endsAt: string;
  guardAlerts: number;
  cases: PaperCase[];
};

async function start(token: string, kind: 'short' | 'long' | 'oral', length = 'full') {
  const answer = await call('startPaper', { kind, length }, token);
  expect(answer).toMatchObject({ status: 200 });
  return (answer.data as { paperId: number }).paperId;
}
const view = async (token: string, paperId: number) =>
  (await call('paperView', { paperId }, token)).data as Paper;
const casesOf = (paperId: number) =>
  t.db
    .select({ row: practicePaperCases, item: cases })
    .from(practicePaperCases)
    .innerJoin(cases, eq(cases.id, practicePaperCases.caseId))
    .where(eq(practicePaperCases.paperId, paperId));

describe('the draw', () => {
  it('sets a full short paper to the exam mix: 25 radiographs, 50–60 % chest, one abdomen at most, a quarter children, a normal film', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'short');
    const drawn = (await casesOf(paperId)).map(({ item }) => item);
    expect(drawn).toHaveLength(25);
    expect(new Set(drawn.map((item) => item.image)).size).toBe(25);
    expect(drawn.every((item) => item.modality === 'XR')).toBe(true);
    const of = (system: string) => drawn.filter((item) => item.system === system).length;
    expect(of('chest') / 25).toBeGreaterThanOrEqual(0.5);
    expect(of('chest') / 25).toBeLessThanOrEqual(0.6);
    expect(of('musculoskeletal') / 25).toBeGreaterThanOrEqual(0.4);
    expect(of('abdominal')).toBeLessThanOrEqual(1);
    const children = drawn.filter((item) => item.ageBand === 'paediatric').length;
    expect(children).toBeGreaterThanOrEqual(5);
    expect(children).toBeLessThanOrEqual(7);
    expect(drawn.some((item) => item.normal)).toBe(true);
    // The server's clock: 120 minutes.
    const paper = await view(token, paperId);
    expect(new Date(paper.endsAt).getTime() - now.getTime()).toBe(120 * MINUTE);
  });

  it('sets long papers from cases with a series, and a brief one of 2 in 25 minutes', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'long', 'brief');
    const paper = await view(token, paperId);
    expect(paper.cases).toHaveLength(2);
    expect(paper.cases.every((item) => item.fields === 'long' && item.images.length === 12)).toBe(
      true,
    );
    expect(new Date(paper.endsAt).getTime() - now.getTime()).toBe(25 * MINUTE);
  });

  it('leaves out cases the student met recently while others remain, and comes back to them later', async () => {
    const { studentId, token } = await subscriber();
    const first = await start(token, 'short', 'brief');
    await call('finishPaper', { paperId: first }, token);
    const firstImages = new Set((await casesOf(first)).map(({ item }) => item.image));
    // 78 radiographs: 15 more papers of 5 find a fresh case each time.
    const later: string[] = [];
    for (let i = 0; i < 12; i++) {
      at(i + 1);
      const paperId = await start(token, 'short', 'brief');
      await call('finishPaper', { paperId }, token);
      later.push(...(await casesOf(paperId)).map(({ item }) => item.image));
    }
    expect(later.filter((image) => firstImages.has(image))).toEqual([]);
    expect(new Set(later).size).toBe(later.length);
    // Past the window, the first paper's cases are as fresh as any.
    const afterWindow = new Date(now.getTime() + (RECENTLY_SEEN_DAYS + 1) * 86_400_000);
    t.setNow(afterWindow);
    // Sessions last 30 days: sign in again.
    const { token: fresh } = await issueSignInToken(t.db, studentId, afterWindow);
    const again = await start(fresh, 'short', 'full');
    expect((await casesOf(again)).length).toBe(25);
  });

  it('asks for a subscription (402) and refuses a second paper while one runs', async () => {
    const { student, token } = await addStudent(t.db, `unsubscribed${++students}@example.test`);
    expect(await call('startPaper', { kind: 'short', length: 'brief' }, token)).toMatchObject({
      status: 402,
      message: practiceMessages.subscriptionRequired,
      code: 'subscription_required',
    });
    expect(
      await t.db.select().from(practicePapers).where(eq(practicePapers.studentId, student.id)),
    ).toEqual([]);
    const member = await subscriber();
    await start(member.token, 'short', 'brief');
    expect(await call('startPaper', { kind: 'long', length: 'brief' }, member.token)).toMatchObject(
      {
        status: 409,
        code: 'paper_open',
      },
    );
    expect(await call('startPaper', { kind: 'oral', length: 'brief' }, member.token)).toMatchObject(
      {
        status: 422,
      },
    );
  });
});

describe('the clock', () => {
  it('refuses answers and flags after the end, and the paper is closed at its end', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'short', 'brief');
    at(23);
    const save = (revision: number) =>
      call(
        'saveAnswer',
        { paperId, position: 1, answer: { report: `r${revision}` }, revision },
        token,
      );
    expect(await save(1)).toMatchObject({ status: 200 });
    at(24);
    expect(await save(2)).toMatchObject({
      status: 409,
      code: 'paper_ended',
      message: practiceMessages.paperEnded,
    });
    expect(await call('flagCase', { paperId, position: 2, flagged: true }, token)).toMatchObject({
      status: 409,
      code: 'paper_ended',
    });
    const [stored] = await t.db.select().from(practicePapers).where(eq(practicePapers.id, paperId));
    expect(stored!.closedAt).toEqual(stored!.endsAt);
    const [answer] = await t.db
      .select()
      .from(practicePaperCases)
      .where(and(eq(practicePaperCases.paperId, paperId), eq(practicePaperCases.position, 1)));
    expect(answer).toMatchObject({ answer: { report: 'r1' }, answerRevision: 1 });
  });

  it('closes itself at its end with nobody reading it: the job queued at the start', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'long', 'brief');
    at(24);
    await t.runJobs();
    const open = await t.db.select().from(practicePapers).where(eq(practicePapers.id, paperId));
    expect(open[0]!.closedAt).toBeNull();
    at(26);
    // pg-boss compares start_after with the database's clock, not the test's.
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'practice-paper-close' and data->>'paperId' = ${String(paperId)}`,
    );
    expect(await t.runJobs()).toBeGreaterThan(0);
    const [closed] = await t.db.select().from(practicePapers).where(eq(practicePapers.id, paperId));
    expect(closed!.closedAt).toEqual(closed!.endsAt);
  });

  it('refuses a revision dated ahead of the server’s clock, so no forged save freezes an answer', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'short', 'brief');
    const save = (report: string, revision: number) =>
      call('saveAnswer', { paperId, position: 1, answer: { report }, revision }, token);
    at(1);
    expect(await save('forged', 2 ** 31 - 1)).toMatchObject({
      status: 422,
      message: practiceMessages.answerAhead,
    });
    expect(await save('too far ahead', MINUTE + REVISION_LEEWAY_MS + 1)).toMatchObject({
      status: 422,
    });
    expect((await view(token, paperId)).cases[0]).toMatchObject({ answerRevision: 0 });
    // A device's clock a little ahead is allowed for; the next edit, a minute on, is still kept.
    expect(await save('a little ahead', MINUTE + REVISION_LEEWAY_MS)).toMatchObject({
      status: 200,
    });
    at(2);
    expect(await save('typed later', 2 * MINUTE)).toMatchObject({ status: 200 });
    expect((await view(token, paperId)).cases[0]).toMatchObject({
      answer: { report: 'typed later' },
      answerRevision: 2 * MINUTE,
    });
  });

  it('keeps the later of two concurrent saves of one answer, in either order of arrival', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'short', 'brief');
    const save = (position: number, text: string, revision: number) =>
      call(
        'saveAnswer',
        { paperId, position, answer: { report: text, management: '' }, revision },
        token,
      );
    const results = await Promise.all([save(1, 'later', 8), save(1, 'earlier', 7)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409].sort());
    const reversed = await Promise.all([save(2, 'earlier', 3), save(2, 'later', 4)]);
    expect(reversed.some((result) => result.status === 200)).toBe(true);
    const paper = await view(token, paperId);
    expect(paper.cases[0]).toMatchObject({ answer: { report: 'later' }, answerRevision: 8 });
    expect(paper.cases[1]).toMatchObject({ answer: { report: 'later' }, answerRevision: 4 });
  });
});

describe('the model answer', () => {
  it('is in no response before the end of the paper, and in the review after it', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'oral');
    const secrets = bank.cases.flatMap((item) => [
      modelAnswerOf(item.slug),
      keyFindingOf(item.slug, 1),
      item.name,
    ]);
    const responses = [
      await call('paperView', { paperId }, token),
      await call(
        'saveAnswer',
        { paperId, position: 1, answer: { report: 'x' }, revision: 1 },
        token,
      ),
      await call('flagCase', { paperId, position: 2, flagged: true }, token),
      await call('practiceOverview', {}, token),
      await call(
        'markCase',
        { paperId, position: 1, mark: 'correct', findingsSeen: [true, true] },
        token,
      ),
    ];
    const text = JSON.stringify(responses);
    for (const secret of secrets) expect(text).not.toContain(secret);
    await call('finishPaper', { paperId }, token);
    const ended = await view(token, paperId);
    const drawn = await casesOf(paperId);
    for (const item of ended.cases) {
      const { item: source } = drawn.find(({ row }) => row.position === item.position)!;
      expect(item.review).toMatchObject({
        caseId: source.id,
        modelAnswer: modelAnswerOf(source.slug),
        keyFindings: [keyFindingOf(source.slug, 1), keyFindingOf(source.slug, 2)],
      });
    }
  });
});

describe('the films’ addresses', () => {
  it('are the paper’s own: no name, slug or library address of its cases, slice by slice', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'long', 'brief');
    const paper = await view(token, paperId);
    // The clinical header is shown as the exam shows it (the fixture's names its case).
    const text = JSON.stringify(paper.cases.map(({ header: _header, ...item }) => item));
    for (const { item } of await casesOf(paperId)) {
      for (const secret of [item.slug, item.name, item.image, `/test/${item.slug}`]) {
        expect(text).not.toContain(secret);
      }
    }
    const images = paper.cases.flatMap((item) => item.images);
    expect(images).toHaveLength(24);
    for (const image of images) {
      expect(image).toMatch(new RegExp(`^/api/practice/paper/${paperId}/image/[A-Za-z0-9_-]{32}$`));
    }
    expect(new Set(images).size).toBe(images.length);
  });
});

describe('self-marking', () => {
  it('schedules the case exactly as ts-fsrs computes, mark after mark', async () => {
    const { studentId, token } = await subscriber();
    const paperId = await start(token, 'short', 'brief');
    expect(
      await call(
        'markCase',
        { paperId, position: 1, mark: 'correct', findingsSeen: [true, true] },
        token,
      ),
    ).toMatchObject({ status: 409, message: practiceMessages.paperStillOpen });
    await call('finishPaper', { paperId }, token);
    at(30);
    const [first] = (await casesOf(paperId)).filter(({ row }) => row.position === 1);
    const caseId = first!.item.id;
    const marked = await call(
      'markCase',
      { paperId, position: 1, mark: 'correct', findingsSeen: [true, false] },
      token,
    );
    expect(marked).toMatchObject({ status: 200, message: practiceMessages.caseMarked });
    const scheduler = fsrs();
    const firstMarkAt = new Date(now.getTime() + 30 * MINUTE);
    let card = scheduler.next(createEmptyCard(firstMarkAt), firstMarkAt, Rating.Good).card;
    const stored = async () =>
      (
        await t.db
          .select()
          .from(caseSchedules)
          .where(and(eq(caseSchedules.studentId, studentId), eq(caseSchedules.caseId, caseId)))
      )[0]!;
    expect(await stored()).toMatchObject({
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      reps: 1,
      lapses: 0,
      state: card.state,
      lastMark: 'correct',
    });
    expect((marked.data as { due: string }).due).toBe(card.due.toISOString());
    // Marked once only.
    expect(
      await call(
        'markCase',
        { paperId, position: 1, mark: 'missed', findingsSeen: [false, false] },
        token,
      ),
    ).toMatchObject({ status: 409, message: practiceMessages.alreadyMarked });

    // Due later: the queue shows it, a review of it is a one-case paper, and its mark reschedules.
    const reviewAt = new Date(card.due.getTime() + 60 * MINUTE);
    t.setNow(reviewAt);
    const overview = (await call('practiceOverview', {}, token)).data as {
      dueCount: number;
      due: { caseId: number }[];
    };
    expect(overview.due.map((item) => item.caseId)).toContain(caseId);
    const review = await call('startReview', { caseId }, token);
    expect(review).toMatchObject({ status: 200 });
    const reviewId = (review.data as { paperId: number }).paperId;
    expect((await view(token, reviewId)).cases).toHaveLength(1);
    // While it runs, the queue (which names its cases' facts) is counted but not listed.
    expect((await call('practiceOverview', {}, token)).data).toMatchObject({
      dueCount: overview.dueCount,
      due: [],
    });
    await call('finishPaper', { paperId: reviewId }, token);
    await call(
      'markCase',
      { paperId: reviewId, position: 1, mark: 'partly', findingsSeen: [true, false] },
      token,
    );
    card = scheduler.next(card, reviewAt, Rating.Hard).card;
    expect(await stored()).toMatchObject({
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      reps: 2,
      state: card.state,
      lastMark: 'partly',
    });
  });

  it('checks a mark: findings one for one, over-called only on a normal film, domain scores in an oral', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'short', 'brief');
    await call('finishPaper', { paperId }, token);
    const drawn = await casesOf(paperId);
    const abnormal = drawn.find(({ item }) => !item.normal)!.row.position;
    expect(
      await call(
        'markCase',
        { paperId, position: abnormal, mark: 'correct', findingsSeen: [true] },
        token,
      ),
    ).toMatchObject({ status: 422, message: practiceMessages.markFindingsCount });
    expect(
      await call(
        'markCase',
        { paperId, position: abnormal, mark: 'overcalled', findingsSeen: [true, true] },
        token,
      ),
    ).toMatchObject({ status: 422, message: practiceMessages.overcallNeedsNormal });
    expect(
      await call(
        'markCase',
        {
          paperId,
          position: abnormal,
          mark: 'correct',
          findingsSeen: [true, true],
          oralScores: { knowledge: 3, observation: 3, reasoning: 3, safety: 3 },
        },
        token,
      ),
    ).toMatchObject({ status: 422, message: practiceMessages.oralScoresOnlyOral });
    at(1);
    const oral = await start(token, 'oral');
    await call('finishPaper', { paperId: oral }, token);
    expect(
      await call(
        'markCase',
        { paperId: oral, position: 1, mark: 'correct', findingsSeen: [true, true] },
        token,
      ),
    ).toMatchObject({ status: 422, message: practiceMessages.oralScoresRequired });
    expect(
      await call(
        'markCase',
        {
          paperId: oral,
          position: 1,
          mark: 'partly',
          findingsSeen: [true, false],
          oralScores: { knowledge: 2, observation: 3, reasoning: 3, safety: 4 },
        },
        token,
      ),
    ).toMatchObject({ status: 200 });
  });
});

describe('the anti-capture guard on a running paper', () => {
  it('counts each warning while the paper runs, shows the count, and refuses after the end', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'short', 'brief');
    expect((await view(token, paperId)).guardAlerts).toBe(0);
    for (const reason of ['developer-tools', 'docked-panel', 'screenshot']) {
      expect(await call('recordGuardAlert', { paperId, reason }, token)).toMatchObject({
        status: 200,
        message: practiceMessages.guardAlertRecorded,
      });
    }
    expect(await call('recordGuardAlert', { paperId, reason: 'anything' }, token)).toMatchObject({
      status: 422,
      message: practiceMessages.guardReasonUnknown,
    });
    at(10);
    const running = await view(token, paperId);
    expect(running).toMatchObject({ guardAlerts: 3, closedAt: null });

    at(24);
    expect(await call('recordGuardAlert', { paperId, reason: 'save' }, token)).toMatchObject({
      status: 409,
      code: 'paper_ended',
    });
    expect((await view(token, paperId)).guardAlerts).toBe(3);
  });
});

describe('one student’s papers', () => {
  it('are missing to every other student: read, answer, flag, finish, mark, review', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const paperId = await start(owner.token, 'short', 'brief');
    const before = await casesOf(paperId);
    const attempts = [
      call('paperView', { paperId }, other.token),
      call(
        'saveAnswer',
        { paperId, position: 1, answer: { report: 'mine now' }, revision: 99 },
        other.token,
      ),
      call('flagCase', { paperId, position: 1, flagged: true }, other.token),
      call('finishPaper', { paperId }, other.token),
      call(
        'markCase',
        { paperId, position: 1, mark: 'missed', findingsSeen: [false, false] },
        other.token,
      ),
      call('startReview', { caseId: before[0]!.item.id }, other.token),
      call('recordGuardAlert', { paperId, reason: 'save' }, other.token),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer)).not.toContain('MODEL-ANSWER');
    }
    expect(await casesOf(paperId)).toEqual(before);
    const [paper] = await t.db.select().from(practicePapers).where(eq(practicePapers.id, paperId));
    expect(paper!.closedAt).toBeNull();
    expect(paper!.guardAlerts).toBe(0);
    // And a visitor has no way in.
    expect((await call('paperView', { paperId })).status).toBe(403);
  });
});

describe('a series that came in as DICOM', () => {
  it('is sent with its 16-bit manifest, named by the paper’s own addresses and UIDs alone', async () => {
    const { token } = await subscriber();
    const paperId = await start(token, 'long', 'brief');
    const drawn = await casesOf(paperId);
    for (const { item } of drawn) {
      const slices = await t.db
        .select({ image: caseImages.image })
        .from(caseImages)
        .where(eq(caseImages.caseId, item.id))
        .orderBy(caseImages.position);
      await t.db.insert(caseSeries).values({
        caseId: item.id,
        published: true,
        manifest: {
          version: 1,
          modality: 'CT',
          uids: { study: '2.25.111', series: '2.25.222', frameOfReference: '2.25.333' },
          rows: 2,
          columns: 2,
          pixelSpacing: [1, 1],
          orientation: null,
          photometric: 'MONOCHROME2',
          defaultWindow: { center: 40, width: 400 },
          slices: slices.map((slice, index) => ({
            file: slice.image.slice(slice.image.lastIndexOf('/') + 1),
            rescale: { slope: 1, intercept: -1024 },
            position: [0, 0, -index],
          })),
        },
        report: {
          removed: [],
          privateAttributes: 0,
          otherAttributes: 0,
          replacedUids: { study: '2.25.111', series: '2.25.222', frameOfReference: '2.25.333' },
          review: [],
        },
      });
    }
    const answer = await call('paperView', { paperId }, token);
    const paper = answer.data as Paper & {
      cases: (PaperCase & { manifest: { uids: object; slices: { file: string }[] } | null })[];
    };
    for (const item of paper.cases) {
      expect(item.manifest).not.toBeNull();
      expect(item.manifest!.slices.map((slice) => slice.file)).toEqual(item.images);
    }
    const sent = JSON.stringify(answer);
    expect(sent).not.toContain('2.25.');
    // The stored slices' names (the fixture's clinical details name the slug itself).
    for (const { item } of drawn) expect(sent).not.toContain(`${item.slug}-1.webp`);
  });
});

describe('the practice page’s papers', () => {
  it('lists the latest 30 papers, newest first, each with its cases, marks and score', async () => {
    const { studentId, token } = await subscriber();
    const [first, second] = bank.cases;
    // 32 ended papers an hour apart: two cases each, the first of them marked in every other one.
    const made: number[] = [];
    for (let i = 0; i < 32; i++) {
      const startedAt = new Date(now.getTime() - (40 - i) * 60 * MINUTE);
      const [paper] = await t.db
        .insert(practicePapers)
        .values({
          studentId,
          kind: 'short',
          startedAt,
          endsAt: new Date(startedAt.getTime() + 30 * MINUTE),
        })
        .returning();
      await t.db.insert(practicePaperCases).values([
        {
          paperId: paper!.id,
          position: 1,
          caseId: first!.id,
          mark: i % 2 === 0 ? 'correct' : null,
          markedAt: i % 2 === 0 ? startedAt : null,
        },
        { paperId: paper!.id, position: 2, caseId: second!.id },
      ]);
      made.push(paper!.id);
    }
    // And one with no cases at all (a paper's cases are written with it; an old row may lack them).
    const [empty] = await t.db
      .insert(practicePapers)
      .values({
        studentId,
        kind: 'long',
        startedAt: new Date(now.getTime() - 5 * MINUTE),
        endsAt: new Date(now.getTime() - MINUTE),
      })
      .returning();
    const { papers } = (await call('practiceOverview', {}, token)).data as {
      papers: { paperId: number; cases: number; marked: number; score: number | null }[];
    };
    expect(papers.map((paper) => paper.paperId)).toEqual([...made.slice(3), empty!.id].reverse());
    expect(papers[0]).toMatchObject({ cases: 0, marked: 0, score: null });
    // made[31] (odd: nothing marked) and made[30] (its first case marked correct).
    expect(papers[1]).toMatchObject({ paperId: made[31], cases: 2, marked: 0, score: null });
    expect(papers[2]).toMatchObject({ paperId: made[30], cases: 2, marked: 1, score: 1 });
  });
});
