import type { Handlers } from '@/lib/calls/service';

import type { feedbackCalls } from './calls';
import { saveFeedback } from './service';
import { homeTestimonials, videoTestimonials } from './testimonials';

export const feedbackHandlers = {
  saveFeedback,
  homeTestimonials,
  videoTestimonials,
} satisfies Handlers<typeof feedbackCalls>;
