import 'server-only';

import { notFound } from 'next/navigation';

import { requireStudent } from '@/lib/accounts/request-context';
import { ApiError } from '@/lib/calls/api';

/*
 * What the practice pages show, read through the request's gateway as the signed-in student.
 * Nothing here is cached: every figure is the student's own and the paper's clock is live.
 */

export async function loadPracticeOverview() {
  const { api } = await requireStudent('practice');
  return (await api.practiceOverview({})).data;
}

/** One of the student's papers; another's, or none, is the 404 page. */
export async function loadPaper(paperId: number) {
  const { api } = await requireStudent('practice');
  try {
    return (await api.paperView({ paperId })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
