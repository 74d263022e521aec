import 'server-only';

import type { MetadataRoute } from 'next';
import { unstable_cache } from 'next/cache';
import { notFound } from 'next/navigation';
import { cache } from 'react';

import { ApiError, gatewayFor } from '@/lib/calls/api';
import { feedbackCalls } from '../feedback/calls';
import type { DataOf } from '@/lib/calls/define-call';
import { TESTIMONIALS_SHOWN, type Testimonial } from '@/lib/feedback/calls';
import { storedFileUrl } from '@/lib/storage/files';
import { RELATED_VIDEOS_PAGE, VIDEOS_LIST_MAX, type Video } from '@/lib/lessons/calls';
import type { StudentContext } from '@/lib/accounts/request-context';
import { site } from '@/lib/site';

import { CONTENT_CACHE_TAGS, lessonTagOf } from '../cache/tags';
import { videoHref } from './links';
import { lessonCalls } from './calls';

const api = gatewayFor({ ...lessonCalls, ...feedbackCalls });

/*
 * What the video page shows. Everything a visitor sees is read as a visitor, so no lesson's media
 * reaches the HTML, the payload or the data cache; it is cached for five minutes like the
 * prerendered public pages. What depends on the student (may they play, what have they watched,
 * which comments are theirs) is read per request with their session.
 */

const REVALIDATE_SECONDS = 300;
const cacheOptions = { revalidate: REVALIDATE_SECONDS, tags: [CONTENT_CACHE_TAGS.videos] };

export type RelatedPage = { lists: Video[]; total: number; subscription: number };

const isMissingCall = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 || error.status === 501) &&
  error.code !== 'lesson_not_found';

/** Finds a lesson through video/relatedvideo, for an API without video/view. */
async function findInList(videoId: number | null): Promise<Video | null> {
  for (let offset = 0; ; offset += VIDEOS_LIST_MAX) {
    const { data } = await api.relatedVideos({ limit: VIDEOS_LIST_MAX, offset });
    const found = videoId === null ? data.lists[0] : data.lists.find((v) => v.videoId === videoId);
    if (found) return found;
    if (offset + data.lists.length >= data.total || data.lists.length === 0) return null;
  }
}

/**
 * A lesson as a visitor sees it (no media), or null when there is none; with no id, the library's
 * first lesson. Asks video/view, or searches video/relatedvideo on an API without it.
 */
async function readLesson(videoId: number | null): Promise<Video | null> {
  if (videoId === null) return findInList(null);
  try {
    const { data } = await api.viewVideo({ videoId });
    // A free preview lesson answers its media and a playback token even to a visitor: neither
    // belongs in the cached page, where the player asks for them when play is pressed.
    return { ...data.video, path: null, captions: null, stream: null };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'lesson_not_found') return null;
    if (!isMissingCall(error)) throw error;
    return findInList(videoId);
  }
}

/** The cache options of what the pages read about one lesson: its own tag beside the library's. */
const lessonCacheOptions = (videoId: number | null) => ({
  revalidate: REVALIDATE_SECONDS,
  tags:
    videoId === null
      ? [CONTENT_CACHE_TAGS.videos]
      : [CONTENT_CACHE_TAGS.videos, lessonTagOf(videoId)],
});

const loadLesson = cache(async (videoId: number | null) =>
  unstable_cache(
    () => readLesson(videoId),
    ['video-lesson', String(videoId)],
    lessonCacheOptions(videoId),
  )(),
);

/** The lesson `videoId` names (the library's first when null, or null when it is empty); a 404 when that lesson does not exist. */
export async function lessonOrNotFound(videoId: number | null): Promise<Video | null> {
  const lesson = await loadLesson(videoId);
  if (!lesson && videoId !== null) notFound();
  return lesson;
}

/**
 * The first page of the related list as a visitor sees it: with a lesson, the related lessons an
 * editor chose for it first.
 */
