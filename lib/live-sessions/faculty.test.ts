import { and, eq } from 'drizzle-orm';

import { calls, callNames } from '@/lib/platform/calls';
import type { DataOf } from '@/lib/calls/define-call';
import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, liveSessions, plans, purchases, sessionBookings } from '../db/schema';
import type { liveSessionCalls } from './calls';
import { consoleSessionMessages, sessionMessages } from './texts';

/*
 * A session's consultant, an operator of the `faculty` role (docs/live-sessions.md, "Faculty"),
 * through the real calls on PGlite (and PostgreSQL with TEST_DATABASE_URL): they see and read
 * the sessions they lead alone, another's answers as a missing one, and every other console call
 * refuses them.
 */

const DAY = 86_400_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let editor: string;
let faculty: { id: number; token: string };
let otherFaculty: { id: number; token: string };
let mine: number;
let theirs: number;
let unled: number;

const ukDate = (days: number) =>
  zonedDateTime(new Date(Date.now() + days * DAY), 'Europe/London').date;

type ListData = DataOf<typeof liveSessionCalls.listSessionsForConsole>;
type DetailsData = DataOf<typeof liveSessionCalls.consoleSessionDetails>;

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  const made = await addOperator(t.db, 'consultant@example.com', 'faculty');
  faculty = { id: made.operator.id, token: made.token };
  const other = await addOperator(t.db, 'other.consultant@example.com', 'faculty');
  otherFaculty = { id: other.operator.id, token: other.token };
  const [plan] = await t.db
    .insert(plans)
    .values({ name: 'Marathon Course', slug: 'marathon', price: '349.00', subTitle: '6 Months' })
    .returning();
  const rows = await t.db
    .insert(liveSessions)
    .values(
      ['Mine', 'Theirs', 'Unled'].map((title, index) => ({
        title,
        slug: title.toLowerCase(),
        date: ukDate(3 + index),
        fromTime: '18:00',
        toTime: '19:00',
        planId: plan!.id,
      })),
    )
    .returning({ id: liveSessions.id });
  [mine, theirs, unled] = rows.map((row) => row.id) as [number, number, number];
  await t.db
    .update(liveSessions)
    .set({ leadOperatorId: faculty.id })
    .where(eq(liveSessions.id, mine));
  await t.db
    .update(liveSessions)
    .set({ leadOperatorId: otherFaculty.id })
    .where(eq(liveSessions.id, theirs));
  // One booked student on each led session.
  for (const [n, sessionId] of [mine, theirs].entries()) {
    const { student } = await addStudent(t.db, `booked${n}@example.test`, `Booked ${n}`);
    await t.db.insert(purchases).values({
      studentId: student.id,
      planId: plan!.id,
      transactionId: `FTX-${n}`,
      transactionType: 'Demo',
      amount: '10.00',
      startOn: new Date(Date.now() - DAY),
      expiresOn: new Date(Date.now() + 180 * DAY),
    });
    const [session] = await t.db.select().from(liveSessions).where(eq(liveSessions.id, sessionId));
    await t.db.insert(sessionBookings).values({
      sessionId,
      studentId: student.id,
      date: session!.date,
      fromTime: session!.fromTime,
      toTime: session!.toTime,
      startsAt: session!.startsAt,
      endsAt: session!.endsAt,
    });
  }
});
afterAll(async () => {
  await t.close();
});

it('lists the consultant the sessions they lead, and no other', async () => {
  const listed = await call('listSessionsForConsole', { state: 'upcoming' }, faculty.token);
  expect(listed.status).toBe(200);
  const data = listed.data as ListData;
  expect(data.list.map((session) => session.sessionId)).toEqual([mine]);
  expect(data.total).toBe(1);
  // Every other role still sees every session.
  const all = (await call('listSessionsForConsole', { state: 'upcoming' }, editor))
    .data as ListData;
  expect(all.list.map((session) => session.sessionId).sort()).toEqual([mine, theirs, unled].sort());
});

