import { z } from 'zod';

import { CONTENT_CACHE_TAGS } from '../cache/tags';
import { defineCall } from '../calls/define-call';
import {
  idField,
  limitField,
  nameField,
  offsetField,
  pictureField,
  requiredFile,
  typedText,
} from '../calls/fields';

import { lessonEndpoints } from './endpoints';
import { isCaptionsLink, mediaLinkKind } from './media';
import {
  CAPTIONS_MAX_BYTES,
  CHOSEN_RELATED_MAX,
  CONSOLE_LESSONS_PAGE,
  consoleLessonMessages as say,
} from './texts';

/*
 * The console's lesson calls (docs/console.md): the library with its drafts, and what an editor
 * writes. A lesson file itself is not one of them: it streams to its own route (lib/lessons/
 * lesson-media-upload.ts), since a call's body is read into memory.
 */

const videoId = idField('Choose a lesson');

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
});
export type ConsoleLesson = z.infer<typeof consoleLessonSchema>;

const captionsFile = requiredFile(say.captions, CAPTIONS_MAX_BYTES);

const saved = z.object({ videoId: z.number().int() });
const stales = [CONTENT_CACHE_TAGS.videos];

export const consoleLessonCalls = {
  /** Every lesson, drafts included, in the library's order. */
  listLessonsForConsole: defineCall(lessonEndpoints.listLessonsForConsole, {
    request: z.object({
      limit: limitField(CONSOLE_LESSONS_PAGE, 100),
      offset: offsetField,
    }),
    data: z.object({ list: z.array(consoleLessonSchema), total: z.number().int() }),
  }),
  /** One lesson as its console page edits it, with the library to choose related lessons from. */
  consoleLessonDetails: defineCall(lessonEndpoints.consoleLessonDetails, {
    request: z.object({ videoId }),
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
  createLesson: defineCall(lessonEndpoints.createLesson, {
    request: z.object(lessonWords),
    data: saved,
  }),
  /** A lesson's title and description. */
  updateLessonDetails: defineCall(lessonEndpoints.updateLessonDetails, {
    invalidates: stales,
    request: z.object({ videoId, ...lessonWords }),
    data: saved,
  }),
  /** Plays the lesson from an external link (YouTube, Vimeo, a video file elsewhere). */
  setLessonMediaLink: defineCall(lessonEndpoints.setLessonMediaLink, {
    invalidates: stales,
    request: z.object({
      videoId,
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
  setLessonCaptionsLink: defineCall(lessonEndpoints.setLessonCaptionsLink, {
    invalidates: stales,
    request: z.object({
      videoId,
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
  moveLesson: defineCall(lessonEndpoints.moveLesson, {
    invalidates: stales,
    request: z.object({ videoId, to: idField('Choose a place from 1') }),
    data: saved.extend({ place: z.number().int() }),
  }),
  /** The lessons shown first beside this one, in order; none keeps the library's order. */
  setRelatedLessons: defineCall(lessonEndpoints.setRelatedLessons, {
    invalidates: stales,
    request: z.object({
      videoId,
      relatedIds: z
        .array(idField(say.relatedUnknown), { error: say.relatedUnknown })
        .max(CHOSEN_RELATED_MAX, { error: say.relatedTooMany })
        .transform((ids) => [...new Set(ids)]),
    }),
    data: saved.extend({ relatedIds: z.array(z.number().int()) }),
  }),
  /** Publishes a draft (everyone sees it at once) or takes a lesson back to draft. */
  publishLesson: defineCall(lessonEndpoints.publishLesson, {
    invalidates: stales,
    request: z.object({
      videoId,
      published: z.boolean({ error: 'Say whether the lesson is published' }),
    }),
    data: saved.extend({ published: z.boolean() }),
  }),
  /** The cover (lesson page, sitemap) and the thumbnail (lists) from one picture, re-encoded. */
  uploadLessonCover: defineCall(lessonEndpoints.uploadLessonCover, {
    invalidates: stales,
    request: z.object({ videoId, picture: pictureField(say.cover) }),
    data: saved.extend({ cover: z.string() }),
  }),
  /** A WebVTT file, stored beside the lesson files under a name the server chooses. */
  uploadLessonCaptions: defineCall(lessonEndpoints.uploadLessonCaptions, {
    invalidates: stales,
    maxBodyBytes: CAPTIONS_MAX_BYTES + 64 * 1024,
    request: z.object({ videoId, captions: captionsFile }),
    data: saved.extend({ captions: z.string() }),
  }),
};
