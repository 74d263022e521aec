import { endpoint } from '@/lib/calls/endpoint';
import { PEOPLE_ROLES } from '@/lib/access/roles';

/** The console's money calls: support reads them; only owners refund. Zod-free, like the rest. */
export const moneyEndpoints = {
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
    action: 'refundPurchaseAction',
  }),
};
