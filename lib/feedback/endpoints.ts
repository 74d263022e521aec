import { endpoint } from '@/lib/calls/endpoint';

/**
 * Where each call of this domain the site makes lives and who may make it; zod-free, so the
 * browser imports it. The console's are in console-endpoints.ts, which no site page loads.
 */
export const feedbackEndpoints = {
  saveFeedback: endpoint({ path: 'student/feedback/save', method: 'POST', access: 'student' }),
  homeTestimonials: endpoint({ path: 'dash/feedback/dashfeed', method: 'GET', access: 'public' }),
  videoTestimonials: endpoint({
    path: 'video/relatedtestimonials',
    method: 'POST',
    access: 'public',
  }),
};
