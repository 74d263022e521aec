import 'server-only';

import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import { CONTENT_CACHE_TAGS } from '@/lib/cache/tags';
import { ApiError, gatewayFor } from '@/lib/calls/api';
import { feedbackCalls } from './calls';
import { policyCalls } from '../policies/calls';
import { lessonCalls } from '../lessons/calls';
import type { Testimonial } from '@/lib/feedback/calls';
import { storedFileUrl } from '@/lib/storage/files';
import type { PolicyKey } from '@/lib/policies/calls';
import type { VideoTeaser } from '@/lib/lessons/calls';

const api = gatewayFor({ ...feedbackCalls, ...policyCalls, ...lessonCalls });

/** What the home page's video-and-shorts teaser has to show. */
export type TeaserResult =
  | { status: 'loaded'; data: VideoTeaser }
  /** The API answered, but not with success: "Failed to fetch video shorts data". */
  | { status: 'failed' }
  /** The call itself broke: "An error occurred while fetching data". */
  | { status: 'error' };

/**
 * Tagged with the lessons and the cases it shows, so the home page's cached copy carries both
 * tags and a case or lesson taken back to draft leaves it at once. A failure is not cached.
 */
const readVideoTeaser = unstable_cache(
  async () => (await api.videoTeaser({})).data,
  ['home-video-teaser'],
  { revalidate: 300, tags: [CONTENT_CACHE_TAGS.videos, CONTENT_CACHE_TAGS.cases] },
);

export async function loadVideoTeaser(): Promise<TeaserResult> {
  try {
    const data = await readVideoTeaser();
    return { status: 'loaded', data };
  } catch (error) {
    console.error('Video teaser could not be loaded', error);
    return { status: error instanceof ApiError ? 'failed' : 'error' };
  }
}

/**
 * Approved testimonials for the home carousel, photos as URLs; a failure is only logged. Tagged,
 * so an operator's decision in the console regenerates the home page at once.
 */
export const loadHomeTestimonials = unstable_cache(
  async (): Promise<Testimonial[]> => {
    try {
      const { data } = await api.homeTestimonials({});
      return data.map((item) => ({ ...item, profile: storedFileUrl(item.profile) }));
    } catch (error) {
      console.error('Testimonials could not be loaded', error);
      return [];
    }
  },
  ['home-testimonials'],
  { revalidate: 300, tags: [CONTENT_CACHE_TAGS.testimonials] },
);

export type Policy = { key: PolicyKey; title: string; html: string; updated: string };

/**
 * A policy page's published content, or null when there is none (the page answers 404). Other
 * failures throw, so a revalidation that fails keeps serving the last good page. Tagged, so
 * publishing a new text in the console regenerates the page at once; cached per request so the
 * page and its metadata share one call.
 */
export const loadPolicy = cache(
  unstable_cache(
    async (key: PolicyKey): Promise<Policy | null> => {
      try {
        const { data } = await api.policy({ key });
        return { key: data.key, title: data.title, html: data.value, updated: data.updated };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    ['policy-page'],
    { revalidate: 300, tags: [CONTENT_CACHE_TAGS.policies] },
  ),
);
