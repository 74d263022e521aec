import { and, eq } from 'drizzle-orm';

import type { DataOf } from '@/lib/calls/define-call';
import { caller, PASSWORD, registerAndSignIn } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import {
  auditLog,
  liveSessions,
  plans,
  purchases,
  sessionBookings,
  students,
  studentTokens,
  videoProgress,
  videos,
} from '../db/schema';
import { accountMessages, consoleStudentMessages } from './texts';
import type { accountCalls } from './calls';

/*
 * The console's people on in-memory PGlite (and PostgreSQL with TEST_DATABASE_URL): students
 * found by name or address and paged, one student's purchases, bookings and lessons, and an
 * account disabled (every sign-in ended at once) and enabled.
 */

const DAY = 86_400_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let owner: string;
let support: string;
let editor: string;
let coursePlanId: number;

type Listed = DataOf<typeof accountCalls.listStudentsForConsole>;
type Details = DataOf<typeof accountCalls.consoleStudentDetails>;

const list = async (input: Record<string, unknown>, token = support) => {
  const answer = await call('listStudentsForConsole', input, token);
  expect(answer.status).toBe(200);
  return answer.data as Listed;
};

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  owner = (await addOperator(t.db, 'owner@example.com', 'owner')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  const [course] = await t.db
    .insert(plans)
    .values({
      name: 'Marathon Course',
      slug: 'marathon',
      price: '349.00',
      subTitle: '6 Months',
      durationDays: 180,
    })
    .returning();
  coursePlanId = course!.id;
});
afterAll(async () => {
  await t.close();
});

it('finds students by a part of their name or address, newest first, with their plan', async () => {
  const { student: priya } = await addStudent(t.db, 'priya.nair@stmarys.nhs.test', 'Priya Nair');
  const { student: tom } = await addStudent(t.db, 'tom@stmarys.nhs.test', 'Tom Okafor');
  await addStudent(t.db, 'zed@elsewhere.test', 'Zed Priyadarshi');
  const ends = new Date(Date.now() + 90 * DAY);
  await t.db.insert(purchases).values({
    studentId: tom.id,
    planId: coursePlanId,
    transactionId: 'FIND-1',
    transactionType: 'Demo',
    amount: '349.00',
    startOn: new Date(Date.now() - DAY),
    expiresOn: ends,
  });

  const byAddress = await list({ q: 'STMARYS.nhs' });
  expect(byAddress.total).toBe(2);
  expect(byAddress.list).toEqual([
    {
      studentId: tom.id,
      fullName: 'Tom Okafor',
      email: 'tom@stmarys.nhs.test',
      joinedAt: expect.any(String),
      plan: 'Marathon Course',
      planEnds: ends.toISOString(),
      disabled: false,
    },
    expect.objectContaining({ studentId: priya.id, plan: null, planEnds: null }),
  ]);
  // A part of a name, in any case, anywhere in it.
  const byName = await list({ q: 'priya' });
  expect(byName.list.map((s) => s.fullName)).toEqual(['Zed Priyadarshi', 'Priya Nair']);
  // LIKE's wildcards are taken as they are typed.
  expect((await list({ q: '%' })).total).toBe(0);
  expect((await list({ q: 'stmarys_nhs' })).total).toBe(0);
  // No search: everyone.
  const everyone = await list({});
  expect(everyone.total).toBe(3);
});

it('pages through the students 25 at a time with the total', async () => {
  for (let n = 1; n <= 30; n += 1) {
    await addStudent(t.db, `cohort${n}@paging.test`, `Cohort Member ${n}`);
  }
  const first = await list({ q: '@paging.test' });
  expect(first.total).toBe(30);
  expect(first.list).toHaveLength(25);
  expect(first.list[0]!.email).toBe('cohort30@paging.test');
  const second = await list({ q: '@paging.test', offset: 25 });
  expect(second.list.map((s) => s.email)).toEqual([
    'cohort5@paging.test',
    'cohort4@paging.test',
    'cohort3@paging.test',
    'cohort2@paging.test',
    'cohort1@paging.test',
  ]);
  expect(await call('listStudentsForConsole', { q: 'x'.repeat(101) }, support)).toMatchObject({
    status: 422,
    message: consoleStudentMessages.searchTooLong,
  });

  const exported = await call('exportStudentsForConsole', { q: '@paging.test' }, support);
  expect(exported.status).toBe(200);
  const rows = (exported.data as DataOf<typeof accountCalls.exportStudentsForConsole>).list;
  expect(rows).toHaveLength(30);
  expect(rows[0]).toMatchObject({ mobileNumber: '', countryCode: '44', disabled: false });
});

