import type { Handlers } from '@/lib/calls/service';

import type { planCalls } from './calls';
import {
  checkoutOptions,
  confirmPayment,
  createPaymentOrder,
  paymentStatus,
  recordPurchase,
} from './payments';
import { grantAccess, grantAccessInBulk, listGrantablePlans } from './access-grants';
import { listPlans, planHistory } from './service';

export const planHandlers = {
  listPlans,
  planHistory,
  recordPurchase,
  checkoutOptions,
  createPaymentOrder,
  confirmPayment,
  paymentStatus,
  listGrantablePlans,
  grantAccess,
  grantAccessInBulk,
} satisfies Handlers<typeof planCalls>;
