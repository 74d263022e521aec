'use client';

import { useEffect, useState } from 'react';

import { bffFor } from '@/lib/calls/browser-client';
import type { planCalls, PlanHistoryItem } from '@/lib/plans/calls';
import { planEndpoints } from '@/lib/plans/endpoints';
import { loadPage } from '@/lib/browser/navigate';
import { formatPounds, planMessages } from '@/lib/plans/texts';
import { routes } from '@/lib/routes';

import { historyDates, historyName } from '@/components/plans/history-dates';
import { Button, ButtonLink } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';

const bff = bffFor<typeof planCalls>(planEndpoints);

const paymentHref = (planId: number) => `${routes.subscriptionPayment.path}?plan=${planId}`;

/**
 * The profile's Subscription Plan tab: opening it loads the plan history. Its
 * failures are only logged and leave the empty state, as the spec says.
 */
export function PlanHistory() {
  const [items, setItems] = useState<PlanHistoryItem[] | null>(null);
  const [renewing, setRenewing] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    bff
      .planHistory({})
      .then((answer) => {
        if (answer.status !== 200) console.error('Plan history:', answer.message);
        if (live) setItems(answer.status === 200 ? (answer.data ?? []) : []);
      })
      .catch((error: unknown) => {
        console.error('Plan history could not be loaded', error);
        if (live) setItems([]);
      });
    return () => {
      live = false;
    };
  }, []);

  // Renew only what is still on sale: the plan list decides, as in the spec.
  async function renew(planId: number) {
    setRenewing(planId);
    try {
      const answer = await bff.listPlans({ planId });
      if (answer.status === 200 && answer.data?.some((plan) => plan.planId === planId)) {
        // A full load: the payment page brings its providers' scripts with it.
        loadPage(paymentHref(planId));
        return;
      }
      void notify.error(planMessages.planMissing);
    } catch {
      void notify.error(planMessages.planMissing);
    }
    setRenewing(null);
  }

  if (items === null) {
    return (
      <p role="status" className="py-10 text-center text-slate-500">
        Loading your plans…
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <div className="rounded-xl bg-slate-50 p-8 text-center ring-1 ring-slate-200">
        <p className="text-lg font-semibold text-slate-800">{planMessages.noHistory}</p>
        <ButtonLink href={routes.subscription.path} className="mt-4">
          {planMessages.browsePlans}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Plan history">
      {items.map((item, index) => (
        <li
          key={`${item.planId}-${item.created ?? index}`}
          className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h3 className="text-lg font-bold text-slate-900">{historyName(item)}</h3>
          <p className="mt-1 text-slate-700">
            <span className="text-xl font-extrabold text-brand-700">
              {formatPounds(item.price)}
            </span>
            <span className="text-slate-500"> / {item.subTitle}</span>
          </p>
          <dl className="mt-4 space-y-1 text-sm">
            {historyDates(item).map((date) => (
              <div key={date.label} className="flex justify-between gap-4">
                <dt className="text-slate-500">{date.label}</dt>
                <dd className="font-semibold text-slate-800">{date.value}</dd>
              </div>
            ))}
          </dl>
          <Button
            className="mt-5 self-start"
            variant="outline"
            disabled={renewing !== null}
            onClick={() => void renew(item.planId)}
          >
            {planMessages.renewPlan}
          </Button>
        </li>
      ))}
    </ul>
  );
}
