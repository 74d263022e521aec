import type { Pool, PoolClient } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';

import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { addPracticeBank, keyFindingOf, modelAnswerOf } from '@/test/practice-fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import {
  auditLog,
  caseSchedules,
  liveSessions,
  plans,
  sessionBookings,
  sessionRoomCases,
  sessionRooms,
  cases,
} from '../db/schema';
import { nextCard } from '../practice/schedule';
import { SESSION_ROOM_CHANNEL } from '../viva-rooms/room-events';
import { consoleSessionMessages, sessionMessages } from './texts';

/*
 * The cases of a session's room (docs/live-sessions.md, "Cases in the room") through the real
 * calls on PGlite (and PostgreSQL with TEST_DATABASE_URL): the consultant's fields never reach a
 * student, only the hot seat drives the viewer, and the consultant's marks feed the hot-seat
 * student's review queue exactly as a self-mark does.
 */

const DAY = 86_400_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let consultant: { id: number; token: string };
let planId: number;
let counter = 0;
const events: string[] = [];
let listening: PoolClient | undefined;

const ukDate = (days: number) =>
  zonedDateTime(new Date(Date.now() + days * DAY), 'Europe/London').date;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  await addPracticeBank(t.db, {
    chest: { adult: 6, paediatric: 1, normal: 1 },
    musculoskeletal: { adult: 4, paediatric: 1, normal: 1 },
    abdominal: 2,
    long: 2,
  });
  const made = await addOperator(t.db, 'lead@example.com', 'faculty');
  consultant = { id: made.operator.id, token: made.token };
  const [plan] = await t.db
    .insert(plans)
    .values({ name: 'Marathon Course', slug: 'marathon', price: '349.00', subTitle: '6 Months' })
    .returning();
  planId = plan!.id;
  const client = (t.db as unknown as { $client: PGlite | Pool }).$client;
  if ('listen' in client && typeof client.listen === 'function') {
    await (client as PGlite).listen(SESSION_ROOM_CHANNEL, (payload) => void events.push(payload));
  } else {
    listening = await (client as Pool).connect();
    listening.on('notification', (message) => void events.push(message.payload ?? ''));
    await listening.query(`LISTEN ${SESSION_ROOM_CHANNEL}`);
  }
});
afterAll(async () => {
  listening?.release();
  await t.close();
});

