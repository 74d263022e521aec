import { and, eq, sql } from 'drizzle-orm';

import type { LiveSession } from '@/lib/live-sessions/calls';
import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { liveSessions, plans, purchases, sessionBookings } from '../db/schema';
import { REMINDER_HOURS, reminderMoment } from './reminders';
import {
  bookingCancelledMailSubject,
  bookingMailSubject,
  reminderMailSubject,
} from './session-mail';
import { CANCEL_CUTOFF_HOURS, sessionMessages } from './texts';

/*
 * Students cancel their bookings up to the cut-off, and booked students are reminded before the
 * start. On PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the races interleave). Jobs
 * run when a test says so.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let coursePlanId: number;
let singlePlanId: number;
let editor: string;
let counter = 0;

const ukDate = (days: number) =>
  zonedDateTime(new Date(Date.now() + days * DAY), 'Europe/London').date;

/** The last Sunday of `month` (1–12) in `year`: a day the UK clocks change. */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + DAY).toISOString().slice(0, 10);

async function addSession(date: string, fromTime = '18:00', toTime = '19:00', extra = {}) {
  const n = ++counter;
  const [row] = await t.db
    .insert(liveSessions)
    .values({
      title: `Viva ${n}`,
      slug: `viva-${n}`,
      date,
      fromTime,
      toTime,
      planId: coursePlanId,
      meetingLink: `https://meet.example.org/viva-${n}`,
      ...extra,
    })
    .returning();
  return row!;
}

async function addMember(plan: 'course' | 'single' = 'course') {
  const n = ++counter;
  const { student, token } = await addStudent(t.db, `member${n}@example.test`, `Member ${n}`);
  await t.db.insert(purchases).values({
    studentId: student.id,
    planId: plan === 'course' ? coursePlanId : singlePlanId,
    transactionId: `TX-${n}`,
    transactionType: 'Demo',
    amount: '10.00',
    startOn: new Date(Date.now() - DAY),
    expiresOn: plan === 'course' ? new Date(Date.now() + 3 * 365 * DAY) : null,
  });
  return { studentId: student.id, token, email: student.email };
}

const book = (token: string, sessionId: number, timeZone?: string) =>
  call('bookSession', { sessionId, ...(timeZone && { timeZone }) }, token);
const cancel = (token: string, sessionId: number) => call('cancelBooking', { sessionId }, token);
const bookingsOf = (sessionId: number) =>
  t.db.select().from(sessionBookings).where(eq(sessionBookings.sessionId, sessionId));

type ReminderJob = { bookingId: number; hoursBefore: number; startAfter: Date };
async function remindersOf(sessionId: number): Promise<ReminderJob[]> {
  const { rows } = await t.db.execute<{ booking_id: number; hours: number; start_after: string }>(
    sql`select (j.data->>'bookingId')::int as booking_id, (j.data->>'hoursBefore')::int as hours,
          j.start_after from pgboss.job j
        join ${sessionBookings} b on b.id = (j.data->>'bookingId')::int
        where j.name = 'session-reminder' and b.session_id = ${sessionId}
        order by j.start_after`,
  );
  return rows.map((row) => ({
    bookingId: row.booking_id,
    hoursBefore: row.hours,
    startAfter: new Date(row.start_after),
  }));
}

