import type { LessonPackageState } from '../db/vocabulary';

/**
 * What the video page says and the rules it plays by, without zod, so
 * the page's client islands can import them cheaply. lib/lessons/calls.ts re-exports them
 * beside the calls.
 */
import { PLAYBACK_RATES, type PlaybackRate } from '../calls/domain';

export { PLAYBACK_RATES, type PlaybackRate };

/** Related lessons per page, and per "load more". */
export const RELATED_VIDEOS_PAGE = 10;
/** The most lessons one request may list; the sitemap and the lesson finder walk with it. */
export const VIDEOS_LIST_MAX = 50;
/** A lesson counts as watched once the student has reached this share of it. */
export const WATCHED_SHARE = 0.9;
/** The longest lesson position the API accepts, in seconds (a day). */
export const MAX_POSITION_SECONDS = 24 * 60 * 60;

/**
 * The player's timing: the position is read every second while playing; on play,
 * the player waits up to five seconds for the media to become seekable before resuming where the
 * student stopped, checking for its duration every 100 ms; the position is saved at most every
 * five seconds while playing (and on pause, at the end and when the page is left).
 */
export const PLAYER_TIMING = {
  progressIntervalMs: 1000,
  seekOnPlayWaitMs: 5000,
  durationCheckMs: 100,
  saveEveryMs: 5000,
} as const;

/** Testimonials on the video page show Read More above this many characters. */
export const TESTIMONIAL_READ_MORE_CHARACTERS = 200;

/** 1× without captions, until the student chooses. */
export const DEFAULT_PLAYER_PREFERENCES: { playbackRate: PlaybackRate; captions: boolean } = {
  playbackRate: 1,
  captions: false,
};

/** What the video page and its calls say, as students read them. */
export const videoMessages = {
  pageTitle: 'Videos',
  subscriptionBanner: 'A subscription plan is required to watch this video.',
  purchasePlan: 'Purchase Plan',
  /** On the cover of a lesson anyone may watch. */
  freePreview: 'Free preview',
  relatedHeading: 'Related Video',
  noRelated: 'No related videos available',
  testimonialsHeading: 'Testimonials',
  noTestimonials: 'No Testimonials Available',
  addComment: 'Add Comment',
  giveFeedback: 'Give Feedback',
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to continue',
  subscriptionRequiredTitle: 'Subscription Required',
  subscriptionRequired: 'You need an active subscription to watch this video.',
  subscribeNow: 'Subscribe Now',
  loadError: 'Error loading video',
  /** The key of a lesson's stream was refused although the lesson's answer gave no reason. */
  streamRefused:
    'This lesson could not be unlocked for playback. Please reload the page to try again.',
  accessCheckFailed: 'Unable to fetch video or subscription info',
  feedbackSaved: 'Feedback added successfully',
  feedbackFailed: 'Failed to add feedback',
  feedbackError: 'An error occurred',
  watched: 'Watched',
  nowPlaying: 'Now playing',
  noSuchVideo: 'Video not found',
  noVideos: 'No videos available',
  progressSaved: 'Position saved',
  preferencesSaved: 'Preferences saved',
} as const;

/** The console's page of lessons. */
export const CONSOLE_LESSONS_PAGE = 25;
/** The most lessons an editor may choose to show first beside a lesson. */
export const CHOSEN_RELATED_MAX = 10;
/** The largest lesson file the console takes (docs/console.md); a lesson is rarely over 1 GB. */
export const LESSON_MEDIA_MAX_BYTES = 2 * 1024 ** 3;
/**
 * The console sends a lesson file in parts of this size (docs/storage.md); S3 takes parts of
 * 5 MiB and more, at most 10,000 of them.
 */
export const LESSON_UPLOAD_PART_BYTES = 10 * 1024 ** 2;
/** The largest part the app receives itself (local disk); a part that grows past it is refused. */
export const LESSON_UPLOAD_PART_MAX_BYTES = 64 * 1024 ** 2;
/** The largest captions file: an hour of WebVTT is about 100 KB. */
export const CAPTIONS_MAX_BYTES = 1024 * 1024;

