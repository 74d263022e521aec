'use client';

import dynamic from 'next/dynamic';

/**
 * The comments, rendered into the page's HTML on the server, with their script in a chunk of its
 * own: they sit below the lesson or the case, which hydrate without waiting for them.
 */
export const LazyCommentsSection = dynamic(() =>
  import('./comments-section').then((module) => module.CommentsSection),
);
