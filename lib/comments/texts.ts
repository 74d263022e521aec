// What the comment screens need without zod (they run in the browser): page sizes and texts.

/** Comments shown first, and how many more each "Load More Comments" reads. */
export const COMMENTS_PAGE = 5;
export const COMMENTS_MORE = 20;
/** Comments per page of the console's feed. */
export const COMMENTS_REVIEW_PAGE = 25;

/** What the comment screens and calls say, as students read them. */
export const commentMessages = {
  heading: 'Previous Comments',
  empty: 'No comments available.',
  loadMore: 'Load More Comments',
  addTitle: 'Add Comment',
  editTitle: 'Edit Comment',
  post: 'Post',
  update: 'Update',
  edit: 'Edit',
  delete: 'Delete',
  confirmDeleteTitle: 'Are you sure?',
  confirmDeleteText: "You won't be able to revert this!",
  confirmDeleteButton: 'Yes, delete it!',
  added: 'Comment added successfully',
  updated: 'Comment updated successfully',
  deleted: 'Comment deleted successfully',
  addFailed: 'Failed to add comment',
  deleteFailed: 'Failed to delete comment',
  failed: 'An error occurred',
  deleteError: 'An error occurred while deleting comment',
  notLoggedIn: 'Student not logged in',
  /** The Login Required warning before commenting or revealing a model answer. */
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to continue',
  notFound: 'Comment not found',
  noSuchVideo: 'Video not found',
  noSuchCase: 'Short not found',
  reviewListed: 'Comments fetched successfully',
  removedByOperator: 'Comment removed: its author and every reader see it gone.',
} as const;
