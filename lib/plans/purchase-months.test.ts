import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { eq, inArray, sql } from 'drizzle-orm';

import { type DataOf } from '@/lib/calls/define-call';
import { caller } from '@/test/accounts-helpers';
import { addOperator, addStudent } from '@/test/fixtures';
import { createTestBackend, type TestBackend } from '@/test/test-backend';

import { PAYMENT_PROVIDERS, type PaymentProvider } from '../calls/domain';
import { plans, purchaseMonths, purchases, students } from '../db/schema';
import type { planCalls } from './calls';

/*
 * The purchases' monthly counts (migration 0037) on in-memory PGlite with the real migrations:
 * after every kind of write to purchases — one row, many in one statement, a refund, a change of
 * amount or date, a student's removal cascading to their purchases — the kept counts equal the
 * purchases counted afresh, and the money summary and the list's total read them.
 */

const DAY = 86_400_000;
let t: TestBackend;
let call: ReturnType<typeof caller>;
let owner: string;
let planId: number;
const studentIds: number[] = [];

/** A small deterministic generator, so a failure names the same writes every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Row = { key: string; purchases: number; refunded: number; kept: string };

async function afresh(): Promise<Row[]> {
  const { rows } = await t.db.execute<Row>(sql`
    select to_char(created_at at time zone 'Europe/London', 'YYYY-MM') || ' ' || currency || ' ' ||
        transaction_type as key,
      count(*)::int as purchases, count(refunded_at)::int as refunded,
      coalesce(sum(amount) filter (where refunded_at is null), 0)::numeric(14, 2)::text as kept
    from purchases group by 1 order by 1`);
  return rows;
}

async function kept(): Promise<Row[]> {
  const { rows } = await t.db.execute<Row>(sql`
    select month || ' ' || currency || ' ' || transaction_type as key, purchases, refunded,
      kept_amount::text as kept
    from purchase_months where purchases <> 0 or refunded <> 0 or kept_amount <> 0 order by 1`);
  return rows;
}

beforeAll(async () => {
  t = await createTestBackend();
  call = caller(t);
  owner = (await addOperator(t.db, 'owner@example.com', 'owner')).token;
  const [plan] = await t.db
    .insert(plans)
    .values({ name: 'Marathon Course', slug: 'marathon', price: '349.00', subTitle: '6 Months' })
    .returning();
  planId = plan!.id;
  for (let n = 0; n < 6; n++) {
    studentIds.push((await addStudent(t.db, `buyer${n}@example.test`, `Buyer ${n}`)).student.id);
  }
});
afterAll(() => t.close());

it('keeps the monthly counts equal to the purchases after every kind of write', async () => {
  const next = random(20261127);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  let serial = 0;
  const purchase = (createdAt: Date) => ({
    studentId: pick(studentIds),
    planId,
    transactionId: `txn_${++serial}`,
    transactionType: pick(PAYMENT_PROVIDERS) as PaymentProvider,
    amount: (Math.round(next() * 50_000) / 100).toFixed(2),
    currency: pick(['GBP', 'INR', 'USD']),
    startOn: createdAt,
    expiresOn: new Date(createdAt.getTime() + 180 * DAY),
    createdAt,
  });
  // 23:30 on 31 March UTC is 00:30 on 1 April in London (BST): an April purchase.
  const edge = new Date('2026-03-31T23:30:00Z');
  const when = () => new Date(edge.getTime() + Math.round((next() - 0.5) * 400) * DAY);

  await t.db.insert(purchases).values(purchase(edge));
  expect(await kept()).toEqual(await afresh());
  expect((await kept()).find((row) => row.key.startsWith('2026-04'))).toBeDefined();

  for (let round = 0; round < 12; round++) {
    // Many in one statement, then one by one.
    await t.db.insert(purchases).values(Array.from({ length: 8 }, () => purchase(when())));
    await t.db.insert(purchases).values(purchase(when()));
    const ids = (await t.db.select({ id: purchases.id }).from(purchases)).map((row) => row.id);
    // A refund, as the console records one.
    await t.db
      .update(purchases)
      .set({ refundedAt: new Date(), refundId: `rfnd_${round}`, expiresOn: new Date() })
      .where(eq(purchases.id, pick(ids)));
    // An amount and a date changed together, on several rows in one statement.
    await t.db
      .update(purchases)
      .set({ amount: sql`${purchases.amount} + 1`, createdAt: when() })
      .where(inArray(purchases.id, [pick(ids), pick(ids), pick(ids)]));
    // A change the counts do not depend on.
    await t.db
      .update(purchases)
      .set({ expiresOn: sql`${purchases.expiresOn} + interval '1 day'` })
      .where(eq(purchases.id, pick(ids)));
    await t.db.delete(purchases).where(eq(purchases.id, pick(ids)));
    expect(await kept()).toEqual(await afresh());
  }

  // A student's removal takes their purchases with it.
  const leaving = studentIds.pop()!;
  await t.db.delete(students).where(eq(students.id, leaving));
  expect(await kept()).toEqual(await afresh());
  expect((await afresh()).reduce((total, row) => total + row.purchases, 0)).toBeGreaterThan(50);

  // The migration's backfill counts what is there.
  const folder = path.join(process.cwd(), 'lib/db/migrations');
  const migration = readFileSync(
    path.join(
      folder,
      readdirSync(folder).find((name) => name.endsWith('_purchase_months.sql'))!,
    ),
    'utf8',
  );
  const backfill = migration.split('--> statement-breakpoint').at(-1)!;
  await t.db.delete(purchaseMonths);
  await t.db.execute(sql.raw(backfill));
  expect(await kept()).toEqual(await afresh());
});

it('reads the summary and the list’s total from the kept counts', async () => {
  const before = (await afresh()).reduce((total, row) => total + row.purchases, 0);
  const now = new Date();
  const [buyer] = studentIds;
  await t.db.insert(purchases).values(
    (['PayPal', 'PayPal', 'Razorpay', 'Demo', 'Grant'] as const).map((type, n) => ({
      studentId: buyer!,
      planId,
      transactionId: `now_${n}`,
      transactionType: type,
      amount: '100.00',
      currency: 'GBP',
      startOn: new Date(now.getTime() - DAY),
      expiresOn: new Date(now.getTime() + DAY),
      createdAt: now,
    })),
  );
  await t.db
    .update(purchases)
    .set({ refundedAt: now, refundId: 'rfnd_now', expiresOn: now })
    .where(eq(purchases.transactionId, 'now_1'));
  const [thisMonth] = (
    (await call('moneySummary', {}, owner)).data as DataOf<typeof planCalls.moneySummary>
  ).months;
  const month = (await afresh()).filter((row) => row.key.startsWith(thisMonth!.month)) as Row[];
  const count = (type: string, pickOf: (row: Row) => number) =>
    month.filter((row) => row.key.endsWith(` ${type}`)).reduce((n, row) => n + pickOf(row), 0);
  const sold = ['PayPal', 'Razorpay', 'Demo'];
  expect(thisMonth!.purchases).toBe(
    sold.reduce((n, type) => n + count(type, (row) => row.purchases), 0),
  );
  expect(thisMonth!.purchases).toBeGreaterThanOrEqual(4);
  expect(thisMonth!.demo).toBe(count('Demo', (row) => row.purchases));
  expect(thisMonth!.refunds).toBeGreaterThanOrEqual(1);

  const listed = async (input: Record<string, unknown>) =>
    (
      (await call('listPurchasesForConsole', { limit: 10, offset: 0, ...input }, owner))
        .data as DataOf<typeof planCalls.listPurchasesForConsole>
    ).total;
  expect(await listed({})).toBe(before + 5);
  const [{ grants }] = (
    await t.db.execute<{ grants: number }>(
      sql`select count(*)::int as grants from purchases where transaction_type = 'Grant'`,
    )
  ).rows as [{ grants: number }];
  expect(await listed({ provider: 'Grant' })).toBe(grants);
  const [{ theirs }] = (
    await t.db.execute<{ theirs: number }>(
      sql`select count(*)::int as theirs from purchases where student_id = ${buyer}`,
    )
  ).rows as [{ theirs: number }];
  expect(await listed({ q: 'buyer0@' })).toBe(theirs);
});
