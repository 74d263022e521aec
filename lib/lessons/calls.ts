import { z } from 'zod';

import { consoleLessonHref } from './links';

import { defineCall, defineStream } from '../calls/define-call';
import { lessonEndpoints } from './endpoints';
import { consoleLessonEndpoints } from './console-endpoints';
import {
  idField,
  limitField,
  offsetField,
  nameField,
  pictureField,
  requiredFile,
  typedText,
} from '../calls/fields';
import {
  MAX_POSITION_SECONDS,
  PLAYBACK_RATES,
  RELATED_VIDEOS_PAGE,
  VIDEOS_LIST_MAX,
  CAPTIONS_MAX_BYTES,
  CHOSEN_RELATED_MAX,
  CONSOLE_LESSONS_PAGE,
  consoleLessonMessages as say,
} from './texts';
import { CONTENT_CACHE_TAGS, lessonTagOf } from '../cache/tags';
import { isCaptionsLink, mediaLinkKind } from './media';
import { LESSON_PACKAGE_STATES } from '../db/vocabulary';

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
  /** Anyone may watch it, visitors included (the console's free preview). */
  freePreview: z.boolean().default(false),
  /**
   * The lesson's encrypted adaptive stream with its playback token, once packaged, for whoever may
   * watch it (lib/lessons/stream-types.ts); `path` is then null.
   */
  stream: z
    .object({
      kind: z.literal('hls'),
      master: z.string(),
      expiresAt: z.string(),
      expiresInSeconds: z.number(),
    })
    .nullable()
    .default(null),
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
  /**
   * Where the stretch of play this report ends began (the previous report's position, or where
   * the student started, resumed or sought to since): what insight marks seen (docs/insight.md).
   */
  from: z
    .number({ error: 'From must be a number of seconds' })
    .min(0, { error: 'From cannot be negative' })
    .max(MAX_POSITION_SECONDS, { error: 'From is too large' })
    .optional(),
});
export type SaveVideoProgress = z.input<typeof saveVideoProgressSchema>;

const savePlayerPreferencesSchema = z
  .object({ playbackRate: playbackRate.optional(), captions: z.boolean().optional() })
  .refine((v) => v.playbackRate !== undefined || v.captions !== undefined, {
    error: 'Choose a playback speed or captions',
  });
export type SavePlayerPreferences = z.input<typeof savePlayerPreferencesSchema>;

/*
 * The console's lesson calls (docs/console.md): the library with its drafts, and what an editor
 * writes. A lesson file itself is not one of them: it streams to its own route (lib/lessons/
 * lesson-media-upload.ts), since a call's body is read into memory.
 */

/** The lesson an editor's call names (its word differs from the students' calls'). */
const lessonId = idField('Choose a lesson');

const NAME_MAX = 200;
const DESCRIPTION_MAX = 5000;
/** Longer than any YouTube, Vimeo or CDN address a lesson would use. */
const LINK_MAX = 1000;

const lessonWords = {
  name: nameField('Give the lesson a title', NAME_MAX, `Titles are at most ${NAME_MAX} characters`),
  description: typedText()
    .trim()
    .max(DESCRIPTION_MAX, { error: `Descriptions are at most ${DESCRIPTION_MAX} characters` })
    .default(''),
};

/** Where a lesson's media comes from: a file this site hosts, a link, or nothing yet. */
const mediaSourceSchema = z.enum(['file', 'link', 'none']);

/** A playback token is about 150 characters; anything much longer is not one. */
const STREAM_TOKEN_MAX = 600;

/** Where a lesson's encrypted stream stands, as the console shows it. */
const lessonPackageSchema = z.object({
  state: z.enum(LESSON_PACKAGE_STATES),
  percent: z.number().int(),
  failure: z.string().nullable(),
  /** The renditions' heights, lowest first, once ready. */
  renditions: z.array(z.number().int()),
});
export type ConsoleLessonPackage = z.infer<typeof lessonPackageSchema>;

