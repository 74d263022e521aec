'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Puts a plan on sale, or takes it off sale. */
export function PlanSaleButton({ planId, onSale }: { planId: number; onSale: boolean }) {
  return onSale ? (
    <ConsoleActionButton
      label="Take off sale"
      confirm="Take this plan off sale? Students will no longer see it or buy it."
      act={() => consoleCall('setPlanOnSale', { planId, onSale: false })}
    />
  ) : (
    <ConsoleActionButton
      label="Put on sale"
      variant="primary"
      act={() => consoleCall('setPlanOnSale', { planId, onSale: true })}
    />
  );
}
