import { eq } from 'drizzle-orm';

import type { DataOf } from '@/lib/calls/define-call';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { auditLog, paymentOrders, planFeatures, plans } from '../db/schema';
import { createDemoAdapter } from '../payments';
import { consolePlanMessages, planMessages } from './texts';
import type { planCalls } from './calls';

/*
 * The console's plans on in-memory PGlite: a new plan starts off sale, off-sale plans are neither
 * listed nor sold (what was bought keeps working), a price change reaches new orders only, and
 * every change is audited.
 */

let t: TestBackend;
let call: ReturnType<typeof caller>;
let editor: string;
let support: string;
let student: string;
let counter = 0;

const NEW_PLAN = {
  name: 'Crash Course',
  price: '99',
  period: 'days',
  durationDays: '30',
  subTitle: '1 Month',
  position: '5',
  features: [
    { title: 'Videos', detail: 'Every viva case' },
    { title: 'Live sessions', detail: 'Weekly' },
  ],
};

const audits = async (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action));
const onSaleIds = async (token = student) =>
  ((await call('listPlans', {}, token)).data as DataOf<typeof planCalls.listPlans>).map(
    (plan) => plan.planId,
  );

async function createPlan(input: Record<string, unknown> = NEW_PLAN) {
  const created = await call('createPlan', input, editor);
  expect(created).toMatchObject({ status: 200, message: consolePlanMessages.created });
  return (created.data as DataOf<typeof planCalls.createPlan>).planId;
}

async function newStudent() {
  const n = ++counter;
  return (await addStudent(t.db, `plan-buyer${n}@example.test`, `Buyer ${n}`)).token;
}

beforeAll(async () => {
  t = await createTestBackend({}, { payments: { Demo: createDemoAdapter() } });
  call = caller(t);
  editor = (await addOperator(t.db, 'editor@example.com', 'editor')).token;
  support = (await addOperator(t.db, 'support@example.com', 'support')).token;
  student = await newStudent();
});
afterAll(async () => {
  await t.close();
});

it('starts a new plan off sale: not listed to students, and the checkout refuses it', async () => {
  const planId = await createPlan();
  const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
  expect(row).toMatchObject({ active: false, price: '99.00', durationDays: 30, position: 5 });
  expect(await onSaleIds()).not.toContain(planId);
  expect(await call('createPaymentOrder', { planId, provider: 'Demo' }, student)).toMatchObject({
    status: 404,
    message: planMessages.planMissing,
  });
  const [created] = await audits('plan.created');
  expect(created!.after).toMatchObject({ name: 'Crash Course', active: false });

  const details = await call('consolePlanDetails', { planId }, support);
  expect(details.data).toMatchObject({
    name: 'Crash Course',
    price: '99.00',
    onSale: false,
    features: NEW_PLAN.features,
    purchases: 0,
  });
});

it('puts a plan on sale and off again; a purchase made meanwhile keeps working', async () => {
  const planId = await createPlan({ ...NEW_PLAN, name: 'Sale Course' });
  expect(await call('setPlanOnSale', { planId, onSale: true }, editor)).toMatchObject({
    status: 200,
    message: consolePlanMessages.onSale,
  });
  expect(await onSaleIds()).toContain(planId);

  const buyer = await newStudent();
  const order = (await call('createPaymentOrder', { planId, provider: 'Demo' }, buyer))
    .data as DataOf<typeof planCalls.createPaymentOrder>;
  // Taken off sale between the order and its payment: the order still completes.
  await call('setPlanOnSale', { planId, onSale: false }, editor);
  expect(await onSaleIds()).not.toContain(planId);
  const paid = await call('confirmPayment', { orderId: order.orderId }, buyer);
  expect(paid.data).toMatchObject({ outcome: 'success', planId });
  expect(
    ((await call('planHistory', {}, buyer)).data as DataOf<typeof planCalls.planHistory>).map(
      (p) => p.planId,
    ),
  ).toContain(planId);
  expect(await call('createPaymentOrder', { planId, provider: 'Demo' }, buyer)).toMatchObject({
    status: 404,
  });

  // Asking for what it already is writes nothing.
  const logged = (await audits('plan.unpublished')).length;
  expect(await call('setPlanOnSale', { planId, onSale: false }, editor)).toMatchObject({
    status: 200,
  });
  expect(await audits('plan.unpublished')).toHaveLength(logged);
  expect(await audits('plan.published')).toHaveLength(1);
});

