import type { z } from 'zod';

import type { CallDefinition } from '@/lib/calls/define-call';
import { callNames, calls } from '@/lib/platform/calls';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { OPERATOR_ROLES, PEOPLE_ROLES, type OperatorRole } from '../access/roles';
import { consoleMessages } from '../operators/texts';

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

/*
 * One rule for people's details (lib/access/roles.ts, PEOPLE_ROLES): every console call whose
 * answer holds a field named like one is made by those roles alone, whichever domain it lives
 * in, so a call added later that answers a student's address to an editor fails here.
 */

/** The names the answers give students' personal details. */
const PERSONAL_FIELDS = new Set([
  'fullName',
  'studentName',
  'email',
  'studentEmail',
  'mobileNumber',
  'countryCode',
]);

/** Fields named like people's details that hold no student's private one, and why. */
const NOT_PRIVATE: Record<string, string> = {
  'consoleOverview .operator.email': 'the signed-in operator’s own address',
  'signedInOperator .operator.email': 'likewise (what the console’s layout shows)',
  'listHomeTestimonialsForConsole .chosen[].studentName':
    'a testimonial’s name, which the site shows every visitor beside it',
  'listHomeTestimonialsForConsole .others[].studentName': 'likewise (approved site feedback)',
};

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The paths of `schema`'s object fields (`.list[].email`), through every wrapper zod has. */
function fieldPaths(schema: z.ZodType, at = ''): string[] {
  const def = defOf(schema);
  const inner = (key: string) => fieldPaths(def[key] as z.ZodType, at);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [
        `${at}.${key}`,
        ...fieldPaths(field, `${at}.${key}`),
      ]);
    case 'array':
      return fieldPaths(def.element as z.ZodType, `${at}[]`);
    case 'record':
      return fieldPaths(def.valueType as z.ZodType, `${at}{}`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => fieldPaths(option, at));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'lazy':
      return fieldPaths((def.getter as () => z.ZodType)(), at);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    default:
      return [];
  }
}

/** The fields of a call's answer that hold a student's personal details. */
const personalFields = (name: (typeof operatorCalls)[number]) =>
  // A streamed answer (a room's events, a session room's image) is bytes, not fields.
  (calls[name].answer === 'stream' ? [] : fieldPaths((calls[name] as CallDefinition).data)).filter(
    (path) =>
      PERSONAL_FIELDS.has(path.slice(path.lastIndexOf('.') + 1)) &&
      !(`${name} ${path}` in NOT_PRIVATE),
  );

const peopleCalls = operatorCalls.filter((name) => personalFields(name).length > 0);

it('finds the calls that answer people’s details, wherever they live', () => {
  expect(peopleCalls).toEqual(
    expect.arrayContaining([
      'consoleSessionAttendees',
      'listStudentsForConsole',
      'exportStudentsForConsole',
      'consoleStudentDetails',
      'listPurchasesForConsole',
      'listFeedbackForReview',
      'listCommentsForReview',
      'listContactMessages',
    ]),
  );
  // A live session's own page is content: how many booked, not who.
  expect(peopleCalls).not.toContain('consoleSessionDetails');
});

/**
 * Calls that answer people's details to a cohort's lead too, and why: the service answers a lead
 * their own cohorts' members alone (lib/insight/cohorts.ts; tested in cohorts.test.ts).
 */
const COHORT_SCOPED: Record<string, string> = {
  cohortReport: 'a lead reads the members of the cohorts they lead, and no one else',
};

/**
 * Calls that answer people's details to a session's consultant too, and why: the service answers
 * them the sessions they lead alone (lib/live-sessions/console-sessions.ts; faculty.test.ts).
 */
const FACULTY_SCOPED: Record<string, string> = {
  consoleSessionAttendees: 'a consultant reads who booked the sessions they lead, and no other',
  consoleSessionRoom: 'a consultant runs the rooms of the sessions they lead, and no other',
  giveSessionSeat: 'likewise: the hot seat of their own sessions’ rooms, named in its answer',
};

it.each(peopleCalls)('%s answers people’s details to the roles that see them alone', (name) => {
  const roles = calls[name].roles ?? OPERATOR_ROLES;
  const allowed: readonly string[] =
    name in COHORT_SCOPED
      ? [...PEOPLE_ROLES, 'cohort']
      : name in FACULTY_SCOPED
        ? [...PEOPLE_ROLES, 'faculty']
        : PEOPLE_ROLES;
  expect(roles.filter((role) => !allowed.includes(role))).toEqual([]);
});

it('refuses a cohort’s lead every call but reading cohorts, the overview and signing out', () => {
  const open = operatorCalls.filter((name) =>
    (calls[name].roles ?? OPERATOR_ROLES).includes('cohort'),
  );
  expect(open.sort()).toEqual([
    'cohortReport',
    'consoleOverview',
    'listCohorts',
    'operatorSignOut',
    // Who is signed in: the layout every console page shares reads it (it counts nothing).
    'signedInOperator',
  ]);
});

it('refuses a session’s consultant every call but reading and running their sessions, the overview and signing out', () => {
  const open = operatorCalls.filter((name) =>
    (calls[name].roles ?? OPERATOR_ROLES).includes('faculty'),
  );
  expect(open.sort()).toEqual([
    'consoleOverview',
    'consoleSessionAttendees',
    'consoleSessionDetails',
    'consoleSessionRoom',
    // The room's live events, checked by consoleSessionRoom (lib/live-sessions/session-room-events.ts).
    'consoleSessionRoomEvents',
    // The room's cases: its images, the consultant's pointer, the next case and the marks.
    'consoleSessionRoomImage',
    'consoleSessionSignal',
    'giveSessionSeat',
    'listSessionsForConsole',
    'markSessionCase',
    'nextSessionCase',
    'openSessionRoom',
    'operatorSignOut',
    'signedInOperator',
  ]);
});

it('refuses an editor who asks who booked a session', async () => {
  expect(
    await t.backend.invoke('consoleSessionAttendees', operatorTokens.editor, { sessionId: 1 }),
  ).toMatchObject({ status: 403, code: 'role_refused' });
});
