'use client';

import { consoleCall } from '@/lib/platform/console-actions';

import { ConsoleActionButton } from '../../console/console-action-button';

/** Refunds a purchase through its provider, after asking: the money goes back at once. */
export function RefundButton({ purchaseId, what }: { purchaseId: number; what: string }) {
  return (
    <ConsoleActionButton
      label="Refund"
      variant="danger"
      confirm={`Refund ${what}? The money goes back through the provider and the access it gave ends now.`}
      act={() => consoleCall('refundPurchase', { purchaseId })}
    />
  );
}