export const loadVisitorRelated = cache(async (videoId?: number) =>
  unstable_cache(
    async (): Promise<RelatedPage> =>
      (await api.relatedVideos({ limit: RELATED_VIDEOS_PAGE, offset: 0, videoId })).data,
    ['video-related', String(videoId ?? '')],
    lessonCacheOptions(videoId ?? null),
  )(),
);

/**
 * The first page of the related list for a signed-in student: the visitors' cached page, with the
 * student's watched marks and subscription read in one call (video/relatedvideo asked with the
 * session, against an API without that call). Uncached.
 */
export async function loadRelatedFor(
  viewer: StudentContext<typeof lessonCalls>,
  videoId: number,
): Promise<RelatedPage> {
  const page = await loadVisitorRelated(videoId);
  try {
    const { data } = await viewer.api.watchedMarks({
      videoIds: page.lists.map(({ videoId }) => videoId),
    });
    const watched = new Set(data.watched);
    return {
      ...page,
      lists: page.lists.map((lesson) => ({ ...lesson, watched: watched.has(lesson.videoId) })),
      subscription: data.subscription,
    };
  } catch (error) {
    if (!isMissingCall(error)) throw error;
  }
  return (await viewer.api.relatedVideos({ limit: RELATED_VIDEOS_PAGE, offset: 0, videoId })).data;
}

/**
 * The lesson's testimonials, photos as URLs; null when they could not be read (logged), so the
 * page shows the rest.
 */
export const loadLessonTestimonials = cache(async (videoId: number) =>
  unstable_cache(
    async (): Promise<Testimonial[] | null> => {
      try {
        const { data } = await api.videoTestimonials({
          videoId,
          limit: TESTIMONIALS_SHOWN,
          offset: 0,
        });
        return data.lists.map((item) => ({ ...item, profile: storedFileUrl(item.profile) }));
      } catch (error) {
        console.error('Testimonials could not be loaded for the video page', error);
        return null;
      }
    },
    ['video-testimonials', String(videoId)],
    {
      ...lessonCacheOptions(videoId),
      tags: [...lessonCacheOptions(videoId).tags, CONTENT_CACHE_TAGS.testimonials],
    },
  )(),
);

/**
 * Every published lesson's sitemap data: video/sitemap, or video/relatedvideo walked without it.
 * Read under the lessons' tag, so publishing or unpublishing one regenerates the sitemap at once.
 */
const readLessonSitemap = unstable_cache(
  async (): Promise<DataOf<typeof lessonCalls.lessonSitemap>['lists']> =>
    readLessonSitemapUncached(),
  ['video-sitemap'],
  cacheOptions,
);

async function readLessonSitemapUncached(): Promise<
  DataOf<typeof lessonCalls.lessonSitemap>['lists']
> {
  try {
    return (await api.lessonSitemap({})).data.lists;
  } catch (error) {
    if (!isMissingCall(error)) throw error;
  }
  const lists: Video[] = [];
  for (let offset = 0; ; offset += VIDEOS_LIST_MAX) {
    const { data } = await api.relatedVideos({ limit: VIDEOS_LIST_MAX, offset });
    lists.push(...data.lists);
    if (offset + data.lists.length >= data.total || data.lists.length === 0) return lists;
  }
}

/**
 * The sitemap's lesson pages, read in one call. A failure is logged and lists none of them, so
 * the rest of the sitemap is still served.
 */
export async function videosSitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const absolute = (path: string) => new URL(path, site.url).toString();
  try {
    return (await readLessonSitemap()).map((lesson) => ({
      url: absolute(videoHref(lesson.videoId)),
      ...(lesson.published && { lastModified: lesson.published }),
      changeFrequency: 'monthly',
      priority: 0.7,
      ...(lesson.cover && { images: [absolute(lesson.cover)] }),
    }));
  } catch (error) {
    console.error('The lessons could not be listed for the sitemap', error);
    return [];
  }
}
