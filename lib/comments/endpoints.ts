import { endpoint } from '@/lib/calls/endpoint';

/** Where each call of this domain lives and who may make it; zod-free, so the browser imports it. */
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
