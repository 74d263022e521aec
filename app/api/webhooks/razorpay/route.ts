import { handlePaymentWebhook } from '@/lib/plans/webhooks';
import { getBackend } from '@/lib/platform/backend';

export const dynamic = 'force-dynamic';

/** Razorpay's order.paid and payment.captured events, signed with the webhook secret. */
export function POST(request: Request) {
  return handlePaymentWebhook('Razorpay', request, getBackend);
}
