import { endpoint } from '@/lib/calls/endpoint';
import { PEOPLE_ROLES } from '@/lib/access/roles';

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
  // The console: every comment, newest first, and removing one that breaks the rules.
  listCommentsForReview: endpoint({
    path: 'console/comment/list',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'page',
  }),
  removeCommentAsOperator: endpoint({
    path: 'console/comment/remove',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'action',
  }),
};