it('shows a student with their purchases, bookings and lessons watched', async () => {
  const { student } = await addStudent(t.db, 'details@example.test', 'Dina Details');
  const startOn = new Date(Date.now() - 10 * DAY);
  const expiresOn = new Date(Date.now() + 170 * DAY);
  await t.db.insert(purchases).values({
    studentId: student.id,
    planId: coursePlanId,
    transactionId: 'pay_DETAILS',
    transactionType: 'Razorpay',
    amount: '349.00',
    startOn,
    expiresOn,
  });
  const [session] = await t.db
    .insert(liveSessions)
    .values({
      title: 'Chest Viva',
      slug: 'chest-viva',
      date: '2030-03-04',
      fromTime: '18:00',
      toTime: '19:30',
      planId: coursePlanId,
    })
    .returning();
  await t.db.insert(sessionBookings).values({
    sessionId: session!.id,
    studentId: student.id,
    date: session!.date,
    fromTime: session!.fromTime,
    toTime: session!.toTime,
    startsAt: session!.startsAt,
    endsAt: session!.endsAt,
  });
  const lessons = await t.db
    .insert(videos)
    .values([1, 2, 3].map((n) => ({ name: `Lesson ${n}`, slug: `lesson-${n}`, path: `l${n}.mp4` })))
    .returning();
  await t.db.insert(videoProgress).values([
    { studentId: student.id, videoId: lessons[0]!.id, positionSeconds: 600, watchedAt: new Date() },
    { studentId: student.id, videoId: lessons[1]!.id, positionSeconds: 30 },
  ]);

  const answer = await call('consoleStudentDetails', { studentId: student.id }, support);
  expect(answer).toMatchObject({ status: 200, message: consoleStudentMessages.details });
  expect(answer.data).toEqual({
    student: {
      studentId: student.id,
      fullName: 'Dina Details',
      email: 'details@example.test',
      mobileNumber: '',
      countryCode: '44',
      joinedAt: student.createdAt.toISOString(),
      plan: 'Marathon Course',
      planEnds: expiresOn.toISOString(),
      disabled: false,
      disabledAt: null,
    },
    purchases: [
      {
        purchaseId: expect.any(Number),
        plan: 'Marathon Course',
        provider: 'Razorpay',
        transactionId: 'pay_DETAILS',
        amount: '349.00',
        currency: 'GBP',
        startOn: startOn.toISOString(),
        expiresOn: expiresOn.toISOString(),
      },
    ],
    bookings: [
      {
        sessionId: session!.id,
        title: 'Chest Viva',
        date: '2030-03-04',
        from: '18:00',
        to: '19:30',
      },
    ],
    lessons: { started: 2, watched: 1 },
    streaming: { lessonsLastDay: 0, slowedLastDay: 0, lastSlowedAt: null },
  } satisfies Details);
  expect(await call('consoleStudentDetails', { studentId: 999_999 }, support)).toMatchObject({
    status: 404,
    message: consoleStudentMessages.notFound,
  });
  expect(await call('consoleStudentDetails', { studentId: 'abc' }, support)).toMatchObject({
    status: 422,
    message: consoleStudentMessages.chooseStudent,
  });
});

