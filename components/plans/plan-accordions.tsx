import { type Plan } from '@/lib/plans/calls';
import { formatPounds, planMessages } from '@/lib/plans/texts';
import { routes } from '@/lib/routes';

import { FeatureText } from '@/components/plans/feature-text';
import { Button, ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';

/** The payment page for a plan: the plan travels in the URL, so a reload keeps it. */
const paymentHref = (planId: number) => `${routes.subscriptionPayment.path}?plan=${planId}`;

/**
 * The plans as accordions: name, price in pounds with the subTitle as the period,
 * the feature rows, and Buy Now or a disabled Already Purchased. Native details elements, so the
 * page needs no script for them; the first plan starts open.
 */
export function PlanAccordions({ plans }: { plans: Plan[] }) {
  if (plans.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-10 text-center text-lg font-semibold text-slate-700 shadow-sm ring-1 ring-slate-200">
        {planMessages.noPlans}
      </p>
    );
  }
  return (
    <ul className="mx-auto max-w-3xl space-y-4">
      {plans.map((plan, index) => (
        <li key={plan.planId}>
          <details
            open={index === 0}
            className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 open:ring-brand-200"
          >
            <summary className="flex cursor-pointer list-none items-center gap-4 p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
              <ChevronRightIcon
                aria-hidden
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-90"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-bold text-slate-900">{plan.name}</span>
              </span>
              <span className="text-right">
                <span className="block text-xl font-extrabold text-brand-700">
                  {formatPounds(plan.price)}
                </span>
                <span className="block text-sm text-slate-500">{plan.subTitle}</span>
              </span>
            </summary>
            <div className="border-t border-slate-100 px-5 pt-4 pb-6 sm:px-6">
              {plan.description.length > 0 ? (
                <dl className="divide-y divide-slate-100">
                  {plan.description.map((feature, row) => (
                    <div key={row} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                      <dt className="font-semibold text-slate-800">{feature.title}</dt>
                      <dd className="text-slate-600">
                        <FeatureText text={feature.detail} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              <div className="mt-5 flex justify-end">
                {plan.isPurchased === 1 ? (
                  <Button disabled variant="outline">
                    {planMessages.alreadyPurchased}
                  </Button>
                ) : (
                  <ButtonLink
                    href={paymentHref(plan.planId)}
                    aria-label={`${planMessages.buyNow}: ${plan.name}`}
                  >
                    {planMessages.buyNow}
                  </ButtonLink>
                )}
              </div>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
