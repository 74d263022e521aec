import { and, eq, inArray } from 'drizzle-orm';

import type { DataOf } from '@/lib/calls/define-call';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { consoleStudentMessages } from '../accounts/texts';
import { auditLog, cohortMembers, cohorts, plans, purchases } from '../db/schema';
import { formatPlanDate, grantMessages, planMessages } from './texts';
import type { accountCalls } from '../accounts/calls';
import type { planCalls } from './calls';
import type { operatorCalls } from '../operators/calls';

/*
 * Access granted by hand from the console on in-memory PGlite: a purchase of nothing that every
 * access check counts, extending what a student holds, for one student or a pasted cohort.
 */

const DAY = 86_400_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let support: string;
let editor: string;
let marathon: number;
let crash: number;
let single: number;
let counter = 0;

const newStudent = async () => {
  const n = ++counter;
  return addStudent(t.db, `trainee${n}@hospital.test`, `Trainee ${n}`);
};
const subscribed = async (token: string) =>
  ((await call('getProfile', {}, token)).data as DataOf<typeof accountCalls.getProfile>)[0]!
    .isSubscribe;
const grantsOf = (studentId: number) =>
  t.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.studentId, studentId), eq(purchases.transactionType, 'Grant')));
const auditOf = (studentId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'access.granted'), eq(auditLog.targetId, String(studentId))));

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  const rows = await t.db
    .insert(plans)
    .values([
      {
        name: 'Marathon Course',
        slug: 'marathon',
        price: '349.00',
        subTitle: '6 Months',
        durationDays: 180,
      },
      {
        name: 'Crash Course',
        slug: 'crash',
        price: '99.00',
        subTitle: '1 Month',
        durationDays: 30,
      },
      { name: 'Single Session', slug: 'single', price: '45.00', subTitle: 'Single Session' },
    ])
    .returning();
  [marathon, crash, single] = rows.map((row) => row.id) as [number, number, number];
});
afterAll(async () => {
  await t.close();
});

it('lists the plans access can be granted to: courses, not single sessions', async () => {
  const answer = await call('listGrantablePlans', {}, support);
  expect(answer).toMatchObject({ status: 200 });
  expect(answer.data).toEqual([
    { planId: marathon, name: 'Marathon Course', subTitle: '6 Months', durationDays: 180 },
    { planId: crash, name: 'Crash Course', subTitle: '1 Month', durationDays: 30 },
  ]);
});

it('grants a student access for the plan’s period, seen by every check of their access', async () => {
  const { student, token } = await newStudent();
  expect(await subscribed(token)).toBe(0);
  const before = Date.now();

  const answer = await call(
    'grantAccess',
    { studentId: student.id, planId: crash, reason: 'St Mary’s cohort, paid by invoice 1042' },
    support,
  );
  expect(answer.status).toBe(200);
  const data = answer.data as DataOf<typeof planCalls.grantAccess>;
  const ends = new Date(data.expiresOn).getTime();
  expect(ends - before).toBeGreaterThanOrEqual(30 * DAY);
  expect(ends - Date.now()).toBeLessThanOrEqual(30 * DAY);
  expect(answer.message).toBe(
    grantMessages.granted('Crash Course', formatPlanDate(data.expiresOn)),
  );

  // Every existing check counts it: the profile's flag, the plans page, the plan history.
  expect(await subscribed(token)).toBe(1);
  const listed = (await call('listPlans', {}, token)).data as DataOf<typeof planCalls.listPlans>;
  expect(listed.find((plan) => plan.planId === crash)?.isPurchased).toBe(1);
  const history = (await call('planHistory', {}, token)).data as DataOf<
    typeof planCalls.planHistory
  >;
  expect(history).toEqual([
    expect.objectContaining({
      planId: crash,
      name: 'Crash Course',
      price: 0,
      expiresOn: data.expiresOn,
    }),
  ]);

  const [grant] = await grantsOf(student.id);
  expect(grant).toMatchObject({
    transactionType: 'Grant',
    amount: '0.00',
    transactionId: expect.stringMatching(/^grant-[0-9a-f-]{36}$/),
  });
  const [audit] = await auditOf(student.id);
  expect(audit).toMatchObject({
    actor: 'support@example.com',
    targetType: 'student',
    before: { accessEnds: null },
    after: {
      plan: 'Crash Course',
      days: 30,
      reason: 'St Mary’s cohort, paid by invoice 1042',
      transactionType: 'Grant',
    },
  });
  // A grant is not a purchase bought: the overview's figure leaves it out.
  const overview = (await call('consoleOverview', {}, support)).data as DataOf<
    typeof operatorCalls.consoleOverview
  >;
  expect(overview.counts.purchases).toBe(0);
});

