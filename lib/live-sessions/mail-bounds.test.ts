import { sql } from 'drizzle-orm';

import type { LiveSession } from '@/lib/live-sessions/calls';
import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { MAIL_BOUNDS } from '@/lib/mail/mail-bounds';
import { caller, PASSWORD, registerAndSignIn } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { liveSessions, plans, purchases, sessionBookings } from '../db/schema';
import { bookingCancelledMailSubject, bookingMailSubject } from './session-mail';
import { sessionMessages } from './texts';

/*
 * The mail a student's calls can make the job queue send is bounded per student and per address
 * an hour (lib/mail/mail-bounds.ts), whichever call queues it: the loops that once flooded an
 * address stop at the bound, counted as jobs in the queue. Jobs run only when a test says so, so
 * every mail queued is still in pgboss.job.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let planId: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestBackend({}, {}, { jobs: 'by hand' });
  call = caller(t);
  const [plan] = await t.db
    .insert(plans)
    .values({ name: 'Marathon Course', slug: 'marathon', price: '349.00', subTitle: '6 Months' })
    .returning();
  planId = plan!.id;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.setNow(new Date());
});

/** A session days ahead, one hour on its own day so a student's bookings never overlap. */
async function addSession(capacity: number | null = null) {
  const n = ++counter;
  const [session] = await t.db
    .insert(liveSessions)
    .values({
      title: `Viva ${n}`,
      slug: `viva-${n}`,
      date: zonedDateTime(new Date(Date.now() + (3 + n) * DAY), 'Europe/London').date,
      fromTime: '18:00',
      toTime: '19:00',
      planId,
      capacity,
    })
    .returning();
  return session!;
}

async function giveCourse(studentId: number) {
  await t.db.insert(purchases).values({
    studentId,
    planId,
    transactionId: `TX-${++counter}`,
    transactionType: 'Demo',
    amount: '10.00',
    startOn: new Date(Date.now() - DAY),
    expiresOn: new Date(Date.now() + 365 * DAY),
  });
}

async function addMember(name = 'member') {
  const n = ++counter;
  const { student, token } = await addStudent(t.db, `${name}${n}@example.test`, `Member ${n}`);
  await giveCourse(student.id);
  return { studentId: student.id, token, email: student.email };
}

/** A booking written straight to the table, as if made before the hour these tests count. */
async function bookedEarlier(studentId: number, session: Awaited<ReturnType<typeof addSession>>) {
  await t.db.insert(sessionBookings).values({
    sessionId: session.id,
    studentId,
    date: session.date,
    fromTime: session.fromTime,
    toTime: session.toTime,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
  });
}

const book = (token: string, sessionId: number) => call('bookSession', { sessionId }, token);
const cancel = (token: string, sessionId: number) => call('cancelBooking', { sessionId }, token);
const join = (token: string, sessionId: number) => call('joinWaitlist', { sessionId }, token);
const leave = (token: string, sessionId: number) => call('leaveWaitlist', { sessionId }, token);
const details = async (token: string, sessionId: number) =>
  (await call('sessionDetails', { sessionId }, token)).data as LiveSession;

/** Mail jobs in the queue to `email`, those whose subject starts with one of `subjects` if given. */
async function mailJobsTo(email: string, ...subjects: string[]) {
  const { rows } = await t.db.execute<{ subject: string }>(
    sql`select data->>'subject' as subject from pgboss.job
        where name = 'mail' and data->>'to' = ${email}`,
  );
  return rows.filter(({ subject }) => !subjects.length || subjects.some((s) => subject === s))
    .length;
}

const refusedForAnHour = {
  status: 429,
  message: 'Too many attempts. Please try again in 60 minutes.',
  code: 'too_many_requests',
};

