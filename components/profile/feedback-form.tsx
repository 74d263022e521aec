'use client';

import { FeedbackForm } from '@/components/feedback/feedback-form';

/** The profile's Feedback tab: feedback on the site. */
export function SiteFeedbackForm() {
  return (
    <FeedbackForm
      about={{ type: 'WEBSITE' }}
      id="feedback"
      placeholder="Tell us what you think of the platform"
      className="max-w-xl space-y-5"
    />
  );
}
