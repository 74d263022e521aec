import type { Handlers } from '@/lib/calls/service';

import type { feedbackCalls } from './calls';
import { listFeedbackForReview, moderateFeedback } from './moderation';
import { saveFeedback } from './service';
import { homeTestimonials, videoTestimonials } from './testimonials';

export const feedbackHandlers = {
  saveFeedback,
  homeTestimonials,
  videoTestimonials,
  listFeedbackForReview,
  moderateFeedback,
} satisfies Handlers<typeof feedbackCalls>;
