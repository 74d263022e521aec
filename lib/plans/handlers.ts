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
import { listPurchasesForConsole, moneySummary, refundPurchase } from './console-money';
import {
  consolePlanDetails,
  createPlan,
  listPlansForConsole,
  setPlanOnSale,
  updatePlan,
} from './console-plans';

export const planHandlers = {
  listPlans,
  planHistory,
  recordPurchase,
  checkoutOptions,
  createPaymentOrder,
  confirmPayment,
  paymentStatus,
  listPurchasesForConsole,
  moneySummary,
  refundPurchase,
  listGrantablePlans,
  grantAccess,
  grantAccessInBulk,
  listPlansForConsole,
  consolePlanDetails,
  createPlan,
  updatePlan,
  setPlanOnSale,
} satisfies Handlers<typeof planCalls>;
