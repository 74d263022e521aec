import { endpoint } from '@/lib/calls/endpoint';
import { PEOPLE_ROLES } from '@/lib/access/roles';

/**
 * Where each of this domain's console calls lives and which operators may make it; zod-free, so
 * the console's islands import it. Apart from the site's (endpoints.ts), so no site page loads it.
 */
export const consolePlanEndpoints = {
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
