'use client';

import dynamic from 'next/dynamic';

/**
 * The comment form with its validation (react-hook-form and zod, about 40 kB) in a chunk of its
 * own: a lesson page loads it when the student opens Add Comment, not with the page.
 */
export const LazyCommentForm = dynamic(
  () => import('./comment-form').then((module) => module.CommentForm),
  { loading: () => <p className="text-slate-600">Loading…</p> },
);
