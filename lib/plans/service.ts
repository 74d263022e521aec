import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';

import { type Plan, type PlanHistoryItem } from '@/lib/plans/calls';
import { PLAN_CURRENCY, planMessages } from '@/lib/plans/texts';

import type { Executor } from '../db/client';
import { planFeatures, plans, purchases } from '../db/schema';
import type { Service } from '../calls/service';
import type { planCalls } from './calls';

/** The plans a student may buy, in the order the site shows them; one plan with `planId`. */
async function loadPlans(
  db: Executor,
  studentId: number,
  now: Date,
  planId?: number,
): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), planId === undefined ? undefined : eq(plans.id, planId)))
    .orderBy(asc(plans.position), asc(plans.id));
  if (rows.length === 0) return [];
  const ids = rows.map((plan) => plan.id);

  const features = await db
    .select()
    .from(planFeatures)
    .where(inArray(planFeatures.planId, ids))
    .orderBy(asc(planFeatures.position), asc(planFeatures.id));
  // Current or already renewed: a purchase whose period has not ended. A single session has no
  // period, so it can always be bought again (each one is a booking).
  const held = await db
    .selectDistinct({ planId: purchases.planId })
    .from(purchases)
    .where(
      and(
        eq(purchases.studentId, studentId),
        inArray(purchases.planId, ids),
        gt(purchases.expiresOn, now),
      ),
    );
  const heldIds = new Set(held.map((row) => row.planId));

  return rows.map((plan) => ({
    planId: plan.id,
    name: plan.name,
    price: Number(plan.price),
    currency: PLAN_CURRENCY,
    subTitle: plan.subTitle,
    description: features
      .filter((feature) => feature.planId === plan.id)
      .map((feature) => ({ title: feature.title, detail: feature.detail })),
    isPurchased: heldIds.has(plan.id) ? 1 : 0,
  }));
}

/** `student/plan/list`: every plan on sale, or the one asked for (empty if none). */
export const listPlans: Service<typeof planCalls.listPlans> = async (
  deps,
  { studentId },
  { planId },
) => ({
  message: planMessages.listed,
  data: await loadPlans(deps.db, studentId, deps.now(), planId),
});

/**
 * `student/booking/planhistory`: the caller's purchases, newest first, with what was
 * paid and the period bought. Always the caller's own: the student comes from the token.
 */
export const planHistory: Service<typeof planCalls.planHistory> = async (deps, { studentId }) => {
  const rows = await deps.db
    .select({
      planId: purchases.planId,
      name: plans.name,
      amount: purchases.amount,
      subTitle: plans.subTitle,
      created: purchases.createdAt,
      startOn: purchases.startOn,
      expiresOn: purchases.expiresOn,
    })
    .from(purchases)
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .where(eq(purchases.studentId, studentId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));

  const data: PlanHistoryItem[] = rows.map((row) => ({
    planId: row.planId,
    name: row.name,
    price: Number(row.amount),
    subTitle: row.subTitle,
    created: row.created?.toISOString() ?? null,
    startOn: row.startOn?.toISOString() ?? null,
    expiresOn: row.expiresOn?.toISOString() ?? null,
  }));
  return { message: planMessages.historyListed, data };
};
