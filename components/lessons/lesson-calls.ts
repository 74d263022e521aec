import { bffFor, type CallResult } from '@/lib/calls/browser-client';
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
  | { kind: 'play'; video: Video }
  | { kind: 'subscribe' }
  | { kind: 'signed-out' }
  | { kind: 'failed' };

/**
 * Whether the student may play the lesson, and its media when they may (clicking
 * play fetches the list and reads `subscription`). Asks the extension video/view; an API without
 * it is asked through video/relatedvideo, page by page until the lesson turns up.
 */
export async function fetchLessonAccess(videoId: number): Promise<LessonAccess> {
  const answer = await bff.viewVideo({ videoId });
  if (answer.status === 401) return { kind: 'signed-out' };
  if (answer.status === 200 && answer.data) {
    const { video, subscription } = answer.data;
    if (subscription !== 1) return { kind: 'subscribe' };
    return video.path ? { kind: 'play', video } : { kind: 'failed' };
  }
  if (!isMissingCall(answer.status)) return { kind: 'failed' };

  for (let offset = 0; ; offset += VIDEOS_LIST_MAX) {
    const page = await bff.relatedVideos({ limit: VIDEOS_LIST_MAX, offset });
    if (page.status !== 200 || !page.data) return { kind: 'failed' };
    if (page.data.subscription !== 1) return { kind: 'subscribe' };
    const video = page.data.lists.find((item) => item.videoId === videoId);
    if (video) return video.path ? { kind: 'play', video } : { kind: 'failed' };
    if (offset + page.data.lists.length >= page.data.total || page.data.lists.length === 0) {
      return { kind: 'failed' };
    }
  }
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
