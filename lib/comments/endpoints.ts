import { endpoint } from '@/lib/calls/endpoint';

/**
 * Where each call of this domain the site makes lives and who may make it; zod-free, so the
 * browser imports it. The console's are in console-endpoints.ts, which no site page loads.
 */
export const commentEndpoints = {
  listComments: endpoint({ path: 'student/comment/list', method: 'POST', access: 'optional' }),
  saveComment: endpoint({ path: 'student/comment/save', method: 'POST', access: 'student' }),
  removeComment: endpoint({
    path: 'student/comment/remove',
    method: 'DELETE',
    access: 'student',
    encoding: 'json',
  }),
};