const consoleLessonSchema = z.object({
  videoId: z.number().int(),
  name: z.string(),
  /** Its place in the library's order, from 1. */
  place: z.number().int(),
  /** A draft is seen in the console alone until it is published. */
  published: z.boolean(),
  media: mediaSourceSchema,
  captions: z.boolean(),
  thumbnail: z.string().nullable(),
  /** Its encrypted stream; null for a lesson never packaged (a link, an older file). */
  stream: lessonPackageSchema.nullable().default(null),
});
export type ConsoleLesson = z.infer<typeof consoleLessonSchema>;

const captionsFile = requiredFile(say.captions, CAPTIONS_MAX_BYTES);

const saved = z.object({ videoId: z.number().int() });

/** S3 takes at most 10,000 parts to an upload. */
const UPLOAD_PARTS_MAX = 10_000;
/** A resumable upload as each later step names it: the storage's id and the key it writes. */
const uploadRef = {
  videoId: lessonId,
  uploadId: z
    .string({ error: say.media.uploadUnknown })
    .regex(/^[\x21-\x7e]{1,1024}$/, { error: say.media.uploadUnknown }),
  key: z.string({ error: say.media.uploadUnknown }).max(512, { error: say.media.uploadUnknown }),
};
const partNumber = z.coerce
  .number({ error: say.media.uploadUnknown })
  .int({ error: say.media.uploadUnknown })
  .min(1, { error: say.media.uploadUnknown })
  .max(UPLOAD_PARTS_MAX, { error: say.media.uploadUnknown });
