import type { Metadata } from 'next';

import { loadConsoleList, requireOperator } from '@/lib/platform/console-loaders';
import { roleMayCall } from '@/lib/access/roles';
import { consolePlanEndpoints } from '@/lib/plans/console-endpoints';
import { consolePlanHref } from '@/lib/plans/links';
import { formatPounds } from '@/lib/plans/texts';

import { RowTitle, StateBadge } from '@/components/console/state-badge';
import { PlanForm } from '@/components/plans/console/plan-form';
import { ConsoleListPage } from '@/components/console/console-list-page';
import { ConsoleTable } from '@/components/console/console-table';

export const metadata: Metadata = { title: 'Plans' };

/** Every plan in the order the plans page shows them, on sale or not, with New plan. */
export default async function ConsolePlansPage() {
  const state = await requireOperator();
  if (state.kind !== 'signed-in') return null;
  const list = await loadConsoleList('listPlansForConsole', state.signIn, {});

  return (
    <ConsoleListPage
      title="Plans"
      intro={
        <>
          Students see the plans on sale at /subscription, lowest order first, and can buy only
          those. A plan taken off sale keeps working for whoever bought it.
        </>
      }
      list={list}
      below={() =>
        roleMayCall(consolePlanEndpoints.createPlan, state.overview.operator.role) ? (
          <section aria-labelledby="new-plan" className="mt-10 max-w-3xl">
            <h2 id="new-plan" className="text-lg font-bold text-slate-900">
              New plan
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Saved off sale: students see it once you put it on sale from its page.
            </p>
            <PlanForm mode="create" />
          </section>
        ) : null
      }
    >
      {(data) => (
        <ConsoleTable
          label="Plans"
          rows={data}
          rowKey={(plan) => plan.planId}
          columns={[
            { header: 'Order', cell: (plan) => plan.position },
            {
              header: 'Plan',
              className: '',
              cell: (plan) => (
                <RowTitle
                  href={consolePlanHref(plan.planId)}
                  badge={
                    plan.onSale ? (
                      <StateBadge tone="open">On sale</StateBadge>
                    ) : (
                      <StateBadge>Off sale</StateBadge>
                    )
                  }
                >
                  {plan.name}
                </RowTitle>
              ),
            },
            {
              header: 'Price',
              className: 'whitespace-nowrap text-slate-700',
              cell: (plan) => formatPounds(Number(plan.price)),
            },
            {
              header: 'Period',
              cell: (plan) => (
                <>
                  {plan.subTitle}
                  <span className="text-slate-500">
                    {plan.durationDays === null
                      ? ' (one live session)'
                      : ` (${plan.durationDays} days)`}
                  </span>
                </>
              ),
            },
            { header: 'Feature rows', cell: (plan) => plan.features.length },
            { header: 'Purchases', cell: (plan) => plan.purchases },
          ]}
        />
      )}
    </ConsoleListPage>
  );
}
