'use client';

import dynamic from 'next/dynamic';

/** The feedback form in a chunk of its own, loaded when Give Feedback opens it. */
export const LazyFeedbackForm = dynamic(
  () => import('./feedback-form').then((module) => module.FeedbackForm),
  { loading: () => <p className="text-slate-600">Loading…</p> },
);
