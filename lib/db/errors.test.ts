import type { OpenedDatabase } from './client';
import { createTestDatabase } from '@/test/test-database';
import { isUniqueViolation, pgConstraint, pgErrorCode, PG_ERROR } from './errors';
import { students } from './schema';

let opened: OpenedDatabase;

beforeAll(async () => {
  opened = await createTestDatabase();
});

afterAll(async () => {
  await opened.close();
});

async function failure(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

test('recognises a duplicate email through drizzle’s wrapped error', async () => {
  const row = { fullName: 'A Student', email: 'dup@example.test', passwordHash: '!' };
  await opened.db.insert(students).values(row);
  const error = await failure(opened.db.insert(students).values(row));
  expect(pgErrorCode(error)).toBe(PG_ERROR.uniqueViolation);
  expect(pgConstraint(error)).toBe('students_email_unique');
  expect(isUniqueViolation(error)).toBe(true);
  expect(isUniqueViolation(error, 'students_email_unique')).toBe(true);
  expect(isUniqueViolation(error, 'purchases_transaction_unique')).toBe(false);
});

test('tells other failures apart', async () => {
  const error = await failure(
    opened.db
      .insert(students)
      .values({ fullName: 'B', email: 'Upper@Example.test', passwordHash: '!' }),
  );
  expect(pgErrorCode(error)).toBe(PG_ERROR.checkViolation);
  expect(isUniqueViolation(error)).toBe(false);
  expect(pgErrorCode(new Error('network down'))).toBeUndefined();
  expect(isUniqueViolation(undefined)).toBe(false);
});
