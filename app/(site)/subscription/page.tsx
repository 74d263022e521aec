import type { Metadata } from 'next';

import { signInHref } from '@/lib/accounts/redirects';
import { type Plan, planCalls } from '@/lib/plans/calls';
import { planMessages } from '@/lib/plans/texts';
import { routes } from '@/lib/routes';
import { optionalStudent } from '@/lib/accounts/request-context';
import { pageMetadata } from '@/lib/site';

import { LoginRequiredCard } from '@/components/plans/login-required-card';
import { NoticeOnLoad } from '@/components/plans/notice-on-load';
import { PlanAccordions } from '@/components/plans/plan-accordions';
import { BreadcrumbBanner } from '@/components/site/breadcrumb-banner';
import { Container } from '@/components/ui/container';

export const metadata: Metadata = pageMetadata({
  title: 'Subscription Plans',
  path: routes.subscription.path,
  description:
    'FRCR 2B viva subscription plans in GBP: the full video library, live viva sessions and shorts practice, or a single coaching session.',
});

/** Plans for signed-in students, the Login Required card for visitors. */
export default async function SubscriptionPage() {
  const { student, api } = await optionalStudent(planCalls);
  let plans: Plan[] | null = null;
  let purchasable = true;
  if (student) {
    [plans, purchasable] = await Promise.all([
      api
        .listPlans({})
        .then((answer) => answer.data)
        .catch((error: unknown) => {
          console.error('The plans could not be loaded', error);
          return null;
        }),
      // No checkout at all (a deployment without provider keys): say so before Buy Now is tried.
      api
        .checkoutOptions({})
        .then(({ data }) => Boolean(data.paypal || data.razorpay || data.demo))
        .catch(() => true),
    ]);
  }

  return (
    <>
      <BreadcrumbBanner
        title="Subscription Plans"
        items={[{ label: 'Home', href: '/' }, { label: 'Subscription' }]}
      />
      <Container className="py-10 sm:py-14">
        {!student ? (
          <>
            <LoginRequiredCard signInHref={signInHref('subscription')} />
            <NoticeOnLoad tone="warning" message={planMessages.loginToView} />
          </>
        ) : plans === null ? (
          <>
            <p role="alert" className="text-center font-semibold text-red-700">
              {planMessages.loadFailed}
            </p>
            <NoticeOnLoad tone="error" message={planMessages.loadFailed} />
          </>
        ) : (
          <>
            {purchasable ? null : (
              <p
                role="status"
                className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-center font-semibold text-amber-900"
              >
                {planMessages.purchasesUnavailable}
              </p>
            )}
            <PlanAccordions plans={plans} />
          </>
        )}
      </Container>
    </>
  );
}
