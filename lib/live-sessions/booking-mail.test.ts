import { eq, sql } from 'drizzle-orm';

import { zonedDateTime } from '@/lib/live-sessions/zoned-time';
import { caller } from '@/test/accounts-helpers';
import { addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { liveSessions, plans, purchases, sessionBookings } from '../db/schema';
import { bookingMailSubject } from './session-mail';

/*
 * A booking and its confirmation mail are one write: both commit, or neither does. Jobs run here
 * only when the test says so.
 */

const DAY = 86_400_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let planId: number;
let counter = 0;

beforeAll(async () => {
  t = await createTestBackend({}, {}, { jobs: 'by hand' });
  call = caller(t);
  const [plan] = await t.db
    .insert(plans)
    .values({
      name: 'Marathon Course',
      slug: 'm',
      price: '1.00',
      subTitle: '6 Months',
      durationDays: 180,
    })
    .returning();
  planId = plan.id;
});
afterAll(async () => {
  await t.close();
});

async function sessionAndMember() {
  const n = ++counter;
  const [session] = await t.db
    .insert(liveSessions)
    .values({
      title: `Viva ${n}`,
      slug: `viva-${n}`,
      date: zonedDateTime(new Date(Date.now() + 5 * DAY), 'Europe/London').date,
      fromTime: `${10 + n}:00`,
      toTime: `${10 + n}:30`,
      planId,
      capacity: 1,
    })
    .returning();
  const { student, token } = await addStudent(t.db, `member${n}@example.test`);
  await t.db.insert(purchases).values({
    studentId: student.id,
    planId,
    transactionId: `TX-${n}`,
    transactionType: 'Demo',
    amount: '1.00',
    startOn: new Date(Date.now() - DAY),
    expiresOn: new Date(Date.now() + 180 * DAY),
  });
  return { session, student, token };
}

const mailJobsTo = async (email: string) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = ${email}`,
    )
  ).rows[0]!.n;

/** A trigger that refuses every row `when` (a constraint trigger: at once, or at commit). */
async function refuse(when: string, timing: string) {
  await t.db.execute(
    sql.raw(
      "create or replace function refuse_row() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$",
    ),
  );
  await t.db.execute(
    sql.raw(
      `create constraint trigger refuse_row ${when} ${timing} for each row execute function refuse_row()`,
    ),
  );
}
const stopRefusing = (table: string) =>
  t.db.execute(sql.raw(`drop trigger refuse_row on ${table}`));

it('queues the confirmation with the booking; the mail goes when the job runs', async () => {
  const { session, student, token } = await sessionAndMember();
  expect((await call('bookSession', { sessionId: session.id }, token)).status).toBe(200);
  expect(await mailJobsTo(student.email)).toBe(1);
  expect(t.mail).toHaveLength(0);
  await t.runJobs();
  expect(t.mail.map((mail) => [mail.to, mail.subject])).toEqual([
    [student.email, bookingMailSubject(session.title)],
  ]);
});

it('keeps no mail of a booking that does not commit', async () => {
  const { session, student, token } = await sessionAndMember();
  // A check at commit that refuses this booking, after the service has queued its mail.
  await refuse('after insert on session_bookings', 'deferrable initially deferred');
  try {
    const answer = await call('bookSession', { sessionId: session.id }, token);
    expect(answer.status).toBe(500);
  } finally {
    await stopRefusing('session_bookings');
  }
  expect(
    await t.db.select().from(sessionBookings).where(eq(sessionBookings.studentId, student.id)),
  ).toEqual([]);
  expect(await mailJobsTo(student.email)).toBe(0);
});

it('keeps no booking whose mail cannot be queued (the job table refuses it)', async () => {
  const { session, student, token } = await sessionAndMember();
  await refuse('after insert on pgboss.job', 'not deferrable');
  try {
    expect((await call('bookSession', { sessionId: session.id }, token)).status).toBe(500);
  } finally {
    await stopRefusing('pgboss.job');
  }
  expect(
    await t.db.select().from(sessionBookings).where(eq(sessionBookings.studentId, student.id)),
  ).toEqual([]);
});