/** What the passing of time does to waiting reminders: they become due. */
const remindersDueNow = () =>
  t.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'session-reminder' and state = 'created'`,
  );

beforeAll(async () => {
  t = await createTestBackend({}, {}, { jobs: 'by hand' });
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  const [course, single] = await t.db
    .insert(plans)
    .values([
      { name: 'Marathon Course', slug: 'marathon', price: '349.00', subTitle: '6 Months' },
      { name: 'Single Session', slug: 'single', price: '45.00', subTitle: 'Single Session' },
    ])
    .returning();
  coursePlanId = course!.id;
  singlePlanId = single!.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.setNow(new Date());
  // Jobs other tests left behind would run here too.
  await t.db.execute(sql`delete from pgboss.job`);
  t.mail.length = 0;
});

describe('cancelling a booking', () => {
  it('frees the place, shows Send Request again and mails a calendar notice with the same UID', async () => {
    const session = await addSession(ukDate(5), '18:00', '19:00', { capacity: 1 });
    const member = await addMember();
    const other = await addMember();
    expect((await book(member.token, session.id)).status).toBe(200);
    expect((await book(other.token, session.id)).message).toBe(sessionMessages.full);

    const cancelled = await cancel(member.token, session.id);
    expect(cancelled).toMatchObject({ status: 200, message: sessionMessages.bookingCancelled });
    expect(await bookingsOf(session.id)).toEqual([]);
    const details = await call('sessionDetails', { sessionId: session.id }, member.token);
    expect((details.data as LiveSession).isJoined).toBe(0);
    expect((await book(other.token, session.id)).status).toBe(200);

    await t.runJobs();
    const mine = t.mail.filter((mail) => mail.to === member.email);
    expect(mine).toHaveLength(2);
    const confirmation = mine.find((mail) => mail.subject === bookingMailSubject(session.title));
    const notice = mine.find((mail) => mail.icalEvent?.method === 'CANCEL');
    expect(confirmation!.text).toContain(
      `You can cancel this booking on the session page up to ${CANCEL_CUTOFF_HOURS} hours before the start.`,
    );
    expect(notice!.subject).toBe(bookingCancelledMailSubject(session.title));
    expect(notice!.icalEvent?.method).toBe('CANCEL');
    expect(notice!.icalEvent?.content).toContain('METHOD:CANCEL');
    expect(notice!.icalEvent?.content).toContain('STATUS:CANCELLED');
    const uid = (mail: typeof notice) => /UID:(.*)/.exec(mail!.icalEvent!.content)?.[1];
    expect(uid(notice)).toBe(uid(confirmation));
  });

  it('returns the Single Session that paid for the place', async () => {
    const first = await addSession(ukDate(6));
    const second = await addSession(ukDate(7));
    const single = await addMember('single');
    expect((await book(single.token, first.id)).status).toBe(200);
    expect((await book(single.token, second.id)).status).toBe(402);
    expect((await cancel(single.token, first.id)).status).toBe(200);
    expect((await book(single.token, second.id)).status).toBe(200);
  });

  it(`refuses inside ${CANCEL_CUTOFF_HOURS} hours of the start, and what was not booked`, async () => {
    const session = await addSession(ukDate(8));
    const member = await addMember();
    expect((await cancel(member.token, session.id)).message).toBe(sessionMessages.notBooked);
    expect((await book(member.token, session.id)).status).toBe(200);
    t.setNow(new Date(session.startsAt.getTime() - (CANCEL_CUTOFF_HOURS - 1) * HOUR));
    const late = await cancel(member.token, session.id);
    expect(late).toMatchObject({ status: 409, message: sessionMessages.cancelTooLate });
    expect(await bookingsOf(session.id)).toHaveLength(1);
    t.setNow(new Date(session.startsAt.getTime() - (CANCEL_CUTOFF_HOURS + 1) * HOUR));
    expect((await cancel(member.token, session.id)).status).toBe(200);
  });

  it('gives a place freed while others race for it to one of them', async () => {
    const session = await addSession(ukDate(9), '18:00', '19:00', { capacity: 1 });
    const holder = await addMember();
    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => addMember()));
    expect((await book(holder.token, session.id)).status).toBe(200);
    const [cancelled, ...bookings] = await Promise.all([
      cancel(holder.token, session.id),
      ...racers.map((racer) => book(racer.token, session.id)),
    ]);
    expect(cancelled!.status).toBe(200);
    const won = bookings.filter((answer) => answer.status === 200).length;
    expect(won).toBeLessThanOrEqual(1);
    expect(await bookingsOf(session.id)).toHaveLength(won);
    // Whatever the race left, the last place goes once.
    const again = await Promise.all(racers.map((racer) => book(racer.token, session.id)));
    expect(again.filter((answer) => answer.status === 200).length + won).toBe(1);
    expect(await bookingsOf(session.id)).toHaveLength(1);
  });
});

describe('reminders', () => {
  it(`are queued for ${REMINDER_HOURS.join(' and ')} hours before the start, on the instant, across both clock changes`, async () => {
    const year = new Date().getUTCFullYear() + 1;
    const spring = lastSunday(year, 3);
    const autumn = lastSunday(year, 10);
    const member = await addMember();
    const cases = [
      // BST begins at 01:00 UTC on the spring Sunday: 18:00 that day is 17:00 UTC; the day before,
      // 24 hours earlier, is 17:00 in London (GMT).
      { date: spring, startUtc: `${spring}T17:00:00.000Z`, dayBeforeLondon: '17:00' },
      {
        date: nextDay(spring),
        startUtc: `${nextDay(spring)}T17:00:00.000Z`,
        dayBeforeLondon: '18:00',
      },
      // BST ends at 01:00 UTC on the autumn Sunday: 18:00 that day is 18:00 UTC, and 24 hours
      // earlier London's clocks said 19:00.
      { date: autumn, startUtc: `${autumn}T18:00:00.000Z`, dayBeforeLondon: '19:00' },
      {
        date: nextDay(autumn),
        startUtc: `${nextDay(autumn)}T18:00:00.000Z`,
        dayBeforeLondon: '18:00',
      },
    ];
    for (const { date, startUtc, dayBeforeLondon } of cases) {
      const session = await addSession(date, '18:00', '19:00');
      expect(session.startsAt.toISOString()).toBe(startUtc);
      expect((await book(member.token, session.id)).status).toBe(200);
      const reminders = await remindersOf(session.id);
      expect(reminders.map((r) => [r.hoursBefore, r.startAfter.toISOString()])).toEqual([
        [24, new Date(Date.parse(startUtc) - 24 * HOUR).toISOString()],
        [1, new Date(Date.parse(startUtc) - HOUR).toISOString()],
      ]);
      expect(zonedDateTime(reminders[0]!.startAfter, 'Europe/London').time).toBe(dayBeforeLondon);
      expect(reminderMoment(session.startsAt, 1).toISOString()).toBe(
        reminders[1]!.startAfter.toISOString(),
      );
    }
  });

  it('skips a reminder whose moment had passed when the booking was made', async () => {
    const session = await addSession(ukDate(10));
    const member = await addMember();
    t.setNow(new Date(session.startsAt.getTime() - 10 * HOUR));
    expect((await book(member.token, session.id)).status).toBe(200);
    expect((await remindersOf(session.id)).map((r) => r.hoursBefore)).toEqual([1]);
  });

  it('mail the times in London and the student’s zone, both links and the calendar entry', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const session = await addSession(nextDay(lastSunday(year, 3)), '18:00', '19:00');
    const member = await addMember();
    expect((await book(member.token, session.id, 'Asia/Kolkata')).status).toBe(200);
    await t.runJobs();
    t.mail.length = 0;
    await remindersDueNow();
    expect(await t.runJobs()).toBe(4); // two reminders, then their two mails
    const day = t.mail.find((mail) => mail.subject === reminderMailSubject(session.title, 24));
    const hour = t.mail.find((mail) => mail.subject === reminderMailSubject(session.title, 1));
    expect(hour!.text).toContain('starts in 1 hour.');
    expect(day!.to).toBe(member.email);
    expect(day!.text).toContain(`When: ${session.date}, 6:00 PM – 7:00 PM (Europe/London)`);
    // 17:00 UTC is 22:30 in India.
    expect(day!.text).toMatch(
      /Your time \(Asia\/Kolkata\): 10:30 PM – 11:30 PM, Mon, \d+ Mar \d{4}/,
    );
    expect(day!.text).toContain(`Join: ${session.meetingLink}`);
    expect(day!.text).toContain('Session page: ');
    expect(day!.icalEvent?.method).toBe('REQUEST');
    // A student whose clock agrees with London's is not told the time twice.
    const other = await addMember();
    const winter = await addSession(ukDate(20), '18:00', '19:00');
    expect((await book(other.token, winter.id, 'Europe/Dublin')).status).toBe(200);
    await t.runJobs();
    const confirmation = t.mail.find((mail) => mail.to === other.email);
    expect(confirmation!.text).not.toContain('Your time');
    t.mail.length = 0;
    // Run again (a retried reminder): no second mail.
    await t.db.execute(
      sql`update pgboss.job set state = 'created', start_after = now() where name = 'session-reminder'`,
    );
    await t.runJobs();
    expect(t.mail).toHaveLength(2);
  });

  it('send nothing for a cancelled booking, a cancelled session, or a session moved since', async () => {
    const member = await addMember();
    const dropped = await addSession(ukDate(11), '10:00', '11:00');
    const called = await addSession(ukDate(12), '10:00', '11:00');
    const moved = await addSession(ukDate(13), '10:00', '11:00');
    for (const session of [dropped, called, moved]) {
      expect((await book(member.token, session.id)).status).toBe(200);
    }
    expect((await cancel(member.token, dropped.id)).status).toBe(200);
    expect((await call('cancelLiveSession', { sessionId: called.id }, editor)).status).toBe(200);
    const movedTo = {
      sessionId: moved.id,
      date: ukDate(14),
      from: '12:00',
      to: '13:00',
      meetingLink: moved.meetingLink,
    };
    expect((await call('updateSessionSchedule', movedTo, editor)).status).toBe(200);
    await t.runJobs();
    t.mail.length = 0;

    await remindersDueNow();
    await t.runJobs();
    // Only the moved session's reminders, for its new time.
    expect(t.mail.map((mail) => mail.subject).sort()).toEqual(
      [reminderMailSubject(moved.title, 1), reminderMailSubject(moved.title, 24)].sort(),
    );
    expect(t.mail[0]!.text).toContain(`When: ${movedTo.date}, 12:00 PM – 1:00 PM`);
    const [booking] = await t.db
      .select()
      .from(sessionBookings)
      .where(
        and(
          eq(sessionBookings.sessionId, moved.id),
          eq(sessionBookings.studentId, member.studentId),
        ),
      );
    expect(booking).toBeDefined();
  });
});
