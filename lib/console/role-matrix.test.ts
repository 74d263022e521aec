import { callNames, calls } from '@/lib/calls';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { OPERATOR_ROLES, type OperatorRole } from './roles';
import { consoleMessages } from './texts';

/*
 * Who reaches which call, derived from the call definitions themselves (PGlite, and PostgreSQL
 * with TEST_DATABASE_URL): a student's token opens no operator call, an operator's token no
 * student call, and each role is refused every operator call its endpoint does not name. The
 * actor is resolved before the service runs, so the input does not matter here.
 */

let t: TestBackend;
let studentToken: string;
const operatorTokens = {} as Record<OperatorRole, string>;

beforeAll(async () => {
  t = await createTestBackend();
  studentToken = (await addStudent(t.db, 'matrix.student@example.com', 'Matrix Student')).token;
  for (const role of OPERATOR_ROLES) {
    operatorTokens[role] = (await addOperator(t.db, `matrix.${role}@example.com`, role)).token;
  }
});
afterAll(async () => {
  await t.close();
});

const operatorCalls = callNames.filter((name) => calls[name].access === 'operator');
const studentCalls = callNames.filter((name) => calls[name].access === 'student');

it('finds the console’s calls to check', () => {
  expect(operatorCalls.length).toBeGreaterThan(40);
  expect(studentCalls.length).toBeGreaterThan(10);
});

describe.each(operatorCalls)('%s', (name) => {
  it('is refused without a console session and with a student’s token', async () => {
    for (const token of [null, studentToken]) {
      expect(await t.backend.invoke(name, token, {} as never)).toMatchObject({
        status: 403,
        message: consoleMessages.signInRequired,
      });
    }
  });

  // A call that names no roles (sign-out, the overview) is every operator's.
  const roles = calls[name].roles ?? OPERATOR_ROLES;
  const refusedRoles = OPERATOR_ROLES.filter((role) => !roles.includes(role));
  if (refusedRoles.length > 0) {
    it(`is refused to ${refusedRoles.join(' and ')}`, async () => {
      for (const role of refusedRoles) {
        expect(await t.backend.invoke(name, operatorTokens[role], {} as never)).toMatchObject({
          status: 403,
          code: 'role_refused',
        });
      }
    });
  }
});

describe.each(studentCalls)('%s', (name) => {
  it('is refused with an operator’s token, whatever the role', async () => {
    for (const role of OPERATOR_ROLES) {
      const answer = await t.backend.invoke(name, operatorTokens[role], {} as never);
      expect(answer.status).toBe(403);
    }
  });
});
