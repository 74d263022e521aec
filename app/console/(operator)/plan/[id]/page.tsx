import type { Metadata } from 'next';

import { idParam, loadConsoleRecordPage } from '@/lib/platform/console-record-page';
import { roleMayCall } from '@/lib/access/roles';
import { consolePlanEndpoints } from '@/lib/plans/console-endpoints';
import { formatPounds, PLAN_CURRENCY } from '@/lib/plans/texts';
import { routes } from '@/lib/routes';

import { ReadAlert } from '@/components/console/read-alert';
import { PlanForm } from '@/components/plans/console/plan-form';
import { PlanSaleButton } from '@/components/plans/console/plan-sale-button';
import { PlanAccordions } from '@/components/plans/plan-accordions';
import { IntentLink } from '@/components/ui/intent-link';

export const metadata: Metadata = { title: 'Plan' };

type Props = { params: Promise<{ id: string }> };

/** One plan: its details and feature rows, on sale or not, and how /subscription shows it. */
export default async function ConsolePlanPage({ params }: Props) {
  const details = await loadConsoleRecordPage('consolePlanDetails', params, {
    key: idParam,
    input: (planId) => ({ planId }),
  });
  if (!details) return null;
  if (details.kind !== 'listed') return <ReadAlert message={details.message} />;
  const plan = details.data;
  const editable = roleMayCall(consolePlanEndpoints.updatePlan, details.role);

  return (
    <>
      <p className="text-sm">
        <IntentLink href={routes.consolePlans.path} className="font-semibold text-brand-700">
          ← Plans
        </IntentLink>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {plan.name}
        <span
          className={`ml-3 rounded px-2 py-0.5 align-middle text-sm font-semibold ${plan.onSale ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'}`}
        >
          {plan.onSale ? 'On sale' : 'Off sale'}
        </span>
      </h1>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>
          {plan.onSale
            ? 'On sale: students see it at /subscription and can buy it.'
            : 'Off sale: only the console sees it; nobody can buy it.'}{' '}
          {formatPounds(Number(plan.price))} · {plan.subTitle} · bought{' '}
          {plan.purchases === 1 ? 'once' : `${plan.purchases} times`}.
        </span>
        {editable ? <PlanSaleButton planId={plan.planId} onSale={plan.onSale} /> : null}
      </div>

      {editable ? (
        <section aria-labelledby="details" className="mt-8 max-w-3xl">
          <h2 id="details" className="text-lg font-bold text-slate-900">
            Details
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            A new price applies to new orders; an order already opened keeps its amount.
          </p>
          <PlanForm mode="edit" plan={plan} />
        </section>
      ) : null}

      <section aria-labelledby="preview" className="mt-10">
        <h2 id="preview" className="text-lg font-bold text-slate-900">
          Preview
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The plan as a signed-in student sees it on /subscription
          {plan.onSale ? '' : ' once it is on sale'}.
        </p>
        <div className="mt-4 rounded-2xl bg-slate-100 p-6">
          <PlanAccordions
            plans={[
              {
                planId: plan.planId,
                name: plan.name,
                price: Number(plan.price),
                currency: PLAN_CURRENCY,
                subTitle: plan.subTitle,
                description: plan.features,
                isPurchased: 0,
              },
            ]}
          />
        </div>
      </section>
    </>
  );
}
