import type { Pool, PoolClient } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';

import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { addPracticeBank, keyFindingOf, modelAnswerOf } from '@/test/practice-fixtures';
import { webmRecording } from '@/test/recording-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';
import { addSubscription } from '@/test/video-fixtures';

import { caseSchedules, practicePaperCases, cases, vivaRooms } from '../db/schema';
import { nextCard } from '../practice/schedule';
import { VIVA_CHANNEL } from './room-events';
import { vivaMessages } from './texts';

/*
 * Viva rooms on PGlite (docs/viva-rooms.md): only the two people get in, the examiner's fields
 * never reach the candidate, the server's clock swaps the roles at half time, and an examiner's
 * mark reschedules the candidate's card exactly as a self-mark does.
 */

const MINUTE = 60_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let people = 0;
let now = new Date('2026-06-01T09:00:00Z');
const events: string[] = [];
let listening: PoolClient | undefined;

beforeAll(async () => {
  t = await createTestBackend({}, {}, { jobs: 'by hand' });
  call = caller(t);
  await addPracticeBank(t.db, {
    chest: { adult: 10, paediatric: 2, normal: 2 },
    musculoskeletal: { adult: 8, paediatric: 2, normal: 1 },
    abdominal: 2,
    long: 4,
  });
  // The room's events as a listener gets them: PGlite's own LISTEN, or a server connection's.
  const client = (t.db as unknown as { $client: PGlite | Pool }).$client;
  if ('listen' in client && typeof client.listen === 'function') {
    await (client as PGlite).listen(VIVA_CHANNEL, (payload) => void events.push(payload));
  } else {
    listening = await (client as Pool).connect();
    listening.on('notification', (message) => void events.push(message.payload ?? ''));
    await listening.query(`LISTEN ${VIVA_CHANNEL}`);
  }
});
afterAll(async () => {
  listening?.release();
  await t.close();
});
beforeEach(() => {
  // Each test's sitting is hours after the last, so no paper of an earlier one still runs.
  now = new Date(now.getTime() + 3 * 60 * MINUTE);
  t.setNow(now);
});

const at = (minutes: number) => t.setNow(new Date(now.getTime() + minutes * MINUTE));

async function person(subscribed: boolean) {
  const { student, token } = await addStudent(
    t.db,
    `viva${++people}@example.test`,
    `Person ${people}`,
  );
  if (subscribed) {
    await addSubscription(t.db, student.id, {
      startOn: new Date('2026-01-01T00:00:00Z'),
      days: 3650,
    });
  }
  return { studentId: student.id, token };
}

type View = {
  status: string;
  role: string | null;
  half: number | null;
  position: number | null;
  inviteUrl: string | null;
  case: { position: number; images: string[]; header: { clinicalDetails: string } } | null;
  examiner: { name: string; modelAnswer: string; keyFindings: string[] } | null;
  toMark: { half: number; position: number; name: string }[];
  recordingConsent: { mine: boolean; partner: boolean };
};

const view = async (token: string, roomId: number) => {
  const answer = await call('vivaRoomView', { roomId }, token);
  expect(answer.status).toBe(200);
  return answer.data as View;
};

/** A room opened by a subscriber, joined by a partner without a plan, and started. */
async function sitting(length: 'full' | 'brief' = 'brief') {
  const owner = await person(true);
  const partner = await person(false);
  const opened = await call('openVivaRoom', { length }, owner.token);
  expect(opened.status).toBe(200);
  const { roomId, inviteUrl } = opened.data as { roomId: number; inviteUrl: string };
  const invite = new URL(inviteUrl, 'http://x').searchParams.get('invite')!;
  expect((await call('joinVivaRoom', { roomId, invite }, partner.token)).status).toBe(200);
  return { owner, partner, roomId, invite };
}