it('extends the access a student holds by the days granted', async () => {
  const { student, token } = await newStudent();
  const held = new Date(Date.now() + 10 * DAY);
  await t.db.insert(purchases).values({
    studentId: student.id,
    planId: marathon,
    transactionId: `pay_${student.id}`,
    transactionType: 'Razorpay',
    amount: '349.00',
    startOn: new Date(Date.now() - 170 * DAY),
    expiresOn: held,
  });
  const answer = await call(
    'grantAccess',
    { studentId: student.id, planId: marathon, days: 14, reason: 'Exam moved to the next sitting' },
    support,
  );
  expect(answer.status).toBe(200);
  expect((answer.data as DataOf<typeof planCalls.grantAccess>).expiresOn).toBe(
    new Date(held.getTime() + 14 * DAY).toISOString(),
  );
  const [audit] = await auditOf(student.id);
  expect(audit!.before).toEqual({ accessEnds: held.toISOString() });
  expect(await subscribed(token)).toBe(1);
});

it('grants a pasted cohort in one go, naming the addresses without an account', async () => {
  const cohort = [await newStudent(), await newStudent(), await newStudent()];
  const emails = [
    cohort[0]!.student.email.toUpperCase(),
    'nobody@hospital.test',
    cohort[1]!.student.email,
    cohort[2]!.student.email,
    cohort[1]!.student.email,
    'gone@hospital.test',
  ];
  const answer = await call(
    'grantAccessInBulk',
    { emails, planId: marathon, days: 60, reason: 'Royal Infirmary trainees 2026' },
    support,
  );
  expect(answer).toMatchObject({
    status: 200,
    data: { granted: 3, unknown: ['nobody@hospital.test', 'gone@hospital.test'] },
    message:
      'Marathon Course granted to 3 students. No account: nobody@hospital.test, gone@hospital.test.',
  });
  for (const { student, token } of cohort) {
    expect(await grantsOf(student.id)).toHaveLength(1);
    expect(await subscribed(token)).toBe(1);
    const [audit] = await auditOf(student.id);
    expect(audit!.after).toMatchObject({ reason: 'Royal Infirmary trainees 2026', days: 60 });
  }

  const none = await call(
    'grantAccessInBulk',
    { emails: ['nobody@hospital.test'], planId: marathon, reason: 'Typo' },
    support,
  );
  expect(none).toMatchObject({
    status: 200,
    data: { granted: 0 },
    message: 'Nobody was granted access. No account: nobody@hospital.test.',
  });
});

it('puts a pasted list’s students in a new cohort, then an existing one, audited', async () => {
  const first = [await newStudent(), await newStudent()];
  const made = await call(
    'grantAccessInBulk',
    {
      emails: [...first.map(({ student }) => student.email), 'nobody@hospital.test'],
      planId: marathon,
      reason: 'Leeds registrars',
      cohort: '  Leeds ST3  ',
    },
    support,
  );
  expect(made).toMatchObject({
    status: 200,
    message:
      'Marathon Course granted to 2 students. No account: nobody@hospital.test. They make up the new cohort Leeds ST3.',
  });
  const cohortId = (made.data as { cohortId: number }).cohortId;
  const membersOf = async () =>
    (
      await t.db
        .select({ studentId: cohortMembers.studentId })
        .from(cohortMembers)
        .where(eq(cohortMembers.cohortId, cohortId))
    )
      .map((row) => row.studentId)
      .sort((a, b) => a - b);
  const [cohort] = await t.db.select().from(cohorts).where(eq(cohorts.id, cohortId));
  expect(cohort).toMatchObject({ name: 'Leeds ST3', leadOperatorId: null });
  expect(await membersOf()).toEqual(first.map(({ student }) => student.id));

  // The same name again: the existing cohort gains the new student; one already in stays once.
  const later = await newStudent();
  const joined = await call(
    'grantAccessInBulk',
    {
      emails: [later.student.email, first[0]!.student.email],
      planId: marathon,
      reason: 'Leeds late starter',
      cohort: 'Leeds ST3',
    },
    support,
  );
  expect(joined).toMatchObject({
    status: 200,
    data: { granted: 2, cohortId },
    message: 'Marathon Course granted to 2 students. They are in the cohort Leeds ST3.',
  });
  expect(await membersOf()).toEqual(
    [...first.map(({ student }) => student.id), later.student.id].sort((a, b) => a - b),
  );
  const audits = await t.db
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'cohort'), eq(auditLog.targetId, String(cohortId))))
    .orderBy(auditLog.id);
  expect(audits).toEqual([
    {
      action: 'cohort.created',
      after: expect.objectContaining({ name: 'Leeds ST3', from: 'access grant' }),
    },
    {
      action: 'cohort.members_added',
      after: expect.objectContaining({ members: [later.student.id] }),
    },
  ]);

  // Without a cohort (or an empty one), nobody is grouped.
  const plain = await call(
    'grantAccessInBulk',
    { emails: [later.student.email], planId: marathon, reason: 'More', cohort: '  ' },
    support,
  );
  expect(plain).toMatchObject({ status: 200, data: { cohortId: null } });

  // A bad cohort name refuses the whole grant: no access, no cohort.
  const refused = await newStudent();
  expect(
    await call(
      'grantAccessInBulk',
      {
        emails: [refused.student.email],
        planId: marathon,
        reason: 'Too long',
        cohort: 'x'.repeat(121),
      },
      support,
    ),
  ).toMatchObject({ status: 422, message: grantMessages.cohortTooLong });
  expect(await grantsOf(refused.student.id)).toEqual([]);
  // A grant that fails (a plan that is no course) makes no cohort either.
  expect(
    await call(
      'grantAccessInBulk',
      { emails: [refused.student.email], planId: single, reason: 'x', cohort: 'Never made' },
      support,
    ),
  ).toMatchObject({ status: 422 });
  expect(await t.db.select().from(cohorts).where(eq(cohorts.name, 'Never made'))).toEqual([]);
});

