import type { Pool, PoolClient } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';

import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, liveSessions, plans, sessionBookings } from '../db/schema';
import { SESSION_ROOM_CHANNEL } from '../viva-rooms/room-events';
import { consoleSessionMessages, sessionMessages } from './texts';

/*
 * A live session's room (docs/live-sessions.md, "The session's room") through the real calls on
 * PGlite (and PostgreSQL with TEST_DATABASE_URL): who opens it, and that only the session's
 * booked students get in.
 */

const DAY = 86_400_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let owner: string;
let editor: string;
let support: string;
let consultant: { id: number; token: string };
let planId: number;
let counter = 0;
const events: string[] = [];
let listening: PoolClient | undefined;

const ukDate = (days: number) =>
  zonedDateTime(new Date(Date.now() + days * DAY), 'Europe/London').date;

async function addSession(extra: Partial<typeof liveSessions.$inferInsert> = {}) {
  const n = ++counter;
  const [row] = await t.db
    .insert(liveSessions)
    .values({
      title: `Room Viva ${n}`,
      slug: `room-viva-${n}`,
      date: ukDate(2),
      fromTime: '18:00',
      toTime: '19:00',
      planId,
      meetingLink: 'https://meet.example.com/room-viva',
      ...extra,
    })
    .returning();
  return row!;
}

async function book(session: typeof liveSessions.$inferSelect) {
  return (await bookStudent(session)).token;
}

async function bookStudent(session: typeof liveSessions.$inferSelect) {
  const n = ++counter;
  const { student, token } = await addStudent(t.db, `roomie${n}@example.test`, `Roomie ${n}`);
  await t.db.insert(sessionBookings).values({
    sessionId: session.id,
    studentId: student.id,
    date: session.date,
    fromTime: session.fromTime,
    toTime: session.toTime,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
  });
  return { token, studentId: student.id, fullName: student.fullName };
}

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  owner = (await addOperator(t.db, 'owner@example.com', 'owner')).token;
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  const made = await addOperator(t.db, 'consultant@example.com', 'faculty');
  consultant = { id: made.operator.id, token: made.token };
  const [plan] = await t.db
    .insert(plans)
    .values({ name: 'Marathon Course', slug: 'marathon', price: '349.00', subTitle: '6 Months' })
    .returning();
  planId = plan!.id;
  // The rooms' events as the listener gets them: PGlite's own LISTEN, or a server connection's.
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

/** The events sent since the last call, once a server has delivered them (after the commit). */
async function eventsSent(count: number) {
  for (let waited = 0; events.length < count && waited < 2000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return events.splice(0).map((payload) => JSON.parse(payload) as unknown);
}

it('lets booked students in once it is open, and tells everyone else they have not booked', async () => {
  const session = await addSession({ leadOperatorId: consultant.id });
  const booked = await book(session);
  const { token: unbooked } = await addStudent(t.db, 'unbooked@example.test', 'Not Booked');

  expect(await call('sessionRoom', { sessionId: session.id }, booked)).toMatchObject({
    status: 409,
    code: 'room_not_open',
    message: sessionMessages.roomNotOpen,
  });

  const opened = await call('openSessionRoom', { sessionId: session.id }, consultant.token);
  expect(opened).toMatchObject({ status: 200, message: consoleSessionMessages.roomOpened });
  const again = await call('openSessionRoom', { sessionId: session.id }, owner);
  expect(again).toMatchObject({ status: 200, message: consoleSessionMessages.roomAlreadyOpen });
  expect(again.data).toEqual(opened.data);
  const audited = await t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'session.room_opened'), eq(auditLog.targetId, String(session.id))),
    );
  expect(audited).toHaveLength(1);
  expect(audited[0]!.operatorId).toBe(consultant.id);

  expect(await call('sessionRoom', { sessionId: session.id }, booked)).toMatchObject({
    status: 200,
    data: {
      sessionId: session.id,
      title: session.title,
      from: '18:00',
      to: '19:00',
      meetingLink: 'https://meet.example.com/room-viva',
    },
  });
  // The same answer whether the room is open or not: an unbooked student learns nothing of it.
  for (const sessionId of [session.id, (await addSession()).id]) {
    expect(await call('sessionRoom', { sessionId }, unbooked)).toEqual({
      status: 404,
      code: 'not_booked',
      message: sessionMessages.notBooked,
      data: null,
    });
  }
  expect(await call('sessionRoom', { sessionId: 999_999 }, booked)).toMatchObject({
    status: 404,
    message: sessionMessages.notFound,
  });
  // Signed out: the API's 403, which the BFF answers as 401 (docs/live-sessions.md).
  expect(await call('sessionRoom', { sessionId: session.id }, null)).toMatchObject({
    status: 403,
  });
  // The consultant's console page says it is open.
  expect(
    await call('consoleSessionDetails', { sessionId: session.id }, consultant.token),
  ).toMatchObject({
    data: { session: { roomOpenedAt: (opened.data as { openedAt: string }).openedAt } },
  });

  // When the session ends, the room closes with it.
  t.setNow(new Date(session.endsAt.getTime() + 1));
  expect(await call('sessionRoom', { sessionId: session.id }, booked)).toMatchObject({
    status: 409,
    code: 'room_closed',
  });
  t.setNow(new Date());
});

