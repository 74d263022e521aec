import { bffFor, type CallResult } from '@/lib/calls/browser-client';
import type { RequestOf } from '@/lib/calls/define-call';
import {
  lessonStreamOf,
  type LessonStream,
  type StreamRenewalRequest,
} from '@/lib/lessons/stream-types';
import type {
  lessonCalls,
  PlayerPreferences,
  SavePlayerPreferences,
  SaveVideoProgress,
  Video,
  VideoProgress,
} from '@/lib/lessons/calls';
import { lessonEndpoints } from '@/lib/lessons/endpoints';
import { RELATED_VIDEOS_PAGE, VIDEOS_LIST_MAX } from '@/lib/lessons/texts';

import { signedInProfile } from '@/components/auth/signed-in-profile';

import type { StreamRenewal } from './stream-tokens';

const bff = bffFor<typeof lessonCalls>(lessonEndpoints);

/*
 * The video page's only way to the API, through the typed browser client. Only types come from
 * the zod schemas, so the page's islands do not ship its schemas.
 */

export type RelatedPage = { lists: Video[]; total: number; subscription: number };

/** An API without the extension calls answers 404 or 501: the player then works without them. */
const NO_SUCH_CALL = [404, 501];
export const isMissingCall = (status: number) => NO_SUCH_CALL.includes(status);

/**
 * The next page of the related list beside lesson `videoId`, after the `offset` lessons already
 * shown (the related lessons chosen for it come first).
 */
export function fetchRelatedPage(
  offset: number,
  videoId: number,
): Promise<CallResult<RelatedPage>> {
  return bff.relatedVideos({ limit: RELATED_VIDEOS_PAGE, offset, videoId });
}

export type LessonAccess =
  | { kind: 'play'; video: Video; stream: LessonStream | null }
  | { kind: 'subscribe' }
  | { kind: 'signed-out' }
  /** The server will not play it now and says why (too many devices, too many lessons at once). */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/** The answer a refusal the student can act on comes with; its message is shown as it is. */
const REFUSED_WITH_REASON = 429;

/** A lesson plays when it streams (HLS) or has a file or link (`path`). */
function playable(video: Video): LessonAccess {
  const stream = lessonStreamOf(video);
  return stream || video.path ? { kind: 'play', video, stream } : { kind: 'failed' };
}

/**
 * Whether the student may play the lesson, and its media when they may (clicking
 * play fetches the list and reads `subscription`). Asks the extension video/view; an API without
 * it is asked through video/relatedvideo, page by page until the lesson turns up. `renew` is the
 * token of the stream being played, when this is a renewal (docs/streaming.md).
 */
export async function fetchLessonAccess(videoId: number, renew?: string): Promise<LessonAccess> {
  const request: RequestOf<typeof lessonCalls.viewVideo> & Partial<StreamRenewalRequest> = renew
    ? { videoId, stream: renew }
    : { videoId };
  const answer = await bff.viewVideo(request);
  if (answer.status === 401) return { kind: 'signed-out' };
  if (answer.status === REFUSED_WITH_REASON && answer.message) {
    return { kind: 'refused', message: answer.message };
  }
  if (answer.status === 200 && answer.data) {
    const { video, subscription } = answer.data;
    if (subscription !== 1) return { kind: 'subscribe' };
    return playable(video);
  }
  if (!isMissingCall(answer.status)) return { kind: 'failed' };

  for (let offset = 0; ; offset += VIDEOS_LIST_MAX) {
    const page = await bff.relatedVideos({ limit: VIDEOS_LIST_MAX, offset });
    if (page.status !== 200 || !page.data) return { kind: 'failed' };
    if (page.data.subscription !== 1) return { kind: 'subscribe' };
    const video = page.data.lists.find((item) => item.videoId === videoId);
    if (video) return playable(video);
    if (offset + page.data.lists.length >= page.data.total || page.data.lists.length === 0) {
      return { kind: 'failed' };
    }
  }
}

/**
 * A fresh token for the stream being played: the lesson asked for again with the token in use
 * (docs/streaming.md, "The player's contract"). A lesson that no longer streams is a failure.
 */
export async function renewLessonStream(videoId: number, token: string): Promise<StreamRenewal> {
  const access = await fetchLessonAccess(videoId, token);
  if (access.kind !== 'play') return access;
  return access.stream ? { kind: 'renewed', stream: access.stream } : { kind: 'failed' };
}

/** Where the student stopped in the lesson; null when the API does not remember positions. */
export async function fetchProgress(videoId: number): Promise<VideoProgress | null> {
  const answer = await bff.videoProgress({ videoId });
  return answer.status === 200 ? answer.data : null;
}

/** The student's speed and captions choice; null when the API does not remember them. */
export async function fetchPreferences(): Promise<PlayerPreferences | null> {
  const answer = await bff.playerPreferences({});
  return answer.status === 200 ? answer.data : null;
}

/**
 * The signed-in student's email, which moves over the playing lesson; null when it could not be
 * read. Asked when play is pressed, so a view of the page does not read the profile, and the
 * header's answer is used when it has one (signedInProfile).
 */
export async function fetchWatermark(): Promise<string | null> {
  return (await signedInProfile())?.email ?? null;
}

export function savePreferences(
  input: SavePlayerPreferences,
): Promise<CallResult<PlayerPreferences>> {
  return bff.savePlayerPreferences(input);
}

export function saveProgress(input: SaveVideoProgress): Promise<CallResult<VideoProgress>> {
  return bff.saveVideoProgress(input);
}

/**
 * Saves the position while the page is being left: a keepalive request outlives the page, which
 * the client's requests do not. Nothing is read from the answer.
 */
export function saveProgressOnLeave(input: SaveVideoProgress): void {
  void fetch(`/api/${lessonEndpoints.saveVideoProgress.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(input),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}
