import { z } from 'zod';

import { defineCall } from '../calls/define-call';

import { consoleLessonCalls } from './console-calls';
import { lessonEndpoints } from './endpoints';
import { idField, limitField, offsetField } from '../calls/fields';
import { MAX_POSITION_SECONDS, PLAYBACK_RATES, RELATED_VIDEOS_PAGE } from './texts';

export {
  DEFAULT_PLAYER_PREFERENCES,
  RELATED_VIDEOS_PAGE,
  VIDEOS_LIST_MAX,
  WATCHED_SHARE,
  videoMessages,
  type PlaybackRate,
} from './texts';

const videoSchema = z.object({
  videoId: z.number().int(),
  name: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  cover: z.string(),
  /**
   * The media: a hosted file's name or an external URL (`lessonMediaUrl` makes either a URL). Only
   * a signed-in student with an active subscription receives it; null for everyone else.
   */
  path: z.string().nullable(),
  // Extensions beyond the original API, which answers without them: the fields default.
  /** WebVTT captions, like `path`: a hosted name or a URL, and only for subscribers. */
  captions: z.string().nullable().default(null),
  /** Length in seconds, when known. */
  durationSeconds: z.number().int().nullable().default(null),
  /** When the lesson was published (ISO 8601). */
  published: z.string().nullable().default(null),
  /** The signed-in student has watched at least 90 % of it. */
  watched: z.boolean().default(false),
});
export type Video = z.infer<typeof videoSchema>;

const videoTeaserSchema = z.object({
  video: z.array(z.object({ videoId: z.number().int(), name: z.string(), cover: z.string() })),
  subshort: z.array(
    z.object({ subshortId: z.number().int(), name: z.string(), thumbnail: z.string() }),
  ),
});
export type VideoTeaser = z.infer<typeof videoTeaserSchema>;

const videoId = idField('Choose a video');

/** Where a student stopped in a lesson and whether they have watched it. */
const videoProgressSchema = z.object({
  videoId: z.number().int(),
  /** Seconds from the start; 0 for a lesson never played. */
  position: z.number().min(0),
  watched: z.boolean(),
  /** When the position was last saved (ISO 8601); null for a lesson never played. */
  updated: z.string().nullable(),
});
export type VideoProgress = z.infer<typeof videoProgressSchema>;

const playbackRate = z.literal(PLAYBACK_RATES, {
  error: 'Choose a playback speed between 0.75× and 2×',
});

/** How the student likes the player: speed and captions, the same for every lesson. */
const playerPreferencesSchema = z.object({
  playbackRate,
  captions: z.boolean(),
});
export type PlayerPreferences = z.infer<typeof playerPreferencesSchema>;

const saveVideoProgressSchema = z.object({
  videoId,
  position: z
    .number({ error: 'Position must be a number of seconds' })
    .min(0, { error: 'Position cannot be negative' })
    .max(MAX_POSITION_SECONDS, { error: 'Position is too large' }),
  /** The length the player measured; the stored length wins when the lesson has one. */
  duration: z
    .number({ error: 'Duration must be a number of seconds' })
    .positive({ error: 'Duration must be positive' })
    .max(MAX_POSITION_SECONDS, { error: 'Duration is too large' })
    .optional(),
});
export type SaveVideoProgress = z.input<typeof saveVideoProgressSchema>;

const savePlayerPreferencesSchema = z
  .object({ playbackRate: playbackRate.optional(), captions: z.boolean().optional() })
  .refine((v) => v.playbackRate !== undefined || v.captions !== undefined, {
    error: 'Choose a playback speed or captions',
  });
export type SavePlayerPreferences = z.input<typeof savePlayerPreferencesSchema>;

export const lessonCalls = {
  relatedVideos: defineCall(lessonEndpoints.relatedVideos, {
    sendsStudentId: true,
    request: z.object({
      limit: limitField(RELATED_VIDEOS_PAGE),
      offset: offsetField,
      /** Extension: the lesson on the page, whose chosen related lessons come first. */
      videoId: idField('Choose a video').optional(),
    }),
    data: z.object({
      lists: z.array(videoSchema),
      total: z.number().int(),
      /** 1 when the student may play the lessons, 0 otherwise. */
      subscription: z.number().int(),
    }),
  }),
  videoTeaser: defineCall(lessonEndpoints.videoTeaser, {
    request: z.object({}).strip(),
    data: videoTeaserSchema,
  }),
  // Extensions beyond the original API (docs/lessons.md). Against an API without them (404/501)
  // the page finds a lesson through video/relatedvideo and the player plays without resuming.
  /** One lesson by id, with the same access rule for its media as video/relatedvideo. */
  viewVideo: defineCall(lessonEndpoints.viewVideo, {
    sendsStudentId: true,
    request: z.object({ videoId }),
    data: z.object({ video: videoSchema, subscription: z.number().int() }),
  }),
  /** Every published lesson's page data for the sitemap, in one call however many there are. */
  lessonSitemap: defineCall(lessonEndpoints.lessonSitemap, {
    request: z.object({}).strip(),
    data: z.object({
      lists: z.array(
        z.object({
          videoId: z.number().int(),
          cover: z.string(),
          /** When it was published (ISO 8601). */
          published: z.string().nullable(),
        }),
      ),
    }),
  }),
  videoProgress: defineCall(lessonEndpoints.videoProgress, {
    request: z.object({ videoId }),
    data: videoProgressSchema,
  }),
  saveVideoProgress: defineCall(lessonEndpoints.saveVideoProgress, {
    request: saveVideoProgressSchema,
    data: videoProgressSchema,
  }),
  playerPreferences: defineCall(lessonEndpoints.playerPreferences, {
    request: z.object({}).strip(),
    data: playerPreferencesSchema,
  }),
  savePlayerPreferences: defineCall(lessonEndpoints.savePlayerPreferences, {
    request: savePlayerPreferencesSchema,
    data: playerPreferencesSchema,
  }),
  ...consoleLessonCalls,
};