it('opens their own session and who booked it; another’s answers as a missing one', async () => {
  const own = await call('consoleSessionDetails', { sessionId: mine }, faculty.token);
  expect(own.status).toBe(200);
  expect((own.data as DetailsData).session.lead).toEqual({
    operatorId: faculty.id,
    operatorEmail: 'consultant@example.com',
  });
  // A consultant chooses no lead, so they are offered none.
  expect((own.data as DetailsData).faculty).toEqual([]);
  const booked = await call('consoleSessionAttendees', { sessionId: mine }, faculty.token);
  expect(booked.status).toBe(200);
  expect(booked.data).toMatchObject({ attendees: [{ fullName: 'Booked 0' }] });

  for (const sessionId of [theirs, unled, 999_999]) {
    for (const name of ['consoleSessionDetails', 'consoleSessionAttendees'] as const) {
      expect(await call(name, { sessionId }, faculty.token)).toMatchObject({
        status: 404,
        message: sessionMessages.notFound,
      });
    }
  }
});

it('refuses the consultant every other console call, their own session’s changes too', async () => {
  const open = new Set([
    'listSessionsForConsole',
    'consoleSessionDetails',
    'consoleSessionAttendees',
    'openSessionRoom',
    'consoleSessionRoom',
    'giveSessionSeat',
    'nextSessionCase',
    'markSessionCase',
    'consoleSessionSignal',
    'consoleSessionRoomImage',
    'consoleSessionRoomEvents',
    'consoleOverview',
    'signedInOperator',
    'operatorSignOut',
  ]);
  const refused = callNames.filter((name) => calls[name].access === 'operator' && !open.has(name));
  expect(refused).toEqual(
    expect.arrayContaining([
      'listStudentsForConsole',
      'listAuditLog',
      'listCohorts',
      'updateSessionSchedule',
      'cancelLiveSession',
      'setSessionLead',
    ]),
  );
  for (const name of refused) {
    const answer = await t.backend.invoke(name, faculty.token, { sessionId: mine } as never);
    expect([name, answer.status, answer.code]).toEqual([name, 403, 'role_refused']);
  }
});

it('lets an editor name a session’s consultant, only one of the Faculty role, audited', async () => {
  const offered = (await call('consoleSessionDetails', { sessionId: unled }, editor))
    .data as DetailsData;
  expect(offered.faculty.map((choice) => choice.operatorEmail)).toEqual([
    'consultant@example.com',
    'other.consultant@example.com',
  ]);

  const notFaculty = await addOperator(t.db, 'support.lead@example.com', 'support');
  expect(
    await call('setSessionLead', { sessionId: unled, operatorId: notFaculty.operator.id }, editor),
  ).toMatchObject({ status: 422, message: consoleSessionMessages.notFaculty });
  expect(
    await call('setSessionLead', { sessionId: 999_999, operatorId: faculty.id }, editor),
  ).toMatchObject({ status: 404 });

  const set = await call('setSessionLead', { sessionId: unled, operatorId: faculty.id }, editor);
  expect(set).toMatchObject({ status: 200, message: consoleSessionMessages.leadSet });
  const listed = (await call('listSessionsForConsole', { state: 'upcoming' }, faculty.token))
    .data as ListData;
  expect(listed.list.map((session) => session.sessionId).sort()).toEqual([mine, unled].sort());
  const [audited] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'session.lead_changed'), eq(auditLog.targetId, String(unled))));
  expect(audited).toMatchObject({
    before: { leadOperatorId: null },
    after: { leadOperatorId: faculty.id },
  });

  const cleared = await call('setSessionLead', { sessionId: unled, operatorId: null }, editor);
  expect(cleared).toMatchObject({ status: 200, message: consoleSessionMessages.leadCleared });
  expect(await call('consoleSessionDetails', { sessionId: unled }, faculty.token)).toMatchObject({
    status: 404,
  });
});
