import { endpoint } from '@/lib/calls/endpoint';
import { PEOPLE_ROLES } from '@/lib/access/roles';

/** Where each call of this domain lives and who may make it; zod-free, so the browser imports it. */
export const planEndpoints = {
  listPlans: endpoint({ path: 'student/plan/list', method: 'POST', access: 'student' }),
  planHistory: endpoint({ path: 'student/booking/planhistory', method: 'POST', access: 'student' }),
  recordPurchase: endpoint({ path: 'student/booking/add', method: 'POST', access: 'student' }),
  checkoutOptions: endpoint({ path: 'student/payment/options', method: 'POST', access: 'student' }),
  createPaymentOrder: endpoint({
    path: 'student/payment/create',
    method: 'POST',
    access: 'student',
  }),
  confirmPayment: endpoint({ path: 'student/payment/confirm', method: 'POST', access: 'student' }),
  paymentStatus: endpoint({ path: 'student/payment/status', method: 'POST', access: 'student' }),
  // The console's money: support reads it; only owners refund.
  listPurchasesForConsole: endpoint({
    path: 'console/purchase/list',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'page',
  }),
  moneySummary: endpoint({
    path: 'console/purchase/summary',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'page',
  }),
  refundPurchase: endpoint({
    path: 'console/purchase/refund',
    method: 'POST',
    access: 'operator',
    roles: ['owner'],
    via: 'action',
  }),
  // The console: access granted by hand, with a reason, to one student or a pasted list.
  listGrantablePlans: endpoint({
    path: 'console/grant/plans',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'page',
  }),
  grantAccess: endpoint({
    path: 'console/grant/student',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'action',
  }),
  grantAccessInBulk: endpoint({
    path: 'console/grant/bulk',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'action',
  }),
  // The console's plans: every plan with its price, period and feature rows, on sale or not.
  listPlansForConsole: endpoint({
    path: 'console/plan/list',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor', 'support'],
    via: 'page',
  }),
  consolePlanDetails: endpoint({
    path: 'console/plan/details',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor', 'support'],
    via: 'page',
  }),
  createPlan: endpoint({
    path: 'console/plan/create',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  updatePlan: endpoint({
    path: 'console/plan/save',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
  setPlanOnSale: endpoint({
    path: 'console/plan/sale',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
};
