import { endpoint } from '@/lib/calls/endpoint';

/**
 * Where each call of this domain the site makes lives and who may make it; zod-free, so the
 * browser imports it. The console's are in console-endpoints.ts, which no site page loads.
 */
export const policyEndpoints = {
  policy: endpoint({ path: 'privacypolicy/view', method: 'POST', access: 'public' }),
  contact: endpoint({ path: 'contactus/save', method: 'POST', access: 'public' }),
};
