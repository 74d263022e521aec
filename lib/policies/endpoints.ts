import { endpoint } from '@/lib/calls/endpoint';

/** Where each call of this domain lives and who may make it; zod-free, so the browser imports it. */
export const policyEndpoints = {
  policy: endpoint({ path: 'privacypolicy/view', method: 'POST', access: 'public' }),
  contact: endpoint({ path: 'contactus/save', method: 'POST', access: 'public' }),
};