/** Every word the examiner's fields are made of, for the cases the room drew. */
async function secretsOf(roomId: number) {
  const [room] = await t.db.select().from(vivaRooms).where(eq(vivaRooms.id, roomId));
  const rows = await t.db
    .select({ slug: cases.slug, name: cases.name })
    .from(practicePaperCases)
    .innerJoin(cases, eq(cases.id, practicePaperCases.caseId))
    .where(eq(practicePaperCases.paperId, room!.ownerPaperId!));
  // Not the slug alone: the test bank's clinical details name it, and the candidate sees those.
  return rows.flatMap((row) => [row.name, modelAnswerOf(row.slug), keyFindingOf(row.slug, 1)]);
}

test('a subscriber opens a room; the partner joins with an account and no plan', async () => {
  const { owner, partner, roomId } = await sitting();
  const ownerView = await view(owner.token, roomId);
  expect(ownerView.status).toBe('waiting');
  // The invitation is no longer shown once the partner has taken it.
  expect(ownerView.inviteUrl).toBeNull();
  expect((await view(partner.token, roomId)).status).toBe('waiting');
});

test('opening a room needs a plan', async () => {
  const free = await person(false);
  const answer = await call('openVivaRoom', { length: 'brief' }, free.token);
  expect(answer.status).toBe(402);
  expect(answer.message).toBe(vivaMessages.subscriptionRequired);
});

test('a third person with the link is refused and sees nothing of the room', async () => {
  const { roomId, invite } = await sitting();
  const third = await person(true);
  const joined = await call('joinVivaRoom', { roomId, invite }, third.token);
  expect(joined.status).toBe(409);
  expect(joined.message).toBe(vivaMessages.notInvited);
  expect(joined.code).toBe('not_invited');
  for (const name of ['vivaRoomView', 'startVivaRoom', 'nextVivaCase', 'vivaSummary'] as const) {
    const answer = await call(name, { roomId }, third.token);
    expect(answer.status).toBe(404);
  }
  const signal = await call(
    'vivaSignal',
    { roomId, kind: 'pointer', data: { x: 0.5, y: 0.5 } },
    third.token,
  );
  expect(signal.status).toBe(404);
  // A made-up invitation is refused too, even to a room with no partner yet.
  const owner = await person(true);
  const opened = await call('openVivaRoom', { length: 'brief' }, owner.token);
  const fresh = (opened.data as { roomId: number }).roomId;
  const guessed = await call(
    'joinVivaRoom',
    { roomId: fresh, invite: 'x'.repeat(32) },
    third.token,
  );
  expect(guessed.status).toBe(404);
  expect((await view(owner.token, fresh)).inviteUrl).toContain('invite=');
});