async function eventsSent(count: number) {
  for (let waited = 0; events.length < count && waited < 2000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return events.splice(0);
}

/** The signals among the events: the viewer and pointers, not the changes of state. */
const signalsIn = (payloads: string[]) =>
  payloads
    .map((payload) => JSON.parse(payload) as { kind: string })
    .filter((event) => event.kind !== 'state');

async function book(session: typeof liveSessions.$inferSelect) {
  const n = ++counter;
  const { student, token } = await addStudent(t.db, `seat${n}@example.test`, `Seat ${n}`);
  await t.db.insert(sessionBookings).values({
    sessionId: session.id,
    studentId: student.id,
    date: session.date,
    fromTime: session.fromTime,
    toTime: session.toTime,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
  });
  return { token, studentId: student.id };
}

/** An open room led by the consultant: one student in the hot seat, one watching. */
async function runningRoom() {
  const n = ++counter;
  const [session] = await t.db
    .insert(liveSessions)
    .values({
      title: `Cases Viva ${n}`,
      slug: `cases-viva-${n}`,
      date: ukDate(2),
      fromTime: '18:00',
      toTime: '19:00',
      planId,
      leadOperatorId: consultant.id,
    })
    .returning();
  const hotSeat = await book(session!);
  const watcher = await book(session!);
  const sessionId = session!.id;
  expect((await call('openSessionRoom', { sessionId }, consultant.token)).status).toBe(200);
  const empty = await call('nextSessionCase', { sessionId }, consultant.token);
  expect(empty).toMatchObject({ status: 409, code: 'seat_empty' });
  const seat = { sessionId, studentId: hotSeat.studentId };
  expect((await call('giveSessionSeat', seat, consultant.token)).status).toBe(200);
  return { sessionId, hotSeat, watcher };
}

/** Every word of the consultant's fields of the cases the room has put up. */
async function secretsOf(sessionId: number) {
  const rows = await t.db
    .select({ slug: cases.slug, name: cases.name })
    .from(sessionRoomCases)
    .innerJoin(sessionRooms, eq(sessionRooms.id, sessionRoomCases.roomId))
    .innerJoin(cases, eq(cases.id, sessionRoomCases.caseId))
    .where(eq(sessionRooms.sessionId, sessionId));
  // Not the slug alone: the test bank's clinical details name it, and the students see those.
  return rows.flatMap((row) => [row.name, modelAnswerOf(row.slug), keyFindingOf(row.slug, 1)]);
}

const scores = { knowledge: 3, observation: 2, reasoning: 3, safety: 4 };

it('shows the case to every student without the consultant’s fields, which the consultant alone reads', async () => {
  const { sessionId, hotSeat, watcher } = await runningRoom();
  events.splice(0);
  const shown = await call('nextSessionCase', { sessionId }, consultant.token);
  expect(shown).toMatchObject({
    status: 200,
    message: consoleSessionMessages.caseShown(1),
    data: { sessionId, position: 1 },
  });
  const audited = await t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'session.case_shown'), eq(auditLog.targetId, String(sessionId))),
    );
  expect(audited).toHaveLength(1);

  const answers = [];
  for (const student of [hotSeat, watcher]) {
    const answer = await call('sessionRoom', { sessionId }, student.token);
    expect(answer).toMatchObject({
      status: 200,
      data: { case: { position: 1, header: { clinicalDetails: expect.any(String) } } },
    });
    const roomCase = (
      answer.data as { case: { images: string[]; endsAt: string; shownAt: string } }
    ).case;
    expect(roomCase.images.length).toBeGreaterThan(0);
    for (const image of roomCase.images) {
      expect(image).toMatch(new RegExp(`^/api/session-room-image/${sessionId}/[A-Za-z0-9_-]{32}$`));
    }
    // The oral's five minutes on the server's clock.
    expect(Date.parse(roomCase.endsAt) - Date.parse(roomCase.shownAt)).toBe(5 * 60_000);
    answers.push(JSON.stringify(answer));
  }
  const runner = await call('consoleSessionRoom', { sessionId }, consultant.token);
  const secrets = await secretsOf(sessionId);
  expect(secrets).toHaveLength(3);
  const examiner = (runner.data as { examiner: { name: string; modelAnswer: string } }).examiner;
  expect(examiner.name).toBe(secrets[0]);
  expect(examiner.modelAnswer).toBe(secrets[1]);
  expect(JSON.stringify(runner.data)).toContain(secrets[2]);

  // The next case: none of either case's fields reaches a student or rides on an event.
  expect((await call('nextSessionCase', { sessionId }, consultant.token)).data).toMatchObject({
    position: 2,
  });
  for (const student of [hotSeat, watcher]) {
    answers.push(JSON.stringify(await call('sessionRoom', { sessionId }, student.token)));
  }
  const sent = await eventsSent(2);
  expect(sent.length).toBeGreaterThanOrEqual(2);
  const everything = [...answers, ...sent].join('\n');
  for (const secret of await secretsOf(sessionId)) expect(everything).not.toContain(secret);
});

