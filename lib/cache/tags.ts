import { findCall, type CallName, type HttpMethod } from '@/lib/calls';

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

/** Student writes that change what a cached public page shows, and the tags they make stale. */
const staleAfter: Partial<Record<CallName, string[]>> = {
  saveComment: [CONTENT_CACHE_TAGS.comments],
  removeComment: [CONTENT_CACHE_TAGS.comments],
  // A comment shows its author's current name and photo.
  editProfile: [CONTENT_CACHE_TAGS.comments],
};

/** The tags a successful browser call to `path` makes stale (none for reads). */
export function tagsStaleAfter(path: string, method: string): string[] {
  const found = findCall(path, method.toUpperCase() as HttpMethod);
  return (found && staleAfter[found.name]) ?? [];
}
