import type { Database } from '@/lib/db/client';
import { feedback, policyPages, students } from '@/lib/db/schema';
import { issueSignInToken } from '@/lib/accounts/sign-in-tokens';
import { issueOperatorSignIn } from '@/lib/operators/operator-sign-ins';
import { createOrResetOperator } from '@/lib/operators/operators';
import type { OperatorRole } from '@/lib/access/roles';

/** A student row with a live session token, for tests that need someone signed in. */
export async function addStudent(db: Database, email = 'asha@example.com', fullName = 'Asha Rao') {
  const [student] = await db
    .insert(students)
    .values({ fullName, email, passwordHash: 'not-used-in-this-test', countryCode: '44' })
    .returning();
  const { token } = await issueSignInToken(db, student.id, new Date());
  return { student, token };
}

export async function addPolicy(
  db: Database,
  key: 'privacypolicy' | 'termsAndCondition',
  html: string,
) {
  await db.insert(policyPages).values({ key, title: 'Privacy Policy', html });
}

export async function addTestimonial(
  db: Database,
  studentId: number,
  rating: string,
  description: string,
) {
  await db
    .insert(feedback)
    .values({ studentId, type: 'WEBSITE', rating, description, approved: true });
}

/** An operator of the console with a live session, as if just signed in with password and TOTP. */
export async function addOperator(db: Database, email: string, role: OperatorRole = 'owner') {
  const { operator } = await createOrResetOperator(db, { email, role }, new Date());
  const { token } = await issueOperatorSignIn(db, operator.id, new Date());
  return { operator, token };
}
