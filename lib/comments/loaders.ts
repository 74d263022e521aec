import 'server-only';

import { unstable_cache } from 'next/cache';
import { cache } from 'react';

import { commentsTagOf, CONTENT_CACHE_TAGS, type CommentTarget } from '@/lib/cache/tags';
import { gatewayFor } from '@/lib/calls/api';
import type { DataOf } from '@/lib/calls/define-call';

import { COMMENTS_PAGE } from './texts';
import { commentCalls } from './calls';

const api = gatewayFor(commentCalls);

export type CommentPage = DataOf<typeof commentCalls.listComments>;

/** The place as the original API names it: a case is its `subshortId`. */
const wireTarget = (target: CommentTarget) =>
  'videoId' in target ? { videoId: target.videoId } : { subshortId: target.caseId };

/**
 * The five newest comments of a lesson or a case, the same for everyone (who may edit one is the
 * page's viewer, not the list's), so every page that shows them shares one cached read; null when
 * they could not be read (logged, and the list reads them in the browser). A comment saved or
 * removed there, or a profile changed, makes it stale (docs/performance.md).
 */
export const loadComments = cache(async (target: CommentTarget): Promise<CommentPage | null> => {
  const tag = commentsTagOf(target);
  const read = unstable_cache(
    async () =>
      (await api.listComments({ ...wireTarget(target), limit: COMMENTS_PAGE, offset: 0 })).data,
    [tag],
    { revalidate: 60, tags: [CONTENT_CACHE_TAGS.comments, tag] },
  );
  try {
    return await read();
  } catch (error) {
    console.error('Comments could not be loaded', { target, error });
    return null;
  }
});