test('the examiner sees the case name, model answer and findings; the candidate never does', async () => {
  const { owner, partner, roomId } = await sitting();
  events.length = 0;
  expect((await call('startVivaRoom', { roomId }, owner.token)).status).toBe(200);
  const candidate = await view(owner.token, roomId);
  const examiner = await view(partner.token, roomId);
  expect(candidate).toMatchObject({ status: 'running', role: 'candidate', half: 1, position: 1 });
  expect(candidate.examiner).toBeNull();
  expect(examiner).toMatchObject({ role: 'examiner', half: 1, position: 1 });
  expect(examiner.examiner!.modelAnswer).toMatch(/^MODEL-ANSWER /);
  // Both see the same header and images, at the room's addresses.
  expect(examiner.case).toEqual(candidate.case);
  expect(candidate.case!.images[0]).toMatch(new RegExp(`^/api/viva/room/${roomId}/image/`));

  // Everything the candidate's browser receives in the first half, and every event of the room.
  await call('vivaSignal', { roomId, kind: 'viewer', data: { slice: 3 } }, owner.token);
  const received = [JSON.stringify(candidate)];
  expect((await call('nextVivaCase', { roomId }, partner.token)).status).toBe(200);
  received.push(JSON.stringify(await view(owner.token, roomId)));
  // A server delivers notifications after the commit, not within it.
  for (let waited = 0; events.length === 0 && waited < 2000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  received.push(...events);
  const everything = received.join('\n');
  for (const secret of await secretsOf(roomId)) expect(everything).not.toContain(secret);
  expect(events.length).toBeGreaterThan(0);
});

test('the server clock moves the case and swaps the roles at half time', async () => {
  const { owner, partner, roomId } = await sitting('brief');
  await call('startVivaRoom', { roomId }, owner.token);
  at(4.9);
  expect(await view(owner.token, roomId)).toMatchObject({
    half: 1,
    position: 1,
    role: 'candidate',
  });
  at(5.1);
  expect(await view(owner.token, roomId)).toMatchObject({ half: 1, position: 2, toMark: [] });
  // The examiner may still mark the case the clock moved on from.
  const examining = await view(partner.token, roomId);
  expect(examining.toMark.map(({ half, position }) => [half, position])).toEqual([[1, 1]]);
  // The candidate cannot move on; the examiner at the half's last case is told the swap is at half time.
  expect((await call('nextVivaCase', { roomId }, owner.token)).code).toBe('examiner_only');
  expect((await call('nextVivaCase', { roomId }, partner.token)).code).toBe('last_case');
  at(10);
  const swapped = await view(owner.token, roomId);
  expect(swapped).toMatchObject({ half: 2, position: 1, role: 'examiner' });
  expect(swapped.examiner!.modelAnswer).toMatch(/^MODEL-ANSWER /);
  const candidate = await view(partner.token, roomId);
  expect(candidate).toMatchObject({ half: 2, role: 'candidate', toMark: [] });
  expect(candidate.examiner).toBeNull();
  // Only the candidate drives the viewer.
  const examinerDrives = await call(
    'vivaSignal',
    { roomId, kind: 'viewer', data: { slice: 2 } },
    owner.token,
  );
  expect(examinerDrives.code).toBe('candidate_only');
  at(20);
  const ended = await view(owner.token, roomId);
  expect(ended.status).toBe('ended');
  expect(ended.toMark.map(({ half, position }) => [half, position])).toEqual([
    [2, 1],
    [2, 2],
  ]);
  // Marked after the sitting, a case leaves the list.
  const late = await call(
    'markVivaCase',
    {
      roomId,
      half: 1,
      position: 2,
      mark: 'correct',
      oralScores: { knowledge: 4, observation: 4, reasoning: 4, safety: 4 },
    },
    partner.token,
  );
  expect(late.status).toBe(200);
  expect((await view(partner.token, roomId)).toMark.map(({ position }) => position)).toEqual([1]);
});

test('an examiner’s mark reschedules the candidate’s card exactly as a self-mark does', async () => {
  const { owner, partner, roomId } = await sitting('brief');
  await call('startVivaRoom', { roomId }, owner.token);
  at(1);
  const scores = { knowledge: 3, observation: 2, reasoning: 3, safety: 4 };
  const notYet = await call(
    'markVivaCase',
    { roomId, half: 1, position: 2, mark: 'partly', oralScores: scores },
    partner.token,
  );
  expect(notYet.code).toBe('case_not_shown');
  const byCandidate = await call(
    'markVivaCase',
    { roomId, half: 1, position: 1, mark: 'correct', oralScores: scores },
    owner.token,
  );
  expect(byCandidate.code).toBe('examiner_only');
  const [room] = await t.db.select().from(vivaRooms).where(eq(vivaRooms.id, roomId));
  const [paperCase] = await t.db
    .select()
    .from(practicePaperCases)
    .where(
      and(eq(practicePaperCases.paperId, room!.ownerPaperId!), eq(practicePaperCases.position, 1)),
    );
  const markedAt = new Date(now.getTime() + MINUTE);
  const marked = await call(
    'markVivaCase',
    {
      roomId,
      half: 1,
      position: 1,
      mark: 'partly',
      oralScores: scores,
      comment: 'Presented well; missed the second finding.',
    },
    partner.token,
  );
  expect(marked.status).toBe(200);
  const expected = nextCard(undefined, 'partly', markedAt);
  const [schedule] = await t.db
    .select()
    .from(caseSchedules)
    .where(
      and(
        eq(caseSchedules.studentId, owner.studentId),
        eq(caseSchedules.caseId, paperCase!.caseId),
      ),
    );
  expect(schedule).toMatchObject({
    lastMark: 'partly',
    reps: expected.reps,
    state: expected.state,
    stability: expected.stability,
    difficulty: expected.difficulty,
  });
  expect(schedule!.due.toISOString()).toBe(expected.due.toISOString());
  expect((marked.data as { due: string }).due).toBe(expected.due.toISOString());
  // Marked once; the examiner's own card is untouched.
  const again = await call(
    'markVivaCase',
    { roomId, half: 1, position: 1, mark: 'correct', oralScores: scores },
    partner.token,
  );
  expect(again.code).toBe('already_marked');
  const partnerCards = await t.db
    .select()
    .from(caseSchedules)
    .where(eq(caseSchedules.studentId, partner.studentId));
  expect(partnerCards).toHaveLength(0);

  // The candidate's coverage counts the examiner's mark as a self-mark.
  const coverage = await call('practiceCoverage', {}, owner.token);
  const systems = (coverage.data as { systems: { marks: { partly: number } }[] }).systems;
  expect(systems.reduce((sum, system) => sum + system.marks.partly, 0)).toBe(1);

  // After the sitting: the candidate self-marks, and the summary shows the two side by side.
  at(21);
  const self = await call(
    'markCase',
    {
      paperId: room!.ownerPaperId,
      position: 1,
      mark: 'correct',
      findingsSeen: [true, true],
      oralScores: { ...scores, knowledge: 4 },
    },
    owner.token,
  );
  expect(self.status).toBe(200);
  const summary = await call('vivaSummary', { roomId }, owner.token);
  expect(summary.status).toBe(200);
  const [first] = (
    summary.data as {
      asCandidate: { examinerMark: { comment: string }; disagreements: string[] }[];
    }
  ).asCandidate;
  expect(first!.examinerMark.comment).toBe('Presented well; missed the second finding.');
  expect(first!.disagreements).toEqual(['mark', 'knowledge']);
  const examinerSummary = await call('vivaSummary', { roomId }, partner.token);
  const asExaminer = (examinerSummary.data as { asExaminer: { selfMark: unknown }[] }).asExaminer;
  expect(asExaminer[0]!.selfMark).toBeNull();
});

test('the second candidate is drawn cases other than the first candidate’s', async () => {
  // Three full sittings: with independent draws from this bank, some two would share a case.
  for (let round = 0; round < 3; round++) {
    const { owner, roomId } = await sitting('full');
    expect((await call('startVivaRoom', { roomId }, owner.token)).status).toBe(200);
    const [room] = await t.db.select().from(vivaRooms).where(eq(vivaRooms.id, roomId));
    const imagesOf = async (paperId: number) =>
      (
        await t.db
          .select({ image: cases.image })
          .from(practicePaperCases)
          .innerJoin(cases, eq(cases.id, practicePaperCases.caseId))
          .where(eq(practicePaperCases.paperId, paperId))
      ).map((row) => row.image);
    const first = await imagesOf(room!.ownerPaperId!);
    const second = await imagesOf(room!.partnerPaperId!);
    expect(first).toHaveLength(6);
    expect(second).toHaveLength(6);
    expect(second.filter((image) => first.includes(image))).toEqual([]);
    now = new Date(now.getTime() + 3 * 60 * MINUTE);
    t.setNow(now);
  }
});

test('recording needs both people’s consent; it is the candidate’s, either can withdraw', async () => {
  const { owner, partner, roomId } = await sitting('brief');
  await call('startVivaRoom', { roomId }, owner.token);
  const [room] = await t.db.select().from(vivaRooms).where(eq(vivaRooms.id, roomId));
  const upload = (token: string, half: number, position: number) =>
    call(
      'uploadVivaRecording',
      { roomId, half: String(half), position: String(position), file: webmRecording() },
      token,
    );
  const consent = (token: string, agree: boolean) =>
    call('setVivaRecordingConsent', { roomId, consent: agree }, token);
  const recordingOf = async (position: number) =>
    (
      await t.db
        .select({ recording: practicePaperCases.recording })
        .from(practicePaperCases)
        .where(
          and(
            eq(practicePaperCases.paperId, room!.ownerPaperId!),
            eq(practicePaperCases.position, position),
          ),
        )
    )[0]!.recording;

  // Nobody has agreed yet, then only one of the two: nothing is stored.
  expect((await view(owner.token, roomId)).recordingConsent).toEqual({
    mine: false,
    partner: false,
  });
  expect((await upload(owner.token, 1, 1)).code).toBe('recording_not_agreed');
  const agreed = await consent(owner.token, true);
  expect(agreed).toMatchObject({ status: 200, data: { mine: true, partner: false } });
  expect((await upload(owner.token, 1, 1)).code).toBe('recording_not_agreed');
  expect(await recordingOf(1)).toBeNull();

  // Both agree: the candidate's browser stores the case's recording on the candidate's paper.
  await consent(partner.token, true);
  expect((await view(partner.token, roomId)).recordingConsent).toEqual({
    mine: true,
    partner: true,
  });
  // Only the candidate of the half records it; not a case still to come.
  expect((await upload(partner.token, 1, 1)).code).toBe('candidate_only');
  expect((await upload(owner.token, 1, 2)).code).toBe('case_not_shown');
  expect((await upload(owner.token, 2, 1)).code).toBe('candidate_only');
  const saved = await upload(owner.token, 1, 1);
  expect(saved.status).toBe(200);
  const stored = await recordingOf(1);
  expect(stored).toMatch(/^rec-[0-9a-f-]{36}\.webm$/);
  const url = (saved.data as { url: string }).url;
  expect(url).toBe(
    `/api/practice/recording?paper=${room!.ownerPaperId}&position=1&v=${stored!.slice(4, 12)}`,
  );

  // It plays to the candidate whose it is, in ranges, and to nobody else, the examiner included.
  const play = (token: string) =>
    t.backend.stream(
      'playRecording',
      token,
      { paperId: room!.ownerPaperId!, position: 1 },
      { range: 'bytes=0-99', ifRange: null, head: false },
    );
  const part = await play(owner.token);
  expect(part.status).toBe(206);
  expect(part.headers['content-range']).toBe('bytes 0-99/2048');
  expect((await play(partner.token)).status).toBe(404);

  // The examiner withdraws: nothing more is stored, until they agree again.
  expect(await consent(partner.token, false)).toMatchObject({
    status: 200,
    data: { mine: false, partner: true },
  });
  at(5.1);
  expect((await upload(owner.token, 1, 2)).code).toBe('recording_not_agreed');
  expect(await recordingOf(2)).toBeNull();

  // After the sitting the candidate finds it in their summary, the examiner does not, and the
  // candidate deletes it as any oral recording.
  at(21);
  const mine = await call('vivaSummary', { roomId }, owner.token);
  const asCandidate = (mine.data as { asCandidate: { recording: string | null }[] }).asCandidate;
  expect(asCandidate[0]!.recording).toBe(url);
  const theirs = await call('vivaSummary', { roomId }, partner.token);
  const asExaminer = (theirs.data as { asExaminer: { recording: string | null }[] }).asExaminer;
  expect(asExaminer.every((item) => item.recording === null)).toBe(true);
  const deleted = await call(
    'deleteRecording',
    { paperId: room!.ownerPaperId, position: '1' },
    owner.token,
  );
  expect(deleted.status).toBe(200);
  expect(await recordingOf(1)).toBeNull();
});