it('stops the booking and cancelling loop at the address bound: the booking past it is refused, changes nothing, and works again after the hour', async () => {
  const student = await addMember();
  const session = await addSession();
  const rounds = [];
  for (let round = 0; round < 8; round++) {
    rounds.push([
      (await book(student.token, session.id)).status,
      (await cancel(student.token, session.id)).status,
    ]);
  }
  // Two mails a round: five rounds fill the address's ten; then the booking is refused and so
  // there is nothing to cancel (404).
  expect(rounds).toEqual([...Array(5).fill([200, 200]), ...Array(3).fill([429, 404])]);
  expect(await book(student.token, session.id)).toMatchObject(refusedForAnHour);
  expect(await mailJobsTo(student.email)).toBe(MAIL_BOUNDS.perAddress);
  expect(await details(student.token, session.id)).toMatchObject({ isJoined: 0 });

  // The window slides: an hour after the first mail, a booking goes through with its mail.
  t.setNow(new Date(Date.now() + 61 * MINUTE));
  expect(await book(student.token, session.id)).toMatchObject({ status: 200 });
  expect(await mailJobsTo(student.email)).toBe(MAIL_BOUNDS.perAddress + 1);
});

it('lets a student past the bound still cancel: the place is freed, the notice is not sent', async () => {
  const student = await addMember();
  const kept = await addSession();
  const looped = await addSession();
  expect((await book(student.token, kept.id)).status).toBe(200);
  for (let round = 0; round < 5; round++) {
    await book(student.token, looped.id);
    await cancel(student.token, looped.id);
  }
  expect(await mailJobsTo(student.email)).toBe(MAIL_BOUNDS.perAddress);

  expect(await cancel(student.token, kept.id)).toMatchObject({
    status: 200,
    message: sessionMessages.bookingCancelled,
  });
  expect(await details(student.token, kept.id)).toMatchObject({ isJoined: 0 });
  expect(await mailJobsTo(student.email)).toBe(MAIL_BOUNDS.perAddress);
});

it('sends a student who leaves and rejoins a waitlist no new offer mail within the hour', async () => {
  const session = await addSession(1);
  const holder = await addMember();
  const first = await addMember();
  const second = await addMember();
  expect((await book(holder.token, session.id)).status).toBe(200);
  expect((await join(first.token, session.id)).status).toBe(200);
  expect((await join(second.token, session.id)).status).toBe(200);
  expect((await cancel(holder.token, session.id)).status).toBe(200);
  const offerSubject = sessionMessages.offerMailSubject(session.title);

  // The two pass the held place back and forth by leaving and rejoining.
  for (let round = 0; round < 4; round++) {
    expect((await leave(first.token, session.id)).status).toBe(200);
    expect((await join(first.token, session.id)).status).toBe(200);
    expect((await leave(second.token, session.id)).status).toBe(200);
    expect((await join(second.token, session.id)).status).toBe(200);
  }
  expect(await mailJobsTo(first.email, offerSubject)).toBe(1);
  expect(await mailJobsTo(second.email, offerSubject)).toBe(1);
  // The offer itself still moves and is shown on the page, as it always was.
  expect(await details(first.token, session.id)).toMatchObject({ waitlist: 'offered' });

  // An hour after, an offer is mailed again.
  t.setNow(new Date(Date.now() + 61 * MINUTE));
  expect((await leave(first.token, session.id)).status).toBe(200);
  expect(await details(second.token, session.id)).toMatchObject({ waitlist: 'offered' });
  expect(await mailJobsTo(second.email, offerSubject)).toBe(2);
});

it('holds what one student can cause to others to the per-student bound; cancelling still works', async () => {
  const leaver = await addMember();
  const places: { sessionId: number; waiting: Awaited<ReturnType<typeof addMember>> }[] = [];
  for (let n = 0; n < 12; n++) {
    const session = await addSession(1);
    await bookedEarlier(leaver.studentId, session);
    const waiting = await addMember('waiting');
    expect((await join(waiting.token, session.id)).status).toBe(200);
    places.push({ sessionId: session.id, waiting });
  }
  for (const { sessionId } of places) {
    expect((await cancel(leaver.token, sessionId)).status).toBe(200);
  }
  const offered = await Promise.all(
    places.map(async ({ sessionId, waiting }) => ({
      mailed: await mailJobsTo(waiting.email),
      page: (await details(waiting.token, sessionId)).waitlist,
    })),
  );
  // Each cancellation queues an offer and a notice: ten of each make the student's twenty.
  expect(offered.map(({ mailed }) => mailed)).toEqual([...Array(10).fill(1), 0, 0]);
  expect(await mailJobsTo(leaver.email)).toBe(MAIL_BOUNDS.perAddress);
  expect(10 + (await mailJobsTo(leaver.email))).toBe(MAIL_BOUNDS.perStudent);
  // The places are offered all the same: the last two students find theirs on the page.
  expect(offered.every(({ page }) => page === 'offered')).toBe(true);
});

