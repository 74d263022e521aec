/**
 * The data-cache tags of the content the public pages read. POST /api/revalidate clears them
 * with the prerendered pages, so an operator's change reaches the dynamic pages too.
 */
export const CONTENT_CACHE_TAGS = {
  shorts: 'shorts',
  videos: 'videos',
  sessions: 'sessions',
  /** The lessons' comments, as the cached visitor copy of a lesson page shows them. */
  comments: 'comments',
} as const;
