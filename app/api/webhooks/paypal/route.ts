import { handlePaymentWebhook } from '@/lib/plans/webhooks';
import { getBackend } from '@/lib/platform/backend';

export const dynamic = 'force-dynamic';

/** PayPal's order and capture events, checked with PayPal's verify-webhook-signature call. */
export function POST(request: Request) {
  return handlePaymentWebhook('PayPal', request, getBackend);
}