it('charges a new price to new orders only', async () => {
  const planId = await createPlan({ ...NEW_PLAN, name: 'Price Course' });
  await call('setPlanOnSale', { planId, onSale: true }, editor);
  const buyer = await newStudent();
  const opened = (await call('createPaymentOrder', { planId, provider: 'Demo' }, buyer))
    .data as DataOf<typeof planCalls.createPaymentOrder>;
  expect(opened.amount).toBe(99);

  const saved = await call('updatePlan', { planId, ...NEW_PLAN, price: '£120.5' }, editor);
  expect(saved).toMatchObject({ status: 200, message: consolePlanMessages.saved });
  const [order] = await t.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, opened.orderId));
  expect(order!.amount).toBe('99.00');
  const paid = await call('confirmPayment', { orderId: opened.orderId }, buyer);
  expect(paid.data).toMatchObject({ outcome: 'success', amount: 99 });

  const next = (await call('createPaymentOrder', { planId, provider: 'Demo' }, await newStudent()))
    .data as DataOf<typeof planCalls.createPaymentOrder>;
  expect(next.amount).toBe(120.5);
  const [updated] = await audits('plan.updated');
  expect(updated!.before).toMatchObject({ price: '99.00' });
  expect(updated!.after).toMatchObject({ price: '120.50' });
});

it('edits, reorders and removes feature rows; the same plan again writes nothing', async () => {
  const planId = await createPlan({ ...NEW_PLAN, name: 'Rows Course' });
  const reordered = [
    { title: 'Live sessions', detail: 'Fortnightly' },
    { title: 'Videos', detail: 'Every viva case' },
    { title: 'Shorts', detail: '' },
  ];
  await call('updatePlan', { planId, ...NEW_PLAN, features: reordered }, editor);
  const rows = await t.db
    .select()
    .from(planFeatures)
    .where(eq(planFeatures.planId, planId))
    .orderBy(planFeatures.position);
  expect(rows.map(({ title, detail }) => ({ title, detail }))).toEqual(reordered);

  const logged = (await audits('plan.updated')).length;
  expect(
    await call('updatePlan', { planId, ...NEW_PLAN, features: reordered }, editor),
  ).toMatchObject({ status: 200, message: consolePlanMessages.unchanged });
  expect(await audits('plan.updated')).toHaveLength(logged);

  await call('updatePlan', { planId, ...NEW_PLAN, features: [reordered[2]] }, editor);
  const left = await t.db.select().from(planFeatures).where(eq(planFeatures.planId, planId));
  expect(left.map((row) => row.title)).toEqual(['Shorts']);
});

it('makes a Single Session a plan without a period, and keeps a bought plan’s kind', async () => {
  const planId = await createPlan({
    ...NEW_PLAN,
    name: 'One Session',
    period: 'single',
    durationDays: '',
    subTitle: 'Single Session',
  });
  const [single] = await t.db.select().from(plans).where(eq(plans.id, planId));
  expect(single!.durationDays).toBeNull();

  // A bought course cannot turn into a Single Session: its purchases would grant bookings.
  const sold = (await call('listPlansForConsole', {}, support)).data as DataOf<
    typeof planCalls.listPlansForConsole
  >;
  const bought = sold.find((plan) => plan.name === 'Sale Course')!;
  expect(bought.purchases).toBe(1);
  expect(
    await call(
      'updatePlan',
      { planId: bought.planId, ...NEW_PLAN, name: 'Sale Course', period: 'single' },
      editor,
    ),
  ).toMatchObject({ status: 409, message: consolePlanMessages.periodKindFixed });
});

it('refuses support’s writes and bad input with a clear 4xx, changing nothing', async () => {
  expect(await call('createPlan', NEW_PLAN, support)).toMatchObject({
    status: 403,
    code: 'role_refused',
  });
  const before = await t.db.select().from(plans);
  for (const [input, message] of [
    [{ ...NEW_PLAN, price: '12.345' }, consolePlanMessages.price],
    [{ ...NEW_PLAN, price: '0' }, consolePlanMessages.priceRange],
    [{ ...NEW_PLAN, price: '100000' }, consolePlanMessages.priceRange],
    [{ ...NEW_PLAN, durationDays: '' }, consolePlanMessages.days],
    [{ ...NEW_PLAN, durationDays: '0' }, consolePlanMessages.days],
    [{ ...NEW_PLAN, period: 'forever' }, consolePlanMessages.choosePeriod],
    [{ ...NEW_PLAN, name: ' ' }, consolePlanMessages.nameRequired],
    [
      { ...NEW_PLAN, features: [{ title: '', detail: 'x' }] },
      consolePlanMessages.featureTitleRequired,
    ],
    [
      { ...NEW_PLAN, features: Array.from({ length: 21 }, () => ({ title: 'x', detail: '' })) },
      consolePlanMessages.tooManyFeatures,
    ],
  ] as const) {
    expect(await call('createPlan', input, editor)).toMatchObject({ status: 422, message });
  }
  expect(await call('updatePlan', { planId: 999_999, ...NEW_PLAN }, editor)).toMatchObject({
    status: 404,
    message: consolePlanMessages.notFound,
  });
  expect(await t.db.select().from(plans)).toHaveLength(before.length);
});
