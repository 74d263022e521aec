import { endpoint } from '@/lib/calls/endpoint';

/** Where each call of this domain lives and who may make it; zod-free, so the browser imports it. */
export const liveSessionEndpoints = {
  listSessions: endpoint({ path: 'session/list', method: 'POST', access: 'public' }),
  listStudentSessions: endpoint({
    path: 'student/session/list',
    method: 'POST',
    access: 'student',
  }),
  sessionDetails: endpoint({ path: 'session/details', method: 'POST', access: 'optional' }),
  sessionSitemap: endpoint({ path: 'session/sitemap', method: 'POST', access: 'public' }),
  bookSession: endpoint({ path: 'student/session/book', method: 'POST', access: 'student' }),
};
