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
