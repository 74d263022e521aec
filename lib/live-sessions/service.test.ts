import { eq } from 'drizzle-orm';

import { type LiveSession } from '@/lib/live-sessions/calls';
import { SESSIONS_PAGE } from '@/lib/live-sessions/texts';
import { sessionMessages } from '@/lib/live-sessions/texts';
import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { liveSessions, plans, purchases, sessionBookings } from '../db/schema';
import { bookingMailSubject } from './session-mail';

/*
 * Runs on in-memory PGlite, and on a PostgreSQL server when TEST_DATABASE_URL names one: there
 * the concurrent bookings below really interleave.
 */

const DAY = 86_400_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let coursePlanId: number;
let singlePlanId: number;
let counter = 0;

/** The UK calendar date `days` from today. */
const ukDate = (days: number) =>
  zonedDateTime(new Date(Date.now() + days * DAY), 'Europe/London').date;

async function addSession(date: string, fromTime: string, toTime: string, extra = {}) {
  const n = ++counter;
  const [row] = await t.db
    .insert(liveSessions)
    .values({
      title: `Viva ${n}`,
      slug: `viva-${n}`,
      description: `Cases for viva ${n}`,
      thumbnail: `/demo/sessions/viva-${n}.webp`,
      date,
      fromTime,
      toTime,
      planId: coursePlanId,
      ...extra,
    })
    .returning();
  return row;
}

/** A signed-in student, with a current course unless `plan` says otherwise. */
async function addMember(plan: 'course' | 'single' | 'none' = 'course', courseDays = 180) {
  const n = ++counter;
  const { student, token } = await addStudent(t.db, `student${n}@example.test`, `Student ${n}`);
  if (plan !== 'none') {
    await t.db.insert(purchases).values({
      studentId: student.id,
      planId: plan === 'course' ? coursePlanId : singlePlanId,
      transactionId: `TX-${n}`,
      transactionType: 'Demo',
      amount: '10.00',
      startOn: new Date(Date.now() - DAY),
      expiresOn: plan === 'course' ? new Date(Date.now() + courseDays * DAY) : null,
    });
  }
  return { studentId: student.id, token, email: student.email };
}

const bookingsOf = (studentId: number) =>
  t.db.select().from(sessionBookings).where(eq(sessionBookings.studentId, studentId));

const book = (token: string | null, sessionId: unknown) =>
  call('bookSession', { sessionId }, token);

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  const [course, single] = await t.db
    .insert(plans)
    .values([
      {
        name: 'Marathon Course',
        slug: 'marathon',
        price: '349.00',
        subTitle: '6 Months',
        durationDays: 180,
      },
      { name: 'Single Session', slug: 'single', price: '45.00', subTitle: 'Single Session' },
    ])
    .returning();
  coursePlanId = course.id;
  singlePlanId = single.id;
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  t.mail.length = 0;
});

describe('session/list', () => {
  it('lists upcoming sessions soonest first, nine to a page, with HH:MM times and no flags', async () => {
    await t.db.delete(liveSessions);
    await addSession(ukDate(-1), '18:00', '19:00'); // over: never listed
    const created = [];
    for (let day = 11; day >= 2; day--)
      created.push(await addSession(ukDate(day), '18:00:00', '19:30'));
    const first = await call('listSessions', { limit: SESSIONS_PAGE, offset: 0 });
    expect(first.status).toBe(200);
    const { lists, total } = first.data as { lists: LiveSession[]; total: number };
    expect(total).toBe(10);
    expect(lists).toHaveLength(SESSIONS_PAGE);
    expect(lists[0]).toMatchObject({
      sessionId: created[created.length - 1].id,
      date: ukDate(2),
      from: '18:00',
      to: '19:30',
      name: 'Marathon Course',
      subscription: 0,
      isJoined: 0,
      timeZone: 'Europe/London',
    });
    const second = await call('listSessions', { limit: SESSIONS_PAGE, offset: SESSIONS_PAGE });
    const rest = second.data as { lists: LiveSession[]; total: number };
    expect(rest.lists.map((s) => s.sessionId)).toEqual([created[0].id]);
    expect(rest.total).toBe(10);
    // Past the last page: no rows, and still the total.
    const past = await call('listSessions', { limit: SESSIONS_PAGE, offset: 4 * SESSIONS_PAGE });
    expect(past.data).toEqual({ lists: [], total: 10 });
    await t.db.delete(liveSessions);
    expect((await call('listSessions', { limit: SESSIONS_PAGE, offset: 0 })).data).toEqual({
      lists: [],
      total: 0,
    });
  });

  it('gives a student their own flags: a course admits sessions that start before it ends', async () => {
    await t.db.delete(liveSessions);
    const soon = await addSession(ukDate(3), '18:00', '19:00');
    const late = await addSession(ukDate(40), '18:00', '19:00');
    const member = await addMember('course', 30);
    const other = await addMember('course');
    expect((await book(other.token, soon.id)).status).toBe(200);

    const answer = await call('listStudentSessions', { limit: 9, offset: 0 }, member.token);
    const lists = (answer.data as { lists: LiveSession[] }).lists;
    expect(lists.map((s) => [s.sessionId, s.subscription, s.isJoined])).toEqual([
      [soon.id, 1, 0], // another student's booking is not this student's
      [late.id, 0, 0],
    ]);
    const theirs = await call('listStudentSessions', { limit: 9, offset: 0 }, other.token);
    expect((theirs.data as { lists: LiveSession[] }).lists[0].isJoined).toBe(1);
  });

  it('refuses the student list without a session', async () => {
    expect((await call('listStudentSessions', { limit: 9, offset: 0 })).status).toBe(403);
  });
});

