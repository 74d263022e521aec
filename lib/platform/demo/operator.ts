import { and, eq, inArray, isNull } from 'drizzle-orm';

import type { Database } from '../../db/client';
import {
  cohortMembers,
  cohorts,
  liveSessions,
  operators,
  sessionBookings,
  students,
} from '../../db/schema';
import { DEMO_COHORT_LEAD, DEMO_FACULTY, DEMO_OPERATOR } from '../../demo-accounts';
import { isPublicDeployment } from '../../deployment';
import { createOrResetOperator } from '../../operators/operators';
import { DEMO_REGISTRARS } from './practice-attempts';

export { DEMO_COHORT_LEAD, DEMO_FACULTY, DEMO_OPERATOR } from '../../demo-accounts';

/** The demo cohort: the first six registrars (practice-attempts.ts), led by the demo lead. */
export const DEMO_COHORT = {
  name: 'Demo registrars',
  members: DEMO_REGISTRARS.slice(0, 6).map((registrar) => registrar.email),
} as const;

/**
 * The demo consultant's session, and who booked it: four registrars (seeded with the practice
 * attempts), never the published students, whose own bookings the sessions' e2e specs make.
 */
export const DEMO_FACULTY_SESSION = {
  slug: 'weekly-viva-gi-and-gu',
  booked: DEMO_REGISTRARS.slice(0, 4).map((registrar) => registrar.email),
} as const;

/**
 * Creates the demo operator a fresh clone signs in to the console with (README), when missing;
 * what it did, for the setup's printout. Its password and TOTP secret are public, so it is never
 * made on a public deployment (and never let in there: lib/deployment.ts); there
 * `npm run operator:add` makes the first owner. With it, when missing, the demo cohort's lead
 * (the `cohort` role) and the cohort, so the lead's report has students (docs/insight.md), and the
 * demo consultant (the `faculty` role) with the session they lead (docs/live-sessions.md).
 */
export async function seedDemoOperator(
  db: Database,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<'created' | 'present' | 'skipped'> {
  if (isPublicDeployment(env)) return 'skipped';
  const present = await operatorId(db, DEMO_OPERATOR.email);
  if (present === undefined) await createOrResetOperator(db, { ...DEMO_OPERATOR }, new Date());
  await seedDemoCohort(db);
  await seedDemoFaculty(db);
  return present === undefined ? 'created' : 'present';
}

async function operatorId(db: Database, email: string) {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.email, email));
  return row?.id;
}

async function seedDemoCohort(db: Database) {
  if ((await operatorId(db, DEMO_COHORT_LEAD.email)) === undefined) {
    await createOrResetOperator(db, { ...DEMO_COHORT_LEAD }, new Date());
  }
  const leadOperatorId = await operatorId(db, DEMO_COHORT_LEAD.email);
  const [made] = await db
    .insert(cohorts)
    .values({ name: DEMO_COHORT.name, leadOperatorId })
    .onConflictDoNothing({ target: cohorts.name })
    .returning({ id: cohorts.id });
  // Members only with the cohort itself: an operator's later changes to it are theirs.
  if (!made) return;
  const members = await db
    .select({ id: students.id })
    .from(students)
    .where(inArray(students.email, [...DEMO_COHORT.members]));
  if (members.length === 0) return;
  await db
    .insert(cohortMembers)
    .values(members.map((member) => ({ cohortId: made.id, studentId: member.id })))
    .onConflictDoNothing();
}

async function seedDemoFaculty(db: Database) {
  if ((await operatorId(db, DEMO_FACULTY.email)) === undefined) {
    await createOrResetOperator(db, { ...DEMO_FACULTY }, new Date());
  }
  const leadOperatorId = await operatorId(db, DEMO_FACULTY.email);
  // Led and booked only while nobody leads it: an operator's later choice is theirs.
  const [session] = await db
    .update(liveSessions)
    .set({ leadOperatorId })
    .where(
      and(eq(liveSessions.slug, DEMO_FACULTY_SESSION.slug), isNull(liveSessions.leadOperatorId)),
    )
    .returning();
  if (!session) return;
  const booked = await db
    .select({ id: students.id })
    .from(students)
    .where(inArray(students.email, [...DEMO_FACULTY_SESSION.booked]));
  if (booked.length === 0) return;
  await db
    .insert(sessionBookings)
    .values(
      booked.map((student) => ({
        sessionId: session.id,
        studentId: student.id,
        date: session.date,
        fromTime: session.fromTime,
        toTime: session.toTime,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
      })),
    )
    .onConflictDoNothing();
}
