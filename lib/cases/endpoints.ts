import { endpoint } from '@/lib/calls/endpoint';

/**
 * Where each call of this domain the site makes lives and who may make it; zod-free, so the
 * browser imports it. The console's are in console-endpoints.ts, which no site page loads.
 */
export const caseEndpoints = {
  listCaseCategories: endpoint({ path: 'short/list', method: 'POST', access: 'public' }),
  listCases: endpoint({ path: 'short/sub/list', method: 'POST', access: 'optional' }),
  viewCase: endpoint({ path: 'short/sub/view', method: 'POST', access: 'public' }),
  caseSitemap: endpoint({ path: 'short/sitemap', method: 'POST', access: 'public' }),
  caseAnswer: endpoint({ path: 'short/sub/answer', method: 'POST', access: 'student' }),
};
