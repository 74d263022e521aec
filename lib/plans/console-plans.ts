import { randomBytes } from 'node:crypto';

import { asc, count, eq, inArray } from 'drizzle-orm';

import type { Service } from '../calls/service';
import { conflict, notFound } from '../calls/service-error';
import { recordAudit } from '../audit/audit-log';
import { auditedChange } from '../audit/audited-change';
import type { Executor } from '../db/client';
import { planFeatures, plans, purchases, type Plan } from '../db/schema';
import type { ConsolePlan, planCalls, PlanFields } from './calls';
import { consolePlanMessages } from './texts';

/*
 * The console's plans (docs/console.md): name, price, period, order and feature rows, and whether
 * the plan is on sale (`active`). A new plan starts off sale, its draft state: /subscription and
 * the checkout offer only plans on sale, while what students already bought keeps working.
 */

type Feature = { title: string; detail: string };

/** The feature rows of each plan asked for, in their order. */
async function featuresOf(db: Executor, planIds: number[]): Promise<Map<number, Feature[]>> {
  const byPlan = new Map<number, Feature[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select()
    .from(planFeatures)
    .where(inArray(planFeatures.planId, planIds))
    .orderBy(asc(planFeatures.position), asc(planFeatures.id));
  for (const row of rows) byPlan.get(row.planId)?.push({ title: row.title, detail: row.detail });
  return byPlan;
}

/** How many purchases each plan asked for has. */
async function purchasesOf(db: Executor, planIds: number[]): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: purchases.planId, sold: count() })
    .from(purchases)
    .where(inArray(purchases.planId, planIds))
    .groupBy(purchases.planId);
  return new Map(rows.map((row) => [row.planId, Number(row.sold)]));
}

const toConsolePlan = (plan: Plan, features: Feature[], sold: number): ConsolePlan => ({
  planId: plan.id,
  name: plan.name,
  price: plan.price,
  subTitle: plan.subTitle,
  durationDays: plan.durationDays,
  position: plan.position,
  onSale: plan.active,
  features,
  purchases: sold,
});

export const listPlansForConsole: Service<typeof planCalls.listPlansForConsole> = async ({
  db,
}) => {
  const rows = await db.select().from(plans).orderBy(asc(plans.position), asc(plans.id));
  const ids = rows.map((plan) => plan.id);
  const [features, sold] = await Promise.all([featuresOf(db, ids), purchasesOf(db, ids)]);
  return {
    message: consolePlanMessages.listed,
    data: rows.map((plan) =>
      toConsolePlan(plan, features.get(plan.id) ?? [], sold.get(plan.id) ?? 0),
    ),
  };
};

export const consolePlanDetails: Service<typeof planCalls.consolePlanDetails> = async (
  { db },
  _operator,
  { planId },
) => {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) throw notFound(consolePlanMessages.notFound);
  const [features, sold] = await Promise.all([featuresOf(db, [planId]), purchasesOf(db, [planId])]);
  return {
    message: consolePlanMessages.listed,
    data: toConsolePlan(plan, features.get(planId) ?? [], sold.get(planId) ?? 0),
  };
};

/** A plan's address name: its name's words, and a suffix so two of one name never clash. */
function slugOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'plan'}-${randomBytes(4).toString('hex')}`;
}

/** The stored columns of what the form says; a Single Session has no period. */
const columnsOf = (fields: PlanFields) => ({
  name: fields.name,
  price: fields.price,
  subTitle: fields.subTitle,
  durationDays: fields.period === 'single' ? null : fields.durationDays,
  position: fields.position,
});

async function writeFeatures(tx: Executor, planId: number, features: Feature[]) {
  await tx.delete(planFeatures).where(eq(planFeatures.planId, planId));
  if (features.length === 0) return;
  await tx
    .insert(planFeatures)
    .values(features.map((feature, position) => ({ planId, position, ...feature })));
}

export const createPlan: Service<typeof planCalls.createPlan> = async (
  { db },
  operator,
  fields,
) => {
  const planId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(plans)
      .values({ ...columnsOf(fields), slug: slugOf(fields.name), active: false })
      .returning();
    await writeFeatures(tx, created!.id, fields.features);
    await recordAudit(tx, operator, {
      action: 'plan.created',
      targetType: 'plan',
      targetId: created!.id,
      after: { ...created!, features: fields.features },
    });
    return created!.id;
  });
  return { message: consolePlanMessages.created, data: { planId } };
};

/**
 * A plan's name, price, period, order and feature rows. Orders already opened keep their amount
 * (payment_orders.amount); a plan that has been bought keeps its kind (a period, or a Single
 * Session), since what its purchases grant depends on it.
 */
export const updatePlan: Service<typeof planCalls.updatePlan> = async (
  { db },
  operator,
  { planId, ...fields },
) => {
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
    if (!before) throw notFound(consolePlanMessages.notFound);
    const featuresBefore = (await featuresOf(tx, [planId])).get(planId) ?? [];
    const columns = columnsOf(fields);
    const same =
      before.name === columns.name &&
      before.price === columns.price &&
      before.subTitle === columns.subTitle &&
      before.durationDays === columns.durationDays &&
      before.position === columns.position &&
      JSON.stringify(featuresBefore) === JSON.stringify(fields.features);
    if (same) return false;
    if ((before.durationDays === null) !== (columns.durationDays === null)) {
      const sold = (await purchasesOf(tx, [planId])).get(planId) ?? 0;
      if (sold > 0) throw conflict(consolePlanMessages.periodKindFixed);
    }
    const [after] = await tx.update(plans).set(columns).where(eq(plans.id, planId)).returning();
    await writeFeatures(tx, planId, fields.features);
    await recordAudit(tx, operator, {
      action: 'plan.updated',
      targetType: 'plan',
      targetId: planId,
      before: { ...before, features: featuresBefore },
      after: { ...after!, features: fields.features },
    });
    return true;
  });
  return {
    message: changed ? consolePlanMessages.saved : consolePlanMessages.unchanged,
    data: { planId },
  };
};

/** Puts a plan on sale or takes it off; asking for what it already is writes nothing. */
export const setPlanOnSale: Service<typeof planCalls.setPlanOnSale> = async (
  { db },
  operator,
  { planId, onSale },
) => {
  await db.transaction((tx) =>
    auditedChange(tx, operator, {
      table: plans,
      where: eq(plans.id, planId),
      missing: () => notFound(consolePlanMessages.notFound),
      unchanged: (before) => before.active === onSale,
      set: () => ({ active: onSale }),
      action: onSale ? 'plan.published' : 'plan.unpublished',
      targetType: 'plan',
      targetId: planId,
    }),
  );
  return {
    message: onSale ? consolePlanMessages.onSale : consolePlanMessages.offSale,
    data: { planId, onSale },
  };
};
