import { eq } from 'drizzle-orm';

import { DEMO_FACULTY } from '@/lib/demo-accounts';

import type { OpenedDatabase } from '../../db/client';
import { createTestDatabase } from '@/test/test-database';
import { nextClockChange } from './content';
import { liveSessions, operators, sessionBookings, students } from '../../db/schema';
import { DEMO_FACULTY_SESSION, seedDemoOperator } from './operator';
import { seedDemoContent } from './seed';

describe('nextClockChange', () => {
  it('finds the next last Sunday of March or October after the date', () => {
    expect(nextClockChange('2026-11-23', 'march')).toBe('2027-03-28');
    expect(nextClockChange('2026-11-23', 'october')).toBe('2027-10-31');
    expect(nextClockChange('2026-03-01', 'march')).toBe('2026-03-29');
    expect(nextClockChange('2026-03-29', 'march')).toBe('2027-03-28');
    expect(nextClockChange('2026-10-24', 'october')).toBe('2026-10-25');
  });
});

describe('the demo sessions on the days the clocks change', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await createTestDatabase();
    await seedDemoContent(opened.db, { now: new Date('2026-11-23T09:00:00Z') });
  });
  afterAll(() => opened.close());

  const slotOf = async (slug: string) =>
    (await opened.db.select().from(liveSessions).where(eq(liveSessions.slug, slug)))[0];

  it('starts at 6 PM UK time: 17:00 UTC in summer time, 18:00 UTC in winter', async () => {
    const spring = await slotOf('clocks-go-forward-chest-viva');
    expect(spring.date).toBe('2027-03-28');
    expect(spring.startsAt.toISOString()).toBe('2027-03-28T17:00:00.000Z');
    const autumn = await slotOf('clocks-go-back-neuro-viva');
    expect(autumn.date).toBe('2027-10-31');
    expect(autumn.startsAt.toISOString()).toBe('2027-10-31T18:00:00.000Z');
  });
});

describe('the demo consultant', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await createTestDatabase();
    await seedDemoContent(opened.db, { now: new Date('2026-11-23T09:00:00Z') });
    await seedDemoOperator(opened.db, {});
  });
  afterAll(() => opened.close());

  it('leads one session, booked by four registrars, and seeding again changes nothing', async () => {
    const led = async () =>
      opened.db
        .select({ slug: liveSessions.slug, booked: students.email })
        .from(liveSessions)
        .innerJoin(operators, eq(operators.id, liveSessions.leadOperatorId))
        .innerJoin(sessionBookings, eq(sessionBookings.sessionId, liveSessions.id))
        .innerJoin(students, eq(students.id, sessionBookings.studentId))
        .where(eq(operators.email, DEMO_FACULTY.email))
        .orderBy(students.email);
    const expected = DEMO_FACULTY_SESSION.booked.map((booked) => ({
      slug: DEMO_FACULTY_SESSION.slug,
      booked,
    }));
    expect(await led()).toEqual(expected);
    const [consultant] = await opened.db
      .select({ role: operators.role })
      .from(operators)
      .where(eq(operators.email, DEMO_FACULTY.email));
    expect(consultant).toEqual({ role: 'faculty' });
    await seedDemoOperator(opened.db, {});
    expect(await led()).toEqual(expected);
  });
});