describe('session/details', () => {
  it("answers one session, with the student's flags when signed in", async () => {
    const session = await addSession(ukDate(5), '10:00', '11:00');
    const member = await addMember();
    const asVisitor = await call('sessionDetails', { sessionId: session.id });
    expect(asVisitor.data).toMatchObject({ sessionId: session.id, subscription: 0, isJoined: 0 });
    await book(member.token, session.id);
    const asMember = await call('sessionDetails', { sessionId: session.id }, member.token);
    expect(asMember.data).toMatchObject({ subscription: 1, isJoined: 1, from: '10:00' });
  });

  it("answers 'Session not found' for an id with no session", async () => {
    const answer = await call('sessionDetails', { sessionId: 999_999 });
    expect(answer).toMatchObject({ status: 404, message: sessionMessages.notFound });
  });
});

describe('student/session/book', () => {
  it('books the session and mails the confirmation with the calendar invitation', async () => {
    const session = await addSession(ukDate(6), '18:00', '19:00');
    const member = await addMember();
    const answer = await book(member.token, session.id);
    expect(answer).toMatchObject({ status: 200, message: sessionMessages.bookedOk });
    const [row] = await bookingsOf(member.studentId);
    expect(row).toMatchObject({ sessionId: session.id, creditPurchaseId: null });
    expect(row.startsAt.toISOString()).toBe(session.startsAt.toISOString());

    expect(t.mail).toHaveLength(1);
    const [mail] = t.mail;
    expect(mail.to).toBe(member.email);
    expect(mail.subject).toBe(bookingMailSubject(session.title));
    expect(mail.icalEvent?.method).toBe('REQUEST');
    expect(mail.icalEvent?.content).toContain('METHOD:REQUEST');
    expect(mail.icalEvent?.content).toContain(
      `UID:session-${session.id}-student-${member.studentId}@`,
    );
    const start = session.startsAt.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(mail.icalEvent?.content).toContain(`DTSTART:${start}`);
  });

  it("answers a second booking of the same session with 'Your Slot Is Already Booked.'", async () => {
    const session = await addSession(ukDate(6), '08:00', '09:00');
    const member = await addMember();
    expect((await book(member.token, session.id)).status).toBe(200);
    const again = await book(member.token, session.id);
    expect(again).toMatchObject({ status: 409, message: sessionMessages.alreadyBooked });
    expect(await bookingsOf(member.studentId)).toHaveLength(1);
  });

  it('refuses a visitor and writes nothing', async () => {
    const session = await addSession(ukDate(6), '12:00', '13:00');
    const answer = await book(null, session.id);
    expect(answer).toMatchObject({ status: 403, message: 'Please log in to continue' });
    const rows = await t.db
      .select()
      .from(sessionBookings)
      .where(eq(sessionBookings.sessionId, session.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a student without a plan that admits the session, and writes nothing', async () => {
    const session = await addSession(ukDate(6), '12:00', '13:00');
    const unsubscribed = await addMember('none');
    expect(await book(unsubscribed.token, session.id)).toMatchObject({
      status: 402,
      message: sessionMessages.subscriptionRequired,
    });
    const shortCourse = await addMember('course', 2);
    expect((await book(shortCourse.token, session.id)).status).toBe(402);
    expect(await bookingsOf(unsubscribed.studentId)).toHaveLength(0);
    expect(await bookingsOf(shortCourse.studentId)).toHaveLength(0);
    expect(t.mail).toHaveLength(0);
  });

  it('refuses a window that overlaps a booking on the same date; touching windows and other dates pass', async () => {
    const date = ukDate(8);
    const six = await addSession(date, '18:00', '19:00');
    const sixThirty = await addSession(date, '18:30', '19:30');
    const within = await addSession(date, '18:15', '18:45');
    const seven = await addSession(date, '19:00', '20:00');
    const nextDay = await addSession(ukDate(9), '18:00', '19:00');
    const member = await addMember();
    expect((await book(member.token, six.id)).status).toBe(200);
    for (const clash of [sixThirty, within]) {
      expect(await book(member.token, clash.id)).toMatchObject({
        status: 409,
        message: sessionMessages.conflict,
      });
    }
    expect((await book(member.token, seven.id)).status).toBe(200);
    expect((await book(member.token, nextDay.id)).status).toBe(200);
    const booked = (await bookingsOf(member.studentId)).map((b) => b.sessionId).sort();
    expect(booked).toEqual([six.id, seven.id, nextDay.id].sort());
  });

  it('refuses a session that has started, one that is full, and one that does not exist', async () => {
    const member = await addMember();
    const started = await addSession(ukDate(-1), '18:00', '19:00');
    expect(await book(member.token, started.id)).toMatchObject({
      status: 409,
      message: sessionMessages.started,
    });
    const small = await addSession(ukDate(12), '07:00', '08:00', { capacity: 1 });
    const first = await addMember();
    expect((await book(first.token, small.id)).status).toBe(200);
    expect(await book(member.token, small.id)).toMatchObject({
      status: 409,
      message: sessionMessages.full,
    });
    expect(await book(member.token, 987_654)).toMatchObject({
      status: 404,
      message: sessionMessages.notFound,
    });
    expect(await bookingsOf(member.studentId)).toHaveLength(0);
  });

  it('answers malformed input with 4xx and writes nothing', async () => {
    const member = await addMember();
    for (const bad of ['abc', -1, 0, 1.5, null, 2 ** 40]) {
      const answer = await book(member.token, bad);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await bookingsOf(member.studentId)).toHaveLength(0);
  });

  it('spends one Single Session purchase per booking', async () => {
    const first = await addSession(ukDate(13), '18:00', '19:00');
    const second = await addSession(ukDate(13), '20:00', '21:00');
    const member = await addMember('single');
    const before = await call('sessionDetails', { sessionId: second.id }, member.token);
    expect((before.data as LiveSession).subscription).toBe(1);
    expect((await book(member.token, first.id)).status).toBe(200);
    const [row] = await bookingsOf(member.studentId);
    expect(row.creditPurchaseId).not.toBeNull();
    expect(await book(member.token, second.id)).toMatchObject({
      status: 402,
      message: sessionMessages.subscriptionRequired,
    });
    const after = await call('sessionDetails', { sessionId: second.id }, member.token);
    expect((after.data as LiveSession).subscription).toBe(0);
  });

  it('makes one booking of twenty concurrent requests for the same session', async () => {
    const session = await addSession(ukDate(15), '18:00', '19:00');
    const member = await addMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => book(member.token, session.id)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.message === sessionMessages.alreadyBooked)).toHaveLength(19);
    expect(await bookingsOf(member.studentId)).toHaveLength(1);
    expect(t.mail).toHaveLength(1);
  });

  it('makes one booking of two concurrent requests for overlapping sessions', async () => {
    const date = ukDate(16);
    const a = await addSession(date, '18:00', '19:00');
    const b = await addSession(date, '18:30', '19:30');
    const member = await addMember();
    const answers = await Promise.all([book(member.token, a.id), book(member.token, b.id)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.status === 409)?.message).toBe(sessionMessages.conflict);
    expect(await bookingsOf(member.studentId)).toHaveLength(1);
  });

  it('lets the last place of a session go to exactly one of many students at once', async () => {
    const session = await addSession(ukDate(17), '18:00', '19:00', { capacity: 1 });
    const members = await Promise.all(Array.from({ length: 6 }, () => addMember()));
    const answers = await Promise.all(members.map((m) => book(m.token, session.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.message === sessionMessages.full)).toHaveLength(5);
  });
});
