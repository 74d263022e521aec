import { endpoint } from '@/lib/calls/endpoint';
import { PEOPLE_ROLES } from '@/lib/access/roles';

/**
 * Where each of this domain's console calls lives and which operators may make it; zod-free, so
 * the console's islands import it. Apart from the site's (endpoints.ts), so no site page loads it.
 */
export const consoleFeedbackEndpoints = {
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