it('keeps mail from others to one address to its share, leaving the rest for its own student', async () => {
  const owner = await addMember('owner');
  const offerSubjects: string[] = [];
  const sessions = [];
  // A visitor signs up again and again with the owner's address: one notice an hour.
  for (let n = 0; n < 3; n++) {
    const answer = await call('register', {
      fullName: 'Someone Else',
      email: owner.email,
      countryCode: '91',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(answer.status).toBe(200);
  }
  expect(await mailJobsTo(owner.email)).toBe(1);
  // Six other students each free a place the owner waits for.
  for (let n = 0; n < 6; n++) {
    const session = await addSession(1);
    const holder = await addMember('holder');
    expect((await book(holder.token, session.id)).status).toBe(200);
    expect((await join(owner.token, session.id)).status).toBe(200);
    expect((await cancel(holder.token, session.id)).status).toBe(200);
    offerSubjects.push(sessionMessages.offerMailSubject(session.title));
    sessions.push(session);
  }
  expect(await mailJobsTo(owner.email)).toBe(MAIL_BOUNDS.perAddressFromOthers);
  expect(await mailJobsTo(owner.email, ...offerSubjects)).toBe(
    MAIL_BOUNDS.perAddressFromOthers - 1,
  );
  // Every place is held for the owner all the same, and their own booking is confirmed.
  for (const session of sessions) {
    expect(await details(owner.token, session.id)).toMatchObject({ waitlist: 'offered' });
  }
  expect((await book(owner.token, sessions[5]!.id)).status).toBe(200);
  expect(await mailJobsTo(owner.email, bookingMailSubject(sessions[5]!.title))).toBe(1);
});

it('counts by address: a second account moved to the address gets only what the first left', async () => {
  const first = await registerAndSignIn(t, 'shared@example.test');
  const second = await registerAndSignIn(t, 'second@example.test');
  await giveCourse(first.studentId);
  await giveCourse(second.studentId);
  const session = await addSession();
  const subjects = [bookingMailSubject(session.title), bookingCancelledMailSubject(session.title)];
  for (let round = 0; round < 3; round++) {
    expect((await book(first.token, session.id)).status).toBe(200);
    expect((await cancel(first.token, session.id)).status).toBe(200);
  }
  const moveTo = (token: string, email: string) =>
    call(
      'editProfile',
      { fullName: 'Asha Rao', email, countryCode: '91', currentPassword: PASSWORD },
      token,
    );
  expect((await moveTo(first.token, 'elsewhere@example.test')).status).toBe(200);
  expect((await moveTo(second.token, 'shared@example.test')).status).toBe(200);

  expect((await book(second.token, session.id)).status).toBe(200);
  expect((await cancel(second.token, session.id)).status).toBe(200);
  expect((await book(second.token, session.id)).status).toBe(200);
  expect((await cancel(second.token, session.id)).status).toBe(200);
  // Ten to the address in the hour, though this student has caused four.
  expect(await book(second.token, session.id)).toMatchObject(refusedForAnHour);
  expect(await mailJobsTo('shared@example.test', ...subjects)).toBe(MAIL_BOUNDS.perAddress);
  // The notices of the moves, which must not be held back, went all the same.
  expect(await mailJobsTo('shared@example.test')).toBe(MAIL_BOUNDS.perAddress + 1);
  expect(await mailJobsTo('second@example.test')).toBe(1);
});

it('holds the bound for bookings sent at once: each student is counted one booking at a time', async () => {
  const student = await addMember();
  const sessions = [];
  for (let n = 0; n < 14; n++) sessions.push(await addSession());
  const answers = await Promise.all(sessions.map((session) => book(student.token, session.id)));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAIL_BOUNDS.perAddress);
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
    14 - MAIL_BOUNDS.perAddress,
  );
  expect(await mailJobsTo(student.email)).toBe(MAIL_BOUNDS.perAddress);
});
