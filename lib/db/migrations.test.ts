import { sql } from 'drizzle-orm';
import type { Database, OpenedDatabase } from './client';
import { createTestDatabase } from '@/test/test-database';
import {
  comments,
  feedback,
  liveSessions,
  plans,
  purchases,
  sessionBookings,
  caseCategories,
  students,
  cases,
  videos,
} from './schema';

let opened: OpenedDatabase;
let db: Database;

beforeAll(async () => {
  opened = await createTestDatabase();
  db = opened.db;
});

afterAll(async () => {
  await opened.close();
});

/** Postgres error code of a rejected query (drizzle wraps the driver error in `cause`). */
async function errorCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? 'unknown';
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

let counter = 0;
async function newStudent(email = `student${++counter}@example.test`) {
  const [row] = await db
    .insert(students)
    .values({ fullName: 'Test Student', email, passwordHash: '!' })
    .returning();
  return row;
}

async function newPlan() {
  const n = ++counter;
  const [row] = await db
    .insert(plans)
    .values({ name: `Plan ${n}`, slug: `plan-${n}`, price: '10.00', subTitle: '1 Month' })
    .returning();
  return row;
}

async function newVideo() {
  const n = ++counter;
  const [row] = await db
    .insert(videos)
    .values({ name: `Video ${n}`, slug: `video-${n}`, path: 'https://example.test/v.mp4' })
    .returning();
  return row;
}

test('creates every table of the product', async () => {
  const result = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
  );
  expect(result.rows.map((r) => r.table_name)).toEqual(
    expect.arrayContaining([
      'comments',
      'contact_messages',
      'feedback',
      'live_sessions',
      'one_time_codes',
      'payment_orders',
      'plan_features',
      'plans',
      'policy_pages',
      'purchases',
      'reset_tokens',
      'session_bookings',
      'shorts',
      'student_tokens',
      'students',
      'sub_shorts',
      'videos',
    ]),
  );
});

test('applies defaults: country code 91, currency GBP', async () => {
  const student = await newStudent();
  const plan = await newPlan();
  expect(student.countryCode).toBe('91');
  expect(student.createdAt).toBeInstanceOf(Date);
  expect(plan.currency).toBe('GBP');
  expect(plan.active).toBe(true);
});

test('refuses a duplicate email', async () => {
  await newStudent('twice@example.test');
  expect(await errorCode(newStudent('twice@example.test'))).toBe(UNIQUE_VIOLATION);
});

test('refuses an email that is not stored lower-cased', async () => {
  expect(await errorCode(newStudent('Mixed.Case@Example.test'))).toBe(CHECK_VIOLATION);
});

test('refuses a second booking of the same session by the same student', async () => {
  const student = await newStudent();
  const plan = await newPlan();
  const [session] = await db
    .insert(liveSessions)
    .values({
      title: 'Chest viva',
      slug: `session-${++counter}`,
      date: '2030-01-07',
      fromTime: '18:00',
      toTime: '19:00',
      planId: plan.id,
    })
    .returning();
  const booking = {
    sessionId: session.id,
    studentId: student.id,
    date: session.date,
    fromTime: session.fromTime,
    toTime: session.toTime,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
  };
  await db.insert(sessionBookings).values(booking);
  expect(await errorCode(db.insert(sessionBookings).values(booking))).toBe(UNIQUE_VIOLATION);
});

test("derives a session's instants from its UK wall-clock slot, daylight saving included", async () => {
  const plan = await newPlan();
  const slots = [
    ['2026-03-28', '2026-03-28T18:00:00.000Z'], // GMT, the day before the clocks go forward
    ['2026-03-29', '2026-03-29T17:00:00.000Z'], // BST from 01:00 UTC that Sunday
    ['2026-10-24', '2026-10-24T17:00:00.000Z'],
    ['2026-10-25', '2026-10-25T18:00:00.000Z'], // GMT again from 01:00 UTC
  ] as const;
  for (const [day, start] of slots) {
    const [row] = await db
      .insert(liveSessions)
      .values({
        title: 'DST',
        slug: `session-${++counter}`,
        date: day,
        fromTime: '18:00',
        toTime: '19:30',
        planId: plan.id,
      })
      .returning();
    expect(row.timeZone).toBe('Europe/London');
    expect(row.startsAt.toISOString()).toBe(start);
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(90 * 60_000);
  }
});