/** What the console's lesson calls answer, as operators read them. */
export const consoleLessonMessages = {
  listed: 'Lessons fetched successfully',
  notFound: 'That lesson does not exist.',
  created: 'Saved as a draft. Add its media and publish it when it is ready for students.',
  saved: 'Saved.',
  unchanged: 'Nothing changed.',
  published: 'Published: students and visitors see it now.',
  unpublished: 'Back to draft: only the console sees it.',
  needsMedia: 'Add the lesson’s media (a file or a link) before publishing it.',
  freePreview: {
    missing: 'Say whether the lesson is a free preview',
    on: 'Free preview: visitors and students without a plan can watch it.',
    off: 'No longer a free preview: only subscribers can watch it.',
  },
  moved: 'Moved.',
  relatedSaved: 'Related lessons saved.',
  relatedUnknown: 'Choose related lessons from the library.',
  relatedItself: 'A lesson cannot be related to itself.',
  relatedTooMany: `Choose at most ${CHOSEN_RELATED_MAX} related lessons.`,
  cover: {
    missing: 'Choose a cover picture.',
    tooLarge: 'The cover must be 5 MB or smaller.',
    notAnImage: 'The cover must be an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF).',
    unreadable: 'The cover could not be read. Please choose another.',
    saved: 'Cover saved.',
  },
  mediaLink: {
    invalid: 'The media link must be an https:// address.',
    unsupported:
      'The player plays YouTube and Vimeo links and direct .mp4, .m4v, .webm or .ogv files. Upload the file instead, or give one of those.',
    tooLong: 'The media link is too long.',
    saved: 'Media link saved.',
  },
  media: {
    missing: 'Choose a video file.',
    tooLarge: `The video must be ${LESSON_MEDIA_MAX_BYTES / 1024 ** 3} GB or smaller.`,
    notAVideo: 'The video must be an MP4, M4V, WebM or Ogg file.',
    broken: 'The upload did not finish. Please try again.',
    saved: 'Video uploaded.',
    unavailable: 'Uploading lesson files is not available on this server.',
    uploadUnknown: 'That upload is not in progress. Please upload the file again.',
    incomplete: 'The upload is missing parts. Please upload the file again.',
    notWholeVideo: 'The file is not a whole video: it may be damaged or cut short.',
    partTooLarge: 'A part of the upload is larger than allowed.',
    aborted: 'Upload cancelled.',
  },
  captionsLink: {
    invalid: 'The captions link must be an https:// address ending in .vtt.',
    saved: 'Captions link saved.',
    removed: 'Captions removed.',
  },
  captions: {
    missing: 'Choose a WebVTT captions file.',
    tooLarge: `Captions must be ${CAPTIONS_MAX_BYTES / 1024 ** 2} MB or smaller.`,
    notWebVtt: 'Captions must be a WebVTT file: UTF-8 text that starts with "WEBVTT".',
    saved: 'Captions uploaded.',
  },
} as const;

const DEVICE_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** What a student is told when the stream of a lesson is refused (docs/streaming.md). */
export const lessonStreamMessages = {
  /** The account already plays `limit` lessons elsewhere. */
  tooManyDevices: (limit: number) =>
    `You are already watching on ${DEVICE_WORDS[limit] ?? limit} device${limit === 1 ? '' : 's'}.`,
  /** Keys for far more lessons than a person watches in an hour. */
  tooManyLessons:
    'You have opened more lessons in the last hour than anyone can watch. Please wait a few minutes, then try again.',
  refused: 'This lesson could not be unlocked for playback.',
  notFound: 'Video not found',
} as const;

/** What the console says about a lesson's encrypted stream (docs/console.md, "Lessons"). */
export const lessonPackageMessages = {
  uploading: 'Uploading',
  processing: (percent: number) => `Processing for streaming: ${percent} %`,
  ready: 'Ready to stream',
  failed: (reason: string) => `Processing failed: ${reason}`,
  notReady:
    'This lesson’s video is still being prepared for streaming. Publish it once it shows “Ready to stream”.',
  failedCannotPublish:
    'This lesson’s video could not be prepared for streaming. Retry it, or upload the file again, before publishing.',
  retried: 'Processing again.',
  nothingToRetry: 'Only a lesson whose processing failed can be retried.',
  retry: 'Retry',
  notAVideo: 'The file is not a video that can be read. Upload another file.',
  unreachable: 'The video file could not be read. Upload it again.',
  unexpected: 'The video could not be processed. Retry, or upload the file again.',
} as const;

/** What a lesson's encrypted stream is doing, in the console's words (list and page). */
export function lessonStreamLabel(stream: {
  state: LessonPackageState;
  percent: number;
  failure: string | null;
  renditions: readonly number[];
}): string {
  const say = lessonPackageMessages;
  switch (stream.state) {
    case 'uploading':
      return say.uploading;
    case 'processing':
      return say.processing(stream.percent);
    case 'ready':
      return stream.renditions.length > 0
        ? `${say.ready} (${stream.renditions.map((height) => `${height}p`).join(', ')})`
        : say.ready;
    case 'failed':
      return say.failed(stream.failure ?? say.unexpected);
  }
}
