import { z } from 'zod';

import { defineCall } from '../calls/define-call';

import { feedbackEndpoints } from './endpoints';
import {
  idField,
  limitField,
  messages,
  nothing,
  offsetField,
  requiredText,
  TEXT_LIMIT,
} from '../calls/fields';

const rating = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(5, { error: 'Rating cannot exceed 5' });

/** Feedback on the site as a whole, from the profile area. */
const websiteFeedbackSchema = z.object({
  type: z.literal('WEBSITE'),
  rating: rating(messages.websiteRatingRequired),
  description: requiredText(messages.descriptionRequired).pipe(
    z.string().max(TEXT_LIMIT, { error: messages.descriptionTooLong }),
  ),
});

/** Feedback on one video lesson. */
const videoFeedbackSchema = z.object({
  type: z.literal('VIDEO'),
  videoId: idField('Choose a video'),
  rating: rating(messages.ratingRequired),
  description: requiredText(messages.commentRequired).pipe(
    z.string().max(TEXT_LIMIT, { error: messages.feedbackTooLong }),
  ),
});

export const feedbackSaveSchema = z.discriminatedUnion(
  'type',
  [websiteFeedbackSchema, videoFeedbackSchema],
  { error: 'Feedback type must be WEBSITE or VIDEO' },
);
export type FeedbackSave = z.input<typeof feedbackSaveSchema>;

const testimonialSchema = z.object({
  feedbackId: z.number().int(),
  fullName: z.string(),
  /** Stored photo: an uploaded file name or a public path; `storedFileUrl` makes it a URL. */
  profile: z.string().nullable(),
  rating: z.number(),
  description: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/**
 * The most testimonials a page shows, in the home and lesson carousels; a lesson's list asked
 * with limit 0 (as the original client does) gets this many.
 */
export const TESTIMONIALS_SHOWN = 12;

export const feedbackCalls = {
  saveFeedback: defineCall(feedbackEndpoints.saveFeedback, {
    sendsStudentId: true,
    request: feedbackSaveSchema,
    data: nothing,
  }),
  homeTestimonials: defineCall(feedbackEndpoints.homeTestimonials, {
    request: z.object({}).strip(),
    data: z.array(testimonialSchema),
  }),
  videoTestimonials: defineCall(feedbackEndpoints.videoTestimonials, {
    request: z.object({
      videoId: idField('Choose a video').optional(),
      limit: limitField(0),
      offset: offsetField,
    }),
    data: z.object({ lists: z.array(testimonialSchema), total: z.number().int() }),
  }),
};

/** What the calls above answer, success and refusal, as students read them. */
export const feedbackMessages = {
  saved: 'Feedback added successfully',
  noSuchVideo: 'Video not found',
} as const;