test('refuses overlapping bookings of one student; touching windows and other students pass', async () => {
  const [asha, ben] = [await newStudent(), await newStudent()];
  const plan = await newPlan();
  const session = async (fromTime: string, toTime: string) =>
    (
      await db
        .insert(liveSessions)
        .values({
          title: 'Slot',
          slug: `session-${++counter}`,
          date: '2030-02-04',
          fromTime,
          toTime,
          planId: plan.id,
        })
        .returning()
    )[0];
  const book = (studentId: number, s: typeof liveSessions.$inferSelect) =>
    db.insert(sessionBookings).values({
      sessionId: s.id,
      studentId,
      date: s.date,
      fromTime: s.fromTime,
      toTime: s.toTime,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
    });
  const six = await session('18:00', '19:00');
  const sixThirty = await session('18:30', '19:30');
  const seven = await session('19:00', '20:00');
  await book(asha.id, six);
  expect(await errorCode(book(asha.id, sixThirty))).toBe('23P01');
  await book(asha.id, seven);
  await book(ben.id, sixThirty);
});

test('refuses a live session that ends before it starts', async () => {
  const plan = await newPlan();
  const insert = db.insert(liveSessions).values({
    title: 'Backwards',
    slug: `session-${++counter}`,
    date: '2030-01-07',
    fromTime: '19:00',
    toTime: '18:00',
    planId: plan.id,
  });
  expect(await errorCode(insert)).toBe(CHECK_VIOLATION);
});

test('refuses a second purchase for the same provider transaction', async () => {
  const student = await newStudent();
  const plan = await newPlan();
  const purchase = {
    studentId: student.id,
    planId: plan.id,
    transactionId: 'PAYID-123',
    transactionType: 'PayPal' as const,
    amount: '10.00',
  };
  await db.insert(purchases).values(purchase);
  expect(await errorCode(db.insert(purchases).values(purchase))).toBe(UNIQUE_VIOLATION);
  // The same id from another provider is a different transaction.
  await db.insert(purchases).values({ ...purchase, transactionType: 'Razorpay' });
});

test('refuses a comment with no target or a target that does not match its type', async () => {
  const student = await newStudent();
  const video = await newVideo();
  const [short] = await db
    .insert(caseCategories)
    .values({ name: 'Chest', slug: 'chest-test' })
    .returning();
  const [found] = await db
    .insert(cases)
    .values({ categoryId: short.id, name: 'Case', slug: 'case-test', image: '/x.webp' })
    .returning();

  const base = { studentId: student.id, description: 'Helpful case.' };
  expect(await errorCode(db.insert(comments).values({ ...base, type: 'VIDEO' }))).toBe(
    CHECK_VIOLATION,
  );
  expect(
    await errorCode(db.insert(comments).values({ ...base, type: 'SHORT', videoId: video.id })),
  ).toBe(CHECK_VIOLATION);
  expect(
    await errorCode(
      db.insert(comments).values({ ...base, type: 'VIDEO', videoId: video.id, caseId: found.id }),
    ),
  ).toBe(CHECK_VIOLATION);
  expect(
    await errorCode(db.insert(comments).values({ ...base, type: 'VIDEO', description: '   ' })),
  ).toBe(CHECK_VIOLATION);

  await db.insert(comments).values({ ...base, type: 'VIDEO', videoId: video.id });
  await db.insert(comments).values({ ...base, type: 'SHORT', caseId: found.id });
});

test('refuses a comment longer than 1000 characters', async () => {
  const student = await newStudent();
  const video = await newVideo();
  const insert = db.insert(comments).values({
    studentId: student.id,
    type: 'VIDEO',
    videoId: video.id,
    description: 'x'.repeat(1001),
  });
  expect(await errorCode(insert)).toBe('22001');
});

test('keeps feedback ratings between 1 and 5, with halves', async () => {
  const student = await newStudent();
  const base = { studentId: student.id, type: 'WEBSITE' as const, description: 'Great course.' };
  const [ok] = await db
    .insert(feedback)
    .values({ ...base, rating: '4.5' })
    .returning();
  expect(ok.rating).toBe('4.5');
  expect(ok.approved).toBe(false);
  expect(await errorCode(db.insert(feedback).values({ ...base, rating: '0.5' }))).toBe(
    CHECK_VIOLATION,
  );
  expect(await errorCode(db.insert(feedback).values({ ...base, rating: '5.5' }))).toBe(
    CHECK_VIOLATION,
  );
});

test('deleting a student removes their comments and bookings', async () => {
  const student = await newStudent();
  const video = await newVideo();
  await db
    .insert(comments)
    .values({ studentId: student.id, type: 'VIDEO', videoId: video.id, description: 'Bye' });
  await db.delete(students).where(sql`${students.id} = ${student.id}`);
  const left = await db
    .select()
    .from(comments)
    .where(sql`${comments.studentId} = ${student.id}`);
  expect(left).toHaveLength(0);
});
