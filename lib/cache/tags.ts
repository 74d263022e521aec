/**
 * The data-cache tags of the content the public pages read. POST /api/revalidate clears them
 * with the prerendered pages, so an operator's change reaches the dynamic pages too.
 */
export const CONTENT_CACHE_TAGS = {
  /** The case categories and cases (the tag keeps the original API's word). */
  cases: 'shorts',
  videos: 'videos',
  sessions: 'sessions',
  /** The lessons' comments, as the cached visitor copy of a lesson page shows them. */
  comments: 'comments',
  /** The approved testimonials, as the home page's and the lesson pages' carousels show them. */
  testimonials: 'testimonials',
  /** The policy pages' published texts. */
  policies: 'policies',
} as const;

/** What a comment belongs to, as the comment calls name it. */
export type CommentTarget = { videoId: number } | { caseId: number };

/** The cache tag of one lesson's or one case's comments: a comment there makes only it stale. */
export function commentsTagOf(target: CommentTarget): string {
  return 'videoId' in target
    ? `${CONTENT_CACHE_TAGS.comments}:video:${target.videoId}`
    : `${CONTENT_CACHE_TAGS.comments}:case:${target.caseId}`;
}

/*
 * One item's tag beside its content's: the data a page reads about one lesson, case or category
 * carries both, so POST /api/revalidate can regenerate the pages of that item alone (`tags`), or
 * everything (no `tags`) through the content tags above.
 */

/** The cache tag of what the pages read about one lesson (itself, its testimonials). */
export const lessonTagOf = (videoId: number) => `${CONTENT_CACHE_TAGS.videos}:${videoId}`;

/** The cache tag of one case's page data. */
export const caseTagOf = (caseId: number) => `${CONTENT_CACHE_TAGS.cases}:case:${caseId}`;

/** The cache tag of one category's pages of cases. */
export const caseCategoryTagOf = (categoryId: number) =>
  `${CONTENT_CACHE_TAGS.cases}:category:${categoryId}`;

/** Whether `tag` names one item's data (the form an operator may ask to revalidate alone). */
export const isItemTag = (tag: string) =>
  /^(?:videos:\d{1,10}|shorts:(?:case|category):\d{1,10}|comments:(?:video|case):\d{1,10})$/.test(
    tag,
  );