it('refuses bad input with a message and grants nothing', async () => {
  const { student } = await newStudent();
  const base = { studentId: student.id, planId: marathon, reason: 'Because' };
  for (const [input, message] of [
    [{ ...base, reason: '   ' }, grantMessages.reasonRequired],
    [{ ...base, reason: 'x'.repeat(501) }, grantMessages.reasonTooLong],
    [{ ...base, days: 0 }, grantMessages.daysRange],
    [{ ...base, days: 731 }, grantMessages.daysRange],
    [{ ...base, days: 1.5 }, grantMessages.daysRange],
    [{ ...base, planId: 'marathon' }, grantMessages.choosePlan],
    [{ ...base, studentId: -1 }, consoleStudentMessages.chooseStudent],
  ] as const) {
    expect(await call('grantAccess', input, support)).toMatchObject({ status: 422, message });
  }
  expect(await call('grantAccess', { ...base, planId: single }, support)).toMatchObject({
    status: 422,
    message: grantMessages.notACourse,
  });
  expect(await call('grantAccess', { ...base, planId: 999_999 }, support)).toMatchObject({
    status: 404,
    message: planMessages.planMissing,
  });
  expect(await call('grantAccess', { ...base, studentId: 999_999 }, support)).toMatchObject({
    status: 404,
    message: consoleStudentMessages.notFound,
  });

  const bulk = { planId: marathon, reason: 'Cohort' };
  for (const [input, message] of [
    [{ ...bulk, emails: [] }, grantMessages.emailsRequired],
    [{ ...bulk, emails: 'a@b.test' }, grantMessages.emailsRequired],
    [
      { ...bulk, emails: ['a@b.test', 'not-an-address', 'x@'] },
      'Not email addresses: not-an-address, x@',
    ],
    [
      { ...bulk, emails: Array.from({ length: 501 }, (_, n) => `t${n}@cohort.test`) },
      grantMessages.tooManyEmails,
    ],
  ] as const) {
    expect(await call('grantAccessInBulk', input, support)).toMatchObject({ status: 422, message });
  }
  // A plan that is not a course refuses the whole list.
  expect(
    await call('grantAccessInBulk', { ...bulk, emails: [student.email], planId: single }, support),
  ).toMatchObject({ status: 422, message: grantMessages.notACourse });

  expect(await grantsOf(student.id)).toEqual([]);
  expect(await auditOf(student.id)).toEqual([]);
});

it('lets owners and support grant, and refuses editors', async () => {
  const { student } = await newStudent();
  const input = { studentId: student.id, planId: marathon, reason: 'Goodwill' };
  expect(await call('grantAccess', input, editor)).toMatchObject({
    status: 403,
    code: 'role_refused',
  });
  expect(
    await call(
      'grantAccessInBulk',
      { emails: [student.email], planId: marathon, reason: 'x' },
      editor,
    ),
  ).toMatchObject({ status: 403, code: 'role_refused' });
  expect(await call('listGrantablePlans', {}, editor)).toMatchObject({ status: 403 });
  const owner = (await addOperator(t.db, 'owner@example.com', 'owner')).token;
  expect((await call('grantAccess', input, owner)).status).toBe(200);
  const rows = await t.db
    .select()
    .from(purchases)
    .where(inArray(purchases.studentId, [student.id]));
  expect(rows).toHaveLength(1);
});
