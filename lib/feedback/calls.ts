import { z } from 'zod';

import { CONTENT_CACHE_TAGS } from '../cache/tags';
import { defineCall } from '../calls/define-call';

import { feedbackEndpoints } from './endpoints';
import { consoleFeedbackEndpoints } from './console-endpoints';
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

/** Feedback on one lesson. */
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

/** Which feedback the console lists: waiting for a decision, shown on the site, or all. */
export const REVIEW_STATES = ['pending', 'approved', 'all'] as const;
export const REVIEW_PAGE = 25;

const reviewItemSchema = z.object({
  feedbackId: z.number().int(),
  studentName: z.string(),
  studentEmail: z.string(),
  type: z.enum(['WEBSITE', 'VIDEO']),
  lesson: z.object({ videoId: z.number().int(), name: z.string() }).nullable(),
  rating: z.number(),
  description: z.string(),
  approved: z.boolean(),
  created: z.string(),
});

/** Approved site feedback as the console's home-page list shows it. */
const homeCandidateSchema = z.object({
  feedbackId: z.number().int(),
  studentName: z.string(),
  rating: z.number(),
  description: z.string(),
  created: z.string(),
});

/** The most approved site feedback the console offers to choose from, newest first. */
export const HOME_CANDIDATES_SHOWN = 50;

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
  listFeedbackForReview: defineCall(consoleFeedbackEndpoints.listFeedbackForReview, {
    request: z.object({
      state: z.enum(REVIEW_STATES, { error: 'Choose pending, approved or all' }).default('pending'),
      limit: limitField(REVIEW_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({ list: z.array(reviewItemSchema), total: z.number().int() }),
  }),
  moderateFeedback: defineCall(consoleFeedbackEndpoints.moderateFeedback, {
    // An approved or withdrawn testimonial changes the home page's and the lessons' carousels.
    invalidates: [CONTENT_CACHE_TAGS.testimonials],
    request: z.object({
      feedbackId: idField(),
      approved: z.boolean({ error: 'Say whether the feedback is approved' }),
    }),
    data: z.object({ feedbackId: z.number().int(), approved: z.boolean() }),
  }),
  /** The testimonials chosen for the home page in their order, and the newest others to add. */
  listHomeTestimonialsForConsole: defineCall(
    consoleFeedbackEndpoints.listHomeTestimonialsForConsole,
    {
      request: z.object({}).strip(),
      data: z.object({
        chosen: z.array(homeCandidateSchema),
        others: z.array(homeCandidateSchema),
        /** Approved site feedback not chosen, beyond those listed. */
        othersTotal: z.number().int(),
      }),
    },
  ),
  /**
   * The home carousel's testimonials, in order: approved site feedback only, each once, at most
   * TESTIMONIALS_SHOWN. An empty list gives the carousel back to the newest approved.
   */
  arrangeHomeTestimonials: defineCall(consoleFeedbackEndpoints.arrangeHomeTestimonials, {
    invalidates: [CONTENT_CACHE_TAGS.testimonials],
    request: z.object({
      feedbackIds: z
        .array(idField(), { error: 'List the testimonials to show' })
        .max(TESTIMONIALS_SHOWN, {
          error: `The home page shows at most ${TESTIMONIALS_SHOWN} testimonials`,
        })
        .refine((ids) => new Set(ids).size === ids.length, {
          error: 'A testimonial is shown once',
        }),
    }),
    data: z.object({ feedbackIds: z.array(z.number().int()) }),
  }),
};

/** What the calls above answer, success and refusal, as students read them. */
export const feedbackMessages = {
  saved: 'Feedback added successfully',
  reviewListed: 'Feedback fetched successfully',
  approved: 'Approved: it now shows as a testimonial.',
  withdrawn: 'Withdrawn: it no longer shows as a testimonial.',
  notFound: 'Feedback not found',
  noSuchVideo: 'Video not found',
  homeListed: 'Home page testimonials fetched successfully',
  homeArranged: 'Saved: the home page shows these testimonials now.',
  homeCleared: 'No testimonial chosen: the home page shows the newest approved again.',
  homeUnchanged: 'Nothing changed.',
  homeOnlyApprovedSite: 'Only approved feedback about the site can be shown on the home page.',
} as const;
