import { endpoint } from '@/lib/calls/endpoint';

/** Where the coverage call lives and who may make it; zod-free, so the browser imports it. */
export const coverageEndpoints = {
  practiceCoverage: endpoint({
    path: 'student/practice/coverage',
    method: 'POST',
    access: 'student',
  }),
};