it('is opened by those who run the session alone: a consultant only their own', async () => {
  const others = await addSession();
  expect(await call('openSessionRoom', { sessionId: others.id }, consultant.token)).toMatchObject({
    status: 404,
    message: sessionMessages.notFound,
  });
  // Running a room shows who booked: not for editors, nor support, whose work it is not.
  for (const token of [support, editor]) {
    expect(await call('openSessionRoom', { sessionId: others.id }, token)).toMatchObject({
      status: 403,
      code: 'role_refused',
    });
  }
  const cancelled = await addSession({ cancelledAt: new Date() });
  expect(await call('openSessionRoom', { sessionId: cancelled.id }, owner)).toMatchObject({
    status: 409,
    message: consoleSessionMessages.cancelledCannotChange,
  });
  const held = await addSession({ date: ukDate(-2) });
  expect(await call('openSessionRoom', { sessionId: held.id }, owner)).toMatchObject({
    status: 409,
    message: consoleSessionMessages.endedCannotChange,
  });
  const rooms = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'session.room_opened'));
  expect(rooms.map((row) => row.targetId)).not.toContain(String(others.id));
});

it('puts one booked student in the hot seat while the others watch and raise their hands', async () => {
  const session = await addSession({ leadOperatorId: consultant.id });
  const a = await bookStudent(session);
  const b = await bookStudent(session);
  const { token: unbooked, student: stranger } = await addStudent(
    t.db,
    'stranger@example.test',
    'Stranger',
  );
  const view = async (token: string) => {
    const { seat, hotSeatName, handRaised } = (
      await call('sessionRoom', { sessionId: session.id }, token)
    ).data as { seat: string; hotSeatName: string | null; handRaised: boolean };
    return { seat, hotSeatName, handRaised };
  };
  const runnersView = async () =>
    (await call('consoleSessionRoom', { sessionId: session.id }, consultant.token)).data as {
      hotSeat: { studentId: number } | null;
      hands: { studentId: number }[];
      booked: { studentId: number }[];
    };

  expect(
    await call('consoleSessionRoom', { sessionId: session.id }, consultant.token),
  ).toMatchObject({ status: 409, code: 'room_not_open' });
  events.length = 0;
  await call('openSessionRoom', { sessionId: session.id }, consultant.token);
  expect(await view(a.token)).toEqual({ seat: 'watching', hotSeatName: null, handRaised: false });
  // Each change of the room is a bare event on its channel, naming nobody.
  const changed = { room: session.id, kind: 'state', data: {} };
  expect(await eventsSent(1)).toEqual([changed]);

  expect(
    await call('raiseSessionHand', { sessionId: session.id, raised: true }, b.token),
  ).toMatchObject({ status: 200, message: sessionMessages.handRaised, data: { handRaised: true } });
  expect(await view(b.token)).toMatchObject({ handRaised: true });
  expect(await eventsSent(1)).toEqual([changed]);
  expect(await runnersView()).toMatchObject({
    hotSeat: null,
    hands: [{ studentId: b.studentId }],
    booked: [{ studentId: a.studentId }, { studentId: b.studentId }],
  });
  // Someone who has not booked raises no hand and takes no seat.
  expect(
    await call('raiseSessionHand', { sessionId: session.id, raised: true }, unbooked),
  ).toMatchObject({ status: 404, code: 'not_booked' });
  expect(
    await call(
      'giveSessionSeat',
      { sessionId: session.id, studentId: stranger.id },
      consultant.token,
    ),
  ).toMatchObject({ status: 422, message: consoleSessionMessages.seatNotBooked });

  const given = await call(
    'giveSessionSeat',
    { sessionId: session.id, studentId: b.studentId },
    consultant.token,
  );
  expect(given).toMatchObject({
    status: 200,
    message: consoleSessionMessages.seatGiven(b.fullName),
  });
  expect(await eventsSent(1)).toEqual([changed]);
  expect(await view(b.token)).toEqual({
    seat: 'hot seat',
    hotSeatName: b.fullName,
    handRaised: false,
  });
  expect(await view(a.token)).toEqual({
    seat: 'watching',
    hotSeatName: b.fullName,
    handRaised: false,
  });
  expect(await runnersView()).toMatchObject({ hotSeat: { studentId: b.studentId }, hands: [] });
  // The student in the seat has it: their hand stays down.
  expect(
    await call('raiseSessionHand', { sessionId: session.id, raised: true }, b.token),
  ).toMatchObject({ data: { handRaised: false } });

  // A watcher asks, and the seat passes to them.
  await call('raiseSessionHand', { sessionId: session.id, raised: true }, a.token);
  await call('giveSessionSeat', { sessionId: session.id, studentId: a.studentId }, owner);
  expect(await view(a.token)).toMatchObject({ seat: 'hot seat', handRaised: false });
  expect(await view(b.token)).toMatchObject({ seat: 'watching', hotSeatName: a.fullName });
  const audited = await t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'session.seat_given'), eq(auditLog.targetId, String(session.id))),
    );
  expect(audited.map((row) => row.after)).toEqual([
    { hotSeatStudentId: b.studentId },
    { hotSeatStudentId: a.studentId },
  ]);

  // Another consultant's session is missing to them; editors do not run rooms.
  const other = await addOperator(t.db, 'other.consultant@example.com', 'faculty');
  for (const name of ['consoleSessionRoom', 'giveSessionSeat'] as const) {
    expect(
      await call(name, { sessionId: session.id, studentId: a.studentId }, other.token),
    ).toMatchObject({ status: 404 });
    expect(
      await call(name, { sessionId: session.id, studentId: a.studentId }, editor),
    ).toMatchObject({ status: 403, code: 'role_refused' });
  }

  // Emptying the seat leaves everyone watching.
  expect(
    await call('giveSessionSeat', { sessionId: session.id, studentId: null }, consultant.token),
  ).toMatchObject({ status: 200, message: consoleSessionMessages.seatEmptied });
  expect(await view(a.token)).toMatchObject({ seat: 'watching', hotSeatName: null });
});