const storedPart = z.object({ partNumber: z.number().int(), etag: z.string(), size: z.number() });
const stales = [CONTENT_CACHE_TAGS.videos];

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
    request: z.object({
      videoId: lessonId,
      /** A renewal: the playback token in use (lib/lessons/stream-types.ts). */
      stream: z.string().max(STREAM_TOKEN_MAX).optional(),
    }),
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
    request: z.object({ videoId: lessonId }),
    data: videoProgressSchema,
  }),
  /**
   * Which of some lessons the student has watched, and whether they may play the library: what
   * the video page adds to the visitor's cached related list (docs/lessons.md).
   */
  watchedMarks: defineCall(lessonEndpoints.watchedMarks, {
    request: z.object({
      videoIds: z.array(videoId).max(VIDEOS_LIST_MAX, { error: 'Choose fewer videos' }),
    }),
    data: z.object({
      /** The lessons among those asked that the student has watched to 90 %. */
      watched: z.array(z.number().int()),
      /** 1 when the student may play the lessons, 0 otherwise, as video/relatedvideo says. */
      subscription: z.number().int(),
    }),
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
  /** Every lesson, drafts included, in the library's order. */
  // The console's lessons (docs/console.md, "Lessons").
  listLessonsForConsole: defineCall(consoleLessonEndpoints.listLessonsForConsole, {
    request: z.object({
      limit: limitField(CONSOLE_LESSONS_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({ list: z.array(consoleLessonSchema), total: z.number().int() }),
  }),
  /** One lesson as its console page edits it, with the library to choose related lessons from. */
  consoleLessonDetails: defineCall(consoleLessonEndpoints.consoleLessonDetails, {
    request: z.object({ videoId: lessonId }),
    data: z.object({
      lesson: consoleLessonSchema.extend({
        description: z.string(),
        cover: z.string().nullable(),
        /** A hosted file's name or an external URL; null before any is given. */
        path: z.string().nullable(),
        /** A hosted file's name or an https URL of WebVTT captions. */
        captionsPath: z.string().nullable(),
        durationSeconds: z.number().int().nullable(),
        publishedAt: z.string().nullable(),
        /** Anyone may watch it, visitors included (docs/streaming.md, "Serving"). */
        freePreview: z.boolean(),
        relatedIds: z.array(z.number().int()),
      }),
      /** How many lessons the library holds: the last place a lesson can move to. */
      total: z.number().int(),
      choices: z.array(
        z.object({ videoId: z.number().int(), name: z.string(), published: z.boolean() }),
      ),
    }),
  }),
  /** A new lesson, saved as a draft at the end of the library. */
  createLesson: defineCall(consoleLessonEndpoints.createLesson, {
    request: z.object(lessonWords),
    data: saved,
    opens: ({ videoId }) => consoleLessonHref(videoId),
  }),
  /** A lesson's title and description. */
  updateLessonDetails: defineCall(consoleLessonEndpoints.updateLessonDetails, {
    invalidates: stales,
    request: z.object({ videoId: lessonId, ...lessonWords }),
    data: saved,
  }),
  /** Plays the lesson from an external link (YouTube, Vimeo, a video file elsewhere). */
  setLessonMediaLink: defineCall(consoleLessonEndpoints.setLessonMediaLink, {
    invalidates: stales,
    request: z.object({
      videoId: lessonId,
      mediaUrl: z
        .string({ error: say.mediaLink.invalid })
        .trim()
        .max(LINK_MAX, { error: say.mediaLink.tooLong })
        .refine((v) => /^https:\/\//i.test(v), { error: say.mediaLink.invalid })
        .refine((v) => mediaLinkKind(v) !== null, { error: say.mediaLink.unsupported }),
    }),
    data: saved,
  }),
  /** Captions from an https link to a .vtt file; empty removes the lesson's captions. */
  setLessonCaptionsLink: defineCall(consoleLessonEndpoints.setLessonCaptionsLink, {
    invalidates: stales,
    request: z.object({
      videoId: lessonId,
      captionsUrl: z
        .string({ error: say.captionsLink.invalid })
        .trim()
        .max(LINK_MAX, { error: say.captionsLink.invalid })
        .refine((v) => v === '' || isCaptionsLink(v), { error: say.captionsLink.invalid })
        .transform((v) => (v === '' ? null : v)),
    }),
    data: saved,
  }),
  /** Moves a lesson to a place in the library's order (1 is first); the others close up. */
  moveLesson: defineCall(consoleLessonEndpoints.moveLesson, {
    invalidates: stales,
    request: z.object({ videoId: lessonId, to: idField('Choose a place from 1') }),
    data: saved.extend({ place: z.number().int() }),
  }),
  /** The lessons shown first beside this one, in order; none keeps the library's order. */
  setRelatedLessons: defineCall(consoleLessonEndpoints.setRelatedLessons, {
    invalidates: stales,
    request: z.object({
      videoId: lessonId,
      relatedIds: z
        .array(idField(say.relatedUnknown), { error: say.relatedUnknown })
        .max(CHOSEN_RELATED_MAX, { error: say.relatedTooMany })
        .transform((ids) => [...new Set(ids)]),
    }),
    data: saved.extend({ relatedIds: z.array(z.number().int()) }),
  }),
  /** Publishes a draft (everyone sees it at once) or takes a lesson back to draft. */
  publishLesson: defineCall(consoleLessonEndpoints.publishLesson, {
    invalidates: stales,
    request: z.object({
      videoId: lessonId,
      published: z.boolean({ error: 'Say whether the lesson is published' }),
    }),
    data: saved.extend({ published: z.boolean() }),
  }),
  /** Lets visitors and students without a plan watch a lesson, or no longer (docs/streaming.md). */
  setLessonFreePreview: defineCall(consoleLessonEndpoints.setLessonFreePreview, {
    invalidates: stales,
    request: z.object({
      videoId: lessonId,
      freePreview: z.boolean({ error: say.freePreview.missing }),
    }),
    data: saved.extend({ freePreview: z.boolean() }),
  }),
  /** Packages a lesson again after its packaging failed (docs/streaming.md). */
  retryLessonPackaging: defineCall(consoleLessonEndpoints.retryLessonPackaging, {
    request: z.object({ videoId: lessonId }),
    data: saved,
  }),
  /** The cover (lesson page, sitemap) and the thumbnail (lists) from one picture, re-encoded. */
  uploadLessonCover: defineCall(consoleLessonEndpoints.uploadLessonCover, {
    invalidates: stales,
    request: z.object({ videoId: lessonId, picture: pictureField(say.cover) }),
    data: saved.extend({ cover: z.string() }),
  }),
  /** A WebVTT file, stored beside the lesson files under a name the server chooses. */
  uploadLessonCaptions: defineCall(consoleLessonEndpoints.uploadLessonCaptions, {
    invalidates: stales,
    maxBodyBytes: CAPTIONS_MAX_BYTES + 64 * 1024,
    request: z.object({ videoId: lessonId, captions: captionsFile }),
    data: saved.extend({ captions: z.string() }),
  }),
  /**
   * A lesson file the console uploads: the request's body is the file, streamed to the media
   * store as it arrives (lib/lessons/lesson-media-upload.ts); a lesson can be a gigabyte.
   */
  uploadLessonMedia: defineCall(consoleLessonEndpoints.uploadLessonMedia, {
    streamsBody: true,
    invalidates: ({ videoId }) => [CONTENT_CACHE_TAGS.videos, lessonTagOf(videoId)],
    request: z.object({ videoId: lessonId }),
    data: saved.extend({ media: z.string() }),
  }),
  /**
   * A resumable upload of a lesson's original straight to storage (docs/storage.md): starts it
   * under a key the server chooses, from the file's declared name, type and size.
   */
  createLessonUpload: defineCall(consoleLessonEndpoints.createLessonUpload, {
    request: z.object({
      videoId: lessonId,
      name: z.string({ error: say.media.missing }).max(255, { error: say.media.notAVideo }),
      type: z.string().max(100).default(''),
      size: z.coerce
        .number({ error: say.media.missing })
        .int({ error: say.media.missing })
        .min(1, { error: say.media.missing })
        .max(Number.MAX_SAFE_INTEGER, { error: say.media.tooLarge }),
    }),
    data: saved.extend({ uploadId: z.string(), key: z.string() }),
  }),
  /** Where the browser sends one part: S3's address signed for it, or this app's (local disk). */
  signLessonUploadPart: defineCall(consoleLessonEndpoints.signLessonUploadPart, {
    request: z.object({ ...uploadRef, partNumber }),
    data: z.object({ url: z.string() }),
  }),
  /** The parts stored so far, so an interrupted upload resumes after the last one. */
  listLessonUploadParts: defineCall(consoleLessonEndpoints.listLessonUploadParts, {
    request: z.object(uploadRef),
    data: z.object({ parts: z.array(storedPart) }),
  }),
  /**
   * Joins the parts, checks the whole file is a video of the size declared, and makes it the
   * lesson's original; anything else is refused and removed.
   */
  completeLessonUpload: defineCall(consoleLessonEndpoints.completeLessonUpload, {
    invalidates: ({ videoId }) => [CONTENT_CACHE_TAGS.videos, lessonTagOf(videoId)],
    request: z.object({
      ...uploadRef,
      parts: z
        .array(z.object({ partNumber, etag: z.string().max(200) }), {
          error: say.media.incomplete,
        })
        .min(1, { error: say.media.incomplete })
        .max(UPLOAD_PARTS_MAX, { error: say.media.incomplete }),
    }),
    data: saved.extend({ media: z.string(), key: z.string() }),
  }),
  /** Cancels an upload and removes its parts. */
  abortLessonUpload: defineCall(consoleLessonEndpoints.abortLessonUpload, {
    request: z.object(uploadRef),
    data: saved,
  }),
  /** One part of an upload, received by the app itself when the storage is local disk. */
  receiveLessonUploadPart: defineCall(consoleLessonEndpoints.receiveLessonUploadPart, {
    streamsBody: true,
    request: z.object({ ...uploadRef, partNumber }),
    data: z.object({ etag: z.string(), size: z.number() }),
  }),
  /**
   * A hosted lesson file (the demo lessons, the console's uploads) or the byte range asked for,
   * to a signed-in student with an active subscription (lib/lessons/lesson-media.ts).
   */
  lessonMedia: defineStream(lessonEndpoints.lessonMedia, {
    request: z.object({ name: z.string().max(200) }),
  }),
  /**
   * A file of a packaged lesson's stream (playlists, init sections, segments, captions, the key),
   * to the holder of a playback token for it (lib/lessons/lesson-stream.ts).
   */
  lessonStream: defineStream(lessonEndpoints.lessonStream, {
    request: z.object({
      videoId: idField(),
      name: z.string().max(120),
      token: z.string().max(STREAM_TOKEN_MAX).optional(),
    }),
  }),
};
