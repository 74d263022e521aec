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

/** What a comment belongs to, as the comment calls name it. */
export type CommentTarget = { videoId: number } | { subshortId: number };

/** The cache tag of one lesson's or one case's comments: a comment there makes only it stale. */
export function commentsTagOf(target: CommentTarget): string {
  return 'videoId' in target
    ? `${CONTENT_CACHE_TAGS.comments}:video:${target.videoId}`
    : `${CONTENT_CACHE_TAGS.comments}:case:${target.subshortId}`;
}
