'use client';

import { setPlanOnSaleAction } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Puts a plan on sale, or takes it off sale. */
export function PlanSaleButton({ planId, onSale }: { planId: number; onSale: boolean }) {
  return onSale ? (
    <ConsoleActionButton
      label="Take off sale"
      confirm="Take this plan off sale? Students will no longer see it or buy it."
      act={() => setPlanOnSaleAction({ planId, onSale: false })}
    />
  ) : (
    <ConsoleActionButton
      label="Put on sale"
      variant="primary"
      act={() => setPlanOnSaleAction({ planId, onSale: true })}
    />
  );
}
