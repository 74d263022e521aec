import { eq, sql } from 'drizzle-orm';

import type { LiveSession } from '@/lib/live-sessions/calls';
import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { liveSessions, plans, purchases, sessionBookings, sessionWaitlist } from '../db/schema';
import { sessionMessages, WAITLIST_OFFER_HOURS } from './texts';

/*
 * The waitlist of a full session: a freed place is offered to the first student on it and held
 * for them; unclaimed, it passes to the next. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL, where the races interleave. Jobs run when a test says so.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
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
beforeEach(() => {
  t.mail.length = 0;
});

async function fullSession() {
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
      capacity: 1,
    })
    .returning();
  const holder = await addMember();
  expect((await book(holder.token, session!.id)).status).toBe(200);
  return { session: session!, holder };
}

async function addMember() {
  const n = ++counter;
  const { student, token } = await addStudent(t.db, `member${n}@example.test`, `Member ${n}`);
  await t.db.insert(purchases).values({
    studentId: student.id,
    planId,
    transactionId: `TX-${n}`,
    transactionType: 'Demo',
    amount: '10.00',
    startOn: new Date(Date.now() - DAY),
    expiresOn: new Date(Date.now() + 365 * DAY),
  });
  return { studentId: student.id, token, email: student.email };
}

const book = (token: string, sessionId: number) => call('bookSession', { sessionId }, token);
const join = (token: string, sessionId: number) => call('joinWaitlist', { sessionId }, token);
const cancel = (token: string, sessionId: number) => call('cancelBooking', { sessionId }, token);
const details = async (token: string, sessionId: number) =>
  (await call('sessionDetails', { sessionId }, token)).data as LiveSession;
const bookingsOf = (sessionId: number) =>
  t.db.select().from(sessionBookings).where(eq(sessionBookings.sessionId, sessionId));
const offerMailsTo = (email: string, title: string) =>
  t.mail.filter(
    (mail) => mail.to === email && mail.subject === sessionMessages.offerMailSubject(title),
  );
/** What the end of an offer's window does: its job becomes due. */
const offersEndNow = () =>
  t.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'waitlist-offer' and state = 'created'`,
  );

it('lets a student join the waitlist of a full session only, and shows them on it', async () => {
  const { session } = await fullSession();
  const waiting = await addMember();
  expect(await join(waiting.token, session.id)).toMatchObject({
    status: 200,
    message: sessionMessages.waitlistJoined,
  });
  expect(await details(waiting.token, session.id)).toMatchObject({ waitlist: 'waiting' });
  // The list's card says so too.
  const listed = await call('listStudentSessions', { limit: 50, offset: 0 }, waiting.token);
  const card = (listed.data as { lists: LiveSession[] }).lists.find(
    (item) => item.sessionId === session.id,
  );
  expect(card).toMatchObject({ waitlist: 'waiting', offerExpiresAt: null });
  const [open] = await t.db
    .insert(liveSessions)
    .values({
      title: 'Open',
      slug: `open-${++counter}`,
      date: session.date,
      fromTime: '08:00',
      toTime: '09:00',
      planId,
      capacity: 3,
    })
    .returning();
  expect(await join(waiting.token, open!.id)).toMatchObject({
    status: 409,
    message: sessionMessages.placeFree,
  });
});

it('offers a freed place to the first on the list, by mail and on the page, and holds it for them', async () => {
  const { session, holder } = await fullSession();
  const first = await addMember();
  const second = await addMember();
  const outsider = await addMember();
  expect((await join(first.token, session.id)).status).toBe(200);
  expect((await join(second.token, session.id)).status).toBe(200);

  expect((await cancel(holder.token, session.id)).status).toBe(200);
  const offered = await details(first.token, session.id);
  expect(offered.waitlist).toBe('offered');
  const until = Date.parse(offered.offerExpiresAt!);
  expect(until - Date.now()).toBeGreaterThan((WAITLIST_OFFER_HOURS - 0.1) * HOUR);
  expect(until - Date.now()).toBeLessThanOrEqual(WAITLIST_OFFER_HOURS * HOUR);
  expect(await details(second.token, session.id)).toMatchObject({ waitlist: 'waiting' });
  await t.runJobs();
  expect(offerMailsTo(first.email, session.title)).toHaveLength(1);
  expect(offerMailsTo(first.email, session.title)[0]!.text).toContain('/session-details/');
  expect(offerMailsTo(second.email, session.title)).toHaveLength(0);

  // Held: nobody else gets it, the first claims it by booking.
  expect((await book(outsider.token, session.id)).message).toBe(sessionMessages.full);
  expect((await book(second.token, session.id)).message).toBe(sessionMessages.full);
  expect((await book(first.token, session.id)).status).toBe(200);
  expect((await details(first.token, session.id)).waitlist).toBeNull();
  // The claimed offer's window ends: nothing passes on.
  await offersEndNow();
  await t.runJobs();
  expect(offerMailsTo(second.email, session.title)).toHaveLength(0);
  expect(await bookingsOf(session.id)).toHaveLength(1);
});

it('passes an unclaimed offer to the next student when its window ends', async () => {
  const { session, holder } = await fullSession();
  const first = await addMember();
  const second = await addMember();
  await join(first.token, session.id);
  await join(second.token, session.id);
  await cancel(holder.token, session.id);
  await t.runJobs();
  expect(offerMailsTo(first.email, session.title)).toHaveLength(1);

  await offersEndNow();
  await t.runJobs();
  expect(offerMailsTo(second.email, session.title)).toHaveLength(1);
  expect(await details(second.token, session.id)).toMatchObject({ waitlist: 'offered' });
  // The first is off the list, and the place is now held for the second.
  expect((await details(first.token, session.id)).waitlist).toBeNull();
  expect((await book(first.token, session.id)).message).toBe(sessionMessages.full);
  expect((await book(second.token, session.id)).status).toBe(200);
  expect(
    await t.db.select().from(sessionWaitlist).where(eq(sessionWaitlist.sessionId, session.id)),
  ).toEqual([]);
});

it('gives the last place once when a cancellation races bookings and a waitlist claim', async () => {
  for (let round = 0; round < 3; round++) {
    const { session, holder } = await fullSession();
    const waiting = await addMember();
    const others = await Promise.all([1, 2, 3].map(() => addMember()));
    expect((await join(waiting.token, session.id)).status).toBe(200);
    const answers = await Promise.all([
      cancel(holder.token, session.id),
      book(waiting.token, session.id),
      ...others.map((other) => book(other.token, session.id)),
    ]);
    expect(answers[0]!.status).toBe(200);
    const won = answers.slice(1).filter((answer) => answer.status === 200).length;
    expect(won).toBeLessThanOrEqual(1);
    expect(await bookingsOf(session.id)).toHaveLength(won);
    // Whoever did not get it yet: only the student it is held for can take it now.
    const again = await Promise.all([
      book(waiting.token, session.id),
      ...others.map((other) => book(other.token, session.id)),
    ]);
    expect(won + again.filter((answer) => answer.status === 200).length).toBe(1);
    expect(await bookingsOf(session.id)).toHaveLength(1);
  }
});

it('lets a student leave the waitlist; a place held for them goes to the next at once', async () => {
  const { session, holder } = await fullSession();
  const first = await addMember();
  const second = await addMember();
  expect((await join(first.token, session.id)).status).toBe(200);
  expect((await join(second.token, session.id)).status).toBe(200);
  expect((await cancel(holder.token, session.id)).status).toBe(200);
  expect(await details(first.token, session.id)).toMatchObject({ waitlist: 'offered' });

  expect(await call('leaveWaitlist', { sessionId: session.id }, first.token)).toMatchObject({
    status: 200,
    message: sessionMessages.waitlistLeft,
  });
  expect((await details(first.token, session.id)).waitlist ?? null).toBeNull();
  expect(await details(second.token, session.id)).toMatchObject({ waitlist: 'offered' });
  await t.runJobs();
  expect(offerMailsTo(second.email, session.title)).toHaveLength(1);
  expect((await book(second.token, session.id)).status).toBe(200);

  // Not on it (any more): said, and nothing changes.
  expect(await call('leaveWaitlist', { sessionId: session.id }, first.token)).toMatchObject({
    status: 404,
    message: sessionMessages.notOnWaitlist,
  });
  expect(await bookingsOf(session.id)).toHaveLength(1);
});

it('offers places an operator adds to a full session to its waitlist first', async () => {
  const { session } = await fullSession();
  const first = await addMember();
  const second = await addMember();
  expect((await join(first.token, session.id)).status).toBe(200);
  expect((await join(second.token, session.id)).status).toBe(200);
  const { token: editor } = await addOperator(t.db, `editor${++counter}@example.test`, 'editor');
  const saved = await call(
    'updateSessionDetails',
    {
      sessionId: session.id,
      title: session.title,
      description: session.description,
      planId,
      capacity: 2,
    },
    editor,
  );
  expect(saved.status).toBe(200);
  expect(await details(first.token, session.id)).toMatchObject({ waitlist: 'offered' });
  expect(await details(second.token, session.id)).toMatchObject({ waitlist: 'waiting' });
});
