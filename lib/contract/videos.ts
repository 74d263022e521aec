import { z } from 'zod';

import { defineCall } from './define-call';
import { limitField, offsetField } from './fields';

export const RELATED_VIDEOS_PAGE = 10;

export const videoSchema = z.object({
  videoId: z.number().int(),
  name: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  cover: z.string(),
  /** Media URL; only subscribed students receive it, so it is null for everyone else. */
  path: z.string().nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const videoTeaserSchema = z.object({
  video: z.array(z.object({ videoId: z.number().int(), name: z.string(), cover: z.string() })),
  subshort: z.array(
    z.object({ subshortId: z.number().int(), name: z.string(), thumbnail: z.string() }),
  ),
});
export type VideoTeaser = z.infer<typeof videoTeaserSchema>;

export const videoCalls = {
  relatedVideos: defineCall({
    path: 'video/relatedvideo',
    method: 'POST',
    access: 'optional',
    sendsStudentId: true,
    request: z.object({ limit: limitField(RELATED_VIDEOS_PAGE), offset: offsetField }),
    data: z.object({
      lists: z.array(videoSchema),
      total: z.number().int(),
      /** 1 when the student may play the lessons, 0 otherwise. */
      subscription: z.number().int(),
    }),
  }),
  videoTeaser: defineCall({
    path: 'dashboard/videoshort',
    method: 'GET',
    access: 'public',
    request: z.object({}).strip(),
    data: videoTeaserSchema,
  }),
};
