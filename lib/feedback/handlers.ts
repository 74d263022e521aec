import type { Handlers } from '@/lib/calls/service';

import type { feedbackCalls } from './calls';
import { arrangeHomeTestimonials, listHomeTestimonialsForConsole } from './home-testimonials';
import { listFeedbackForReview, moderateFeedback } from './moderation';
import { saveFeedback } from './service';
import { homeTestimonials, videoTestimonials } from './testimonials';

export const feedbackHandlers = {
  saveFeedback,
  homeTestimonials,
  videoTestimonials,
  listFeedbackForReview,
  moderateFeedback,
  listHomeTestimonialsForConsole,
  arrangeHomeTestimonials,
} satisfies Handlers<typeof feedbackCalls>;
