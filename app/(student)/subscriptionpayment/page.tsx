import type { Metadata } from 'next';

import { idField } from '@/lib/calls/fields';
import { planMessages } from '@/lib/plans/texts';
import { routes } from '@/lib/routes';
import { requireStudent } from '@/lib/accounts/request-context';

import { CheckoutMethods } from '@/components/payments/checkout-options';
import { PlanSummary } from '@/components/payments/plan-summary';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { planCalls } from '@/lib/plans/calls';

export const metadata: Metadata = {
  title: 'Payment',
  robots: { index: false },
};

type Props = { searchParams: Promise<{ plan?: string | string[] }> };

const planParam = idField().safeParse;

/**
 * The chosen plan (`/subscriptionpayment?plan=3`, so a reload keeps it), the
 * Payable Amount and the checkouts. The price shown and charged is the server's.
 */
export default async function SubscriptionPaymentPage({ searchParams }: Props) {
  const { api } = await requireStudent('subscriptionpayment', planCalls);
  const asked = (await searchParams).plan;
  const planId = planParam(Array.isArray(asked) ? asked[0] : asked);
  const [plans, options] = await Promise.all([
    planId.success ? api.listPlans({ planId: planId.data }).then((answer) => answer.data) : [],
    api.checkoutOptions({}).then((answer) => answer.data),
  ]);
  const plan = plans[0];

  return (
    <>
      <BreadcrumbBanner
        title="Payment"
        items={[
          { label: 'Home', href: '/' },
          { label: 'Subscription', href: routes.subscription.path },
          { label: 'Payment' },
        ]}
      />
      <Container className="py-10 sm:py-14">
        {plan ? (
          <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
            <PlanSummary plan={plan} />
            <section aria-label="Payment method" className="space-y-4">
              <h2 className="text-lg font-bold text-slate-900">Choose how to pay</h2>
              <CheckoutMethods planId={plan.planId} options={options} />
            </section>
          </div>
        ) : (
          <div className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            <p role="alert" className="text-lg font-semibold text-red-700">
              {planMessages.planMissing}
            </p>
            <ButtonLink href={routes.subscription.path} className="mt-5">
              {planMessages.browsePlans}
            </ButtonLink>
          </div>
        )}
      </Container>
    </>
  );
}