it('takes the viewer and the pointer from the hot seat alone, and the consultant’s pointer', async () => {
  const { sessionId, hotSeat, watcher } = await runningRoom();
  expect((await call('nextSessionCase', { sessionId }, consultant.token)).status).toBe(200);
  events.splice(0);
  const view = { slice: 3, zoom: 2, pan: { x: 0.1, y: 0 }, window: { width: 400, level: 40 } };

  for (const kind of ['viewer', 'pointer']) {
    const refused = await call(
      'sessionRoomSignal',
      { sessionId, kind, data: kind === 'viewer' ? view : { x: 0.5, y: 0.5 } },
      watcher.token,
    );
    expect(refused).toMatchObject({
      status: 409,
      code: 'hot_seat_only',
      message: sessionMessages.hotSeatOnly,
    });
  }
  // Nothing of the watcher's went out (a change of the room's state may still be arriving).
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(signalsIn(await eventsSent(0))).toEqual([]);

  const driven = await call(
    'sessionRoomSignal',
    { sessionId, kind: 'viewer', data: view },
    hotSeat.token,
  );
  expect(driven.status).toBe(200);
  const pointed = await call(
    'consoleSessionSignal',
    { sessionId, kind: 'pointer', data: { x: 0.25, y: 0.75 } },
    consultant.token,
  );
  expect(pointed.status).toBe(200);
  for (let waited = 0; signalsIn(events).length < 2 && waited < 2000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const sent = signalsIn(events.splice(0));
  expect(sent).toEqual([
    { room: sessionId, from: 'hot seat', kind: 'viewer', data: { ...view, from: 'hot seat' } },
    {
      room: sessionId,
      from: 'consultant',
      kind: 'pointer',
      data: { x: 0.25, y: 0.75, from: 'consultant' },
    },
  ]);

  // The seat moves: the former hot seat's viewer is refused, the new one's taken.
  const seat = { sessionId, studentId: watcher.studentId };
  expect((await call('giveSessionSeat', seat, consultant.token)).status).toBe(200);
  expect(
    (await call('sessionRoomSignal', { sessionId, kind: 'viewer', data: view }, hotSeat.token))
      .code,
  ).toBe('hot_seat_only');
  expect(
    (await call('sessionRoomSignal', { sessionId, kind: 'viewer', data: view }, watcher.token))
      .status,
  ).toBe(200);
});

it('refuses a student who did not book: the room, its signals and its images are 404', async () => {
  const { sessionId } = await runningRoom();
  expect((await call('nextSessionCase', { sessionId }, consultant.token)).status).toBe(200);
  const { token } = await addStudent(t.db, 'stranger@example.test', 'Not Booked');
  expect(await call('sessionRoom', { sessionId }, token)).toMatchObject({
    status: 404,
    code: 'not_booked',
  });
  expect(
    await call('sessionRoomSignal', { sessionId, kind: 'pointer', data: { x: 0, y: 0 } }, token),
  ).toMatchObject({ status: 404, code: 'not_booked' });
  const image = await t.backend.stream(
    'sessionRoomImage',
    token,
    { sessionId, name: 'A'.repeat(32) },
    { range: null, ifRange: null, head: false },
  );
  expect(image.status).toBe(404);
  // Nor may an operator of another role run its cases.
  const { token: editor } = await addOperator(t.db, 'cases-editor@example.com', 'editor');
  expect((await call('nextSessionCase', { sessionId }, editor)).status).toBe(403);
});

it('marks the hot-seat student as a self-mark would: their card, their coverage, audited', async () => {
  const { sessionId, hotSeat, watcher } = await runningRoom();
  expect((await call('nextSessionCase', { sessionId }, consultant.token)).status).toBe(200);
  const [shown] = await t.db
    .select({ caseId: sessionRoomCases.caseId })
    .from(sessionRoomCases)
    .innerJoin(sessionRooms, eq(sessionRooms.id, sessionRoomCases.roomId))
    .where(eq(sessionRooms.sessionId, sessionId));
  // The backend's clock held still, so the card can be compared with the one nextCard makes.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  t.setNow(now);
  try {
    const notShown = await call(
      'markSessionCase',
      { sessionId, position: 2, mark: 'partly', oralScores: scores },
      consultant.token,
    );
    expect(notShown.code).toBe('case_not_shown');
    const marked = await call(
      'markSessionCase',
      {
        sessionId,
        position: 1,
        mark: 'partly',
        oralScores: scores,
        comment: 'Good search pattern; missed the second finding.',
      },
      consultant.token,
    );
    expect(marked.status).toBe(200);
    const expected = nextCard(undefined, 'partly', now);
    const [card] = await t.db
      .select()
      .from(caseSchedules)
      .where(
        and(
          eq(caseSchedules.studentId, hotSeat.studentId),
          eq(caseSchedules.caseId, shown!.caseId),
        ),
      );
    expect(card).toMatchObject({
      lastMark: 'partly',
      reps: expected.reps,
      state: expected.state,
      stability: expected.stability,
      difficulty: expected.difficulty,
    });
    expect(card!.due.toISOString()).toBe(expected.due.toISOString());
    expect((marked.data as { due: string }).due).toBe(expected.due.toISOString());

    const again = await call(
      'markSessionCase',
      { sessionId, position: 1, mark: 'correct', oralScores: scores },
      consultant.token,
    );
    expect(again.code).toBe('already_marked');
    const watcherCards = await t.db
      .select()
      .from(caseSchedules)
      .where(eq(caseSchedules.studentId, watcher.studentId));
    expect(watcherCards).toHaveLength(0);

    const coverage = await call('practiceCoverage', {}, hotSeat.token);
    const systems = (coverage.data as { systems: { marks: { partly: number } }[] }).systems;
    expect(systems.reduce((sum, system) => sum + system.marks.partly, 0)).toBe(1);

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'session.case_marked'), eq(auditLog.targetId, String(sessionId))),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]!.operatorId).toBe(consultant.id);

    // The student reads their marks in the room; the watcher has none; the consultant's panel
    // shows the mark given.
    expect((await call('sessionRoom', { sessionId }, hotSeat.token)).data).toMatchObject({
      marks: [
        {
          position: 1,
          mark: 'partly',
          oralScores: scores,
          comment: 'Good search pattern; missed the second finding.',
        },
      ],
    });
    expect((await call('sessionRoom', { sessionId }, watcher.token)).data).toMatchObject({
      marks: [],
    });
    expect((await call('consoleSessionRoom', { sessionId }, consultant.token)).data).toMatchObject({
      examiner: { mark: { mark: 'partly', oralScores: scores } },
    });
  } finally {
    t.setNow(null as unknown as Date);
  }
});