it('disables an account: its sign-ins end at once and it cannot sign in until enabled', async () => {
  const email = 'disable.me@example.test';
  const { token, studentId } = await registerAndSignIn(t, email);
  const second = await call('login', { email, password: PASSWORD });
  const otherToken = (second.data as { token: string }).token;
  expect((await call('getProfile', {}, token)).status).toBe(200);

  const disabled = await call('setStudentDisabled', { studentId, disabled: true }, support);
  expect(disabled).toMatchObject({
    status: 200,
    message: consoleStudentMessages.disabled,
    data: { studentId, disabled: true },
  });
  // Both sign-ins are over: the tokens that worked a moment ago are refused.
  for (const held of [token, otherToken]) {
    expect((await call('getProfile', {}, held)).status).toBe(403);
    expect((await call('planHistory', {}, held)).status).toBe(403);
  }
  const live = await t.db
    .select()
    .from(studentTokens)
    .where(eq(studentTokens.studentId, studentId));
  expect(live.every((row) => row.revokedAt !== null)).toBe(true);
  // The right password is refused with a message saying why; a wrong one learns nothing new.
  expect(await call('login', { email, password: PASSWORD })).toMatchObject({
    status: 403,
    code: 'account_disabled',
    message: accountMessages.accountDisabled,
  });
  expect(await call('login', { email, password: 'Wrong-password1' })).toMatchObject({
    status: 401,
    message: accountMessages.badCredentials,
  });
  const listed = await list({ q: email });
  expect(listed.list[0]).toMatchObject({ disabled: true });

  // Again: nothing more is written or logged.
  expect(await call('setStudentDisabled', { studentId, disabled: true }, owner)).toMatchObject({
    status: 200,
    message: consoleStudentMessages.alreadyDisabled,
  });

  const enabled = await call('setStudentDisabled', { studentId, disabled: false }, support);
  expect(enabled).toMatchObject({ status: 200, message: consoleStudentMessages.enabled });
  // The old sign-ins stay ended; a new one works.
  expect((await call('getProfile', {}, token)).status).toBe(403);
  const again = await call('login', { email, password: PASSWORD });
  expect(again.status).toBe(200);
  expect((await call('getProfile', {}, (again.data as { token: string }).token)).status).toBe(200);

  const audit = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'student'), eq(auditLog.targetId, String(studentId))))
    .orderBy(auditLog.id);
  expect(audit.map((row) => [row.action, row.actor])).toEqual([
    ['student.disabled', 'support@example.com'],
    ['student.enabled', 'support@example.com'],
  ]);
  expect(audit[0]).toMatchObject({
    before: { studentId, email, disabledAt: null },
    after: { studentId, email, disabledAt: expect.any(String) },
  });
});

it('lets owners and support read and change people, and refuses editors', async () => {
  const { student } = await addStudent(t.db, 'roles@example.test', 'Role Check');
  expect((await list({}, owner)).total).toBeGreaterThan(0);
  for (const [name, input] of [
    ['listStudentsForConsole', {}],
    ['exportStudentsForConsole', {}],
    ['consoleStudentDetails', { studentId: student.id }],
    ['setStudentDisabled', { studentId: student.id, disabled: true }],
  ] as const) {
    expect(await call(name, input, editor)).toMatchObject({ status: 403, code: 'role_refused' });
  }
  // A student's token opens no console call.
  const { token } = await addStudent(t.db, 'curious@example.test', 'Curious Student');
  expect((await call('listStudentsForConsole', {}, token)).status).toBe(403);
  const [row] = await t.db.select().from(students).where(eq(students.id, student.id));
  expect(row!.disabledAt).toBeNull();
});

it('refuses bad input with a message and changes nothing', async () => {
  const { student } = await addStudent(t.db, 'bad.input@example.test', 'Bad Input');
  for (const [input, message] of [
    [{ studentId: student.id }, consoleStudentMessages.sayDisabled],
    [{ studentId: student.id, disabled: 'yes' }, consoleStudentMessages.sayDisabled],
    [{ studentId: 0, disabled: true }, consoleStudentMessages.chooseStudent],
    [{ studentId: 2 ** 31, disabled: true }, consoleStudentMessages.chooseStudent],
  ] as const) {
    expect(await call('setStudentDisabled', input, support)).toMatchObject({
      status: 422,
      message,
    });
  }
  expect(
    await call('setStudentDisabled', { studentId: 999_999, disabled: true }, support),
  ).toMatchObject({ status: 404, message: consoleStudentMessages.notFound });
  const [row] = await t.db.select().from(students).where(eq(students.id, student.id));
  expect(row!.disabledAt).toBeNull();
});
