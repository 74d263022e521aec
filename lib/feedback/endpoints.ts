import { endpoint } from '@/lib/calls/endpoint';
import { PEOPLE_ROLES } from '@/lib/access/roles';

/** Where each call of this domain lives and who may make it; zod-free, so the browser imports it. */
export const feedbackEndpoints = {
  saveFeedback: endpoint({ path: 'student/feedback/save', method: 'POST', access: 'student' }),
  homeTestimonials: endpoint({ path: 'dash/feedback/dashfeed', method: 'GET', access: 'public' }),
  videoTestimonials: endpoint({
    path: 'video/relatedtestimonials',
    method: 'POST',
    access: 'public',
  }),
  // The console: what students wrote, and which of it the site shows as testimonials.
  listFeedbackForReview: endpoint({
    path: 'console/feedback/list',
    method: 'POST',
    access: 'operator',
    roles: PEOPLE_ROLES,
    via: 'page',
  }),
  moderateFeedback: endpoint({
    path: 'console/feedback/approve',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'support'],
    via: 'action',
  }),
  // The console: which approved site feedback the home page's carousel shows, in what order.
  listHomeTestimonialsForConsole: endpoint({
    path: 'console/testimonials/list',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'page',
  }),
  arrangeHomeTestimonials: endpoint({
    path: 'console/testimonials/arrange',
    method: 'POST',
    access: 'operator',
    roles: ['owner', 'editor'],
    via: 'action',
  }),
};
