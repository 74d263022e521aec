import { endpoint } from '@/lib/calls/endpoint';

/**
 * Where each call of this domain the site makes lives and who may make it; zod-free, so the
 * browser imports it. The console's are in console-endpoints.ts, which no site page loads.
 */
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
};
